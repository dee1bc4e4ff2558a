import { MetadataDialog, useFormMetadataQuery } from '../../../components/metadata-form';
import { useT } from '../../../lib/i18n/use-translation';
import { KINDS, type DocumentKind } from '../kinds';

type Props = {
  kind: DocumentKind;
  isOpen: boolean;
  /** The header's vendor, preselected in the MRN dialog. */
  vendorId?: unknown;
  onClose: () => void;
  /** The stored file's doc_id, once the dialog is submitted. */
  onUploaded: (docId: string) => void | Promise<void>;
};

/** Upload PO (po_upload_modal: the signed PO, 'Please upload signed PO') and the MRN dialog
 * (mrn_upload_modal: vendor of active vendors and the invoice file). The file control stores
 * the file through /store/upload as soon as it is chosen; submitting links its doc_id. */
export function UploadDocumentDialog({ kind, isOpen, vendorId, onClose, onUploaded }: Props) {
  const config = KINDS[kind];
  const t = useT(config.ns);
  const tc = useT('common');
  const metadata = useFormMetadataQuery({ query: { form_name: config.upload } });
  return (
    <MetadataDialog
      metadata={metadata.data?.data}
      isOpen={isOpen}
      title={t('upload_title', `Upload ${config.noun}`)}
      submitText={tc('upload', 'Upload')}
      initial={kind === 'mrn' && vendorId ? { vendorId } : undefined}
      onClose={onClose}
      onSubmit={async (values) => {
        const docId = values.file ?? values.invoice_file;
        if (typeof docId === 'string' && docId) await onUploaded(docId);
      }}
    />
  );
}
