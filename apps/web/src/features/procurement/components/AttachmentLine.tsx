import { AnchorButton, Button, Classes } from '@blueprintjs/core';
import { DocumentOpenIcon, UploadIcon } from '@blueprintjs/icons';
import { openDocument } from '../../../lib/document-link';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import { skipToken } from '@reduxjs/toolkit/query';
import { useStoredDocumentQuery } from '../api/procurement-api';
import { KINDS, type DocumentKind } from '../kinds';

type Props = {
  kind: DocumentKind;
  docId: string | null | undefined;
  /** Offers (re)upload when given. */
  onUpload?: () => void;
};

/** The attached document (the signed PO, the MRN's invoice): opened through /r/{docId}. */
export function AttachmentLine({ kind, docId, onUpload }: Props) {
  const t = useT(KINDS[kind].ns);
  const tc = useT('common');
  const stored = useStoredDocumentQuery(docId ? { params: { id: docId } } : skipToken);
  const open = () =>
    void openDocument(docId ?? '').catch((error: Error) => void showToast(error.message, 'error'));
  return (
    <div className="document-attachment" data-testid="attachment">
      <span className={Classes.TEXT_MUTED}>
        {kind === 'po'
          ? t('signed_document', 'Signed PO')
          : t('invoice_document', 'Invoice document')}
        :
      </span>
      {docId ? (
        <AnchorButton
          variant="minimal"
          intent="primary"
          icon={<DocumentOpenIcon />}
          text={stored.data?.data.file_name ?? docId}
          data-testid="attachment-link"
          onClick={open}
        />
      ) : (
        <span className={Classes.TEXT_MUTED}>{tc('empty_value', '--')}</span>
      )}
      {onUpload && (
        <Button
          variant="outlined"
          icon={<UploadIcon />}
          text={t('upload_title', `Upload ${KINDS[kind].noun}`)}
          onClick={onUpload}
        />
      )}
    </div>
  );
}
