import { Button, Card, H5 } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { CAPABILITIES, RECEIVING_STATES, type FormMetadata, type Section } from '@procure/contract';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  emptyEntry,
  entryFrom,
  sectionIssues,
  SectionPanel,
  type EntryValues,
  type SectionValues,
} from '../../../components/metadata-form';
import { CompanySelect } from '../../../components/company-select';
import { hasCapability } from '../../../config/runtime';
import { useT, useValidationText } from '../../../lib/i18n/use-translation';
import { useDocumentSave } from '../hooks/use-document-save';
import { freshHeader, KINDS, type DocumentKind } from '../kinds';
import { newLine } from '../line-items';
import { useOrderReceipt } from '../hooks/use-order-receipt';
import { AttachmentLine } from './AttachmentLine';
import { LineItemsGrid } from './LineItemsGrid';
import { PoPicker } from './PoPicker';
import { UploadDocumentDialog } from './UploadDocumentDialog';
import './procurement.css';

/** A saved document to edit: its header values (with id and doc_id), its lines and state. */
export type EditedDocument = { header: EntryValues; lines: EntryValues[]; status?: string };

type Props = {
  kind: DocumentKind;
  metadata: FormMetadata;
  /** Editing a saved draft (or showing a decided one read-only); a new document without. */
  document?: EditedDocument;
  readOnly?: boolean;
  /** After a full save of an edited document (a new one starts again instead). */
  onSaved?: (id: number) => void;
};

/** Two-step creation (spec §4): the header form from metadata, Save Header, the upload dialog,
 * then the line-items grid and Save, which stores the whole document and starts a fresh one. */
export function DocumentEditor({ kind, metadata, document, readOnly, onSaved }: Props) {
  const config = KINDS[kind];
  const t = useT(config.ns);
  const tf = useT('form');
  const text = useValidationText();
  const headerSection = metadata.meta_data[config.header] as Section;
  const itemsSection = metadata.meta_data[config.items] as Section;
  const { onSaveHeader, onSaveDocument, headerInvalid, linesInvalid, saving } =
    useDocumentSave(kind);

  const startHeader = () => document?.header ?? freshHeader(kind);
  const startLines = () =>
    document?.lines.length
      ? document.lines.map((line) => entryFrom(itemsSection, line))
      : [newLine(itemsSection, [])];

  // A new round (after a save) remounts the header with a fresh number and date.
  const [round, setRound] = useState(0);
  const [header, setHeader] = useState<EntryValues | null>(document?.header ?? null);
  const [docId, setDocId] = useState<string | null>(
    (document?.header.doc_id as string | undefined) ?? null,
  );
  const [headerOpen, setHeaderOpen] = useState(!document);
  const [uploading, setUploading] = useState(false);
  // Ours: the company a PO, or an MRN without a PO, is for (an MRN against a PO takes the
  // PO's); kept for the next document of a round. null: cleared after it was saved with one
  // (sent, so the server clears it too).
  const [companyId, setCompanyId] = useState<number | null | undefined>(
    (document?.header.company_id as number | null | undefined) ?? undefined,
  );
  const tc = useT('common');
  const headerEntries = useMemo(
    () => [{ ...emptyEntry(headerSection), ...startHeader() }],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new round starts a new header
    [round, headerSection],
  );
  const items = useForm<SectionValues>({ defaultValues: { entries: startLines() } });
  // The saved lines of a draft or approved MRN are already counted as received on its PO.
  const counted = useMemo(
    () =>
      document && (RECEIVING_STATES as readonly string[]).includes(document.status ?? '')
        ? document.lines
        : undefined,
    [document],
  );
  const receipt = useOrderReceipt(
    items,
    itemsSection,
    (document?.header.poId as number | undefined) ?? null,
    counted,
  );
  const choosesCompany = kind === 'po' || receipt.poId === null;
  const companyBody = choosesCompany && companyId !== undefined ? { company_id: companyId } : {};

  const saveAll = async ({ entries }: SectionValues) => {
    if (!header?.id) return;
    items.clearErrors();
    const issues = sectionIssues(itemsSection, entries, (key) => tf(key, key), text);
    if (issues.length) {
      for (const issue of issues)
        items.setError(issue.path as 'entries', { message: issue.message });
      linesInvalid();
      return;
    }
    const outcome = await onSaveDocument(
      {
        ...header,
        doc_id: docId,
        // A company changed after the header was saved goes with the whole document.
        ...companyBody,
        ...(kind === 'mrn' ? { poId: receipt.poId } : {}),
      },
      itemsSection,
      entries,
    );
    if (!outcome.ok) {
      for (const cell of outcome.cells)
        items.setError(cell.path as 'entries', { message: cell.message });
      return;
    }
    if (onSaved) return onSaved(outcome.id);
    // A fresh header and one empty line.
    setHeader(null);
    setDocId(null);
    setHeaderOpen(true);
    receipt.reset();
    items.reset({ entries: [newLine(itemsSection, [])] });
    setRound((n) => n + 1);
  };

  const linkDocument = async (id: string) => {
    if (!header) return;
    const outcome = await onSaveHeader(header, { doc_id: id });
    if (outcome.ok) {
      setDocId(id);
      setUploading(false);
    }
  };

  return (
    <div className="document-editor" data-testid={`${kind}-editor`}>
      {choosesCompany && (
        <CompanySelect
          label={tc('company', 'Company')}
          emptyText={tc('no_company', 'No company')}
          value={companyId}
          // "No company" on a document saved with one clears it; on a new one sends nothing.
          onChange={(id) => setCompanyId(id ?? (header?.id || document ? null : undefined))}
          disabled={readOnly}
          inline
          testId={`${kind}-company`}
        />
      )}
      <SectionPanel
        key={round}
        name={config.header}
        section={headerSection}
        entries={headerEntries}
        open={headerOpen}
        locked={false}
        complete={Boolean(header?.id)}
        context={{}}
        readOnly={readOnly}
        submitText={t('save_header', 'Save Header')}
        onToggle={() => setHeaderOpen((open) => !open)}
        onInvalid={headerInvalid}
        onSave={async (entries) => {
          const values = entries[0] ?? {};
          const outcome = await onSaveHeader(values, {
            ...(header?.id ? { id: header.id } : {}),
            ...(docId ? { doc_id: docId } : {}),
            ...companyBody,
          });
          if (outcome.ok) {
            const saved = outcome.entries?.[0] ?? values;
            // The first save asks for the signed document.
            if (!header?.id && !docId) setUploading(true);
            setHeader({ ...header, ...saved });
          }
          return outcome;
        }}
        onSaved={() => setHeaderOpen(false)}
      />
      {header?.id !== undefined && (
        <Card className="document-lines">
          <div className="document-lines-head">
            <H5>{t('line_items_title', 'Line Items')}</H5>
            <AttachmentLine
              kind={kind}
              docId={docId}
              onUpload={readOnly ? undefined : () => setUploading(true)}
            />
          </div>
          <FormProvider {...items}>
            <form
              noValidate
              onSubmit={(event) => void items.handleSubmit(saveAll)(event)}
              data-testid="line-items-form"
            >
              {/* Receiving against a PO is ours: another backend's PO list takes no vendor. */}
              {kind === 'mrn' && hasCapability(CAPABILITIES.extras) && (
                <PoPicker
                  vendorId={Number(header.vendorId) || undefined}
                  poId={receipt.poId}
                  disabled={readOnly}
                  onChange={(id) => void receipt.choose(id)}
                />
              )}
              <LineItemsGrid
                section={itemsSection}
                readOnly={readOnly}
                extraColumns={receipt.columns}
                quantityLabel={
                  receipt.columns.length ? t('this_receipt', 'This receipt') : undefined
                }
              />
              {!readOnly && (
                <div className="document-actions">
                  <Button
                    type="submit"
                    intent="primary"
                    icon={<FloppyDiskIcon />}
                    loading={saving}
                    text={t('save', 'Save')}
                  />
                </div>
              )}
            </form>
          </FormProvider>
        </Card>
      )}
      <UploadDocumentDialog
        kind={kind}
        isOpen={uploading}
        vendorId={header?.vendorId}
        onClose={() => setUploading(false)}
        onUploaded={linkDocument}
      />
    </div>
  );
}
