import type { Issue, Section } from '@procure/contract';
import { useCallback } from 'react';
import type { EntryValues, SaveOutcome } from '../../../components/metadata-form';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import {
  useCreateDocumentMutation,
  useSaveHeaderMutation,
  type DocumentBody,
  type HeaderBody,
} from '../api/procurement-api';
import { KINDS, type DocumentKind } from '../kinds';
import { gridTotals, linePayload, splitIssues } from '../line-items';

/** The header as the contract takes it: blanks left out, the document's id and file kept. A
 * company of null is kept: it clears the PO's company (ours; left out, the PO keeps its own). */
function headerBody(values: EntryValues, extra: EntryValues): HeaderBody {
  const body: EntryValues = { status: 'draft' };
  for (const [key, value] of Object.entries({ ...values, ...extra }))
    if ((value !== null || key === 'company_id') && value !== undefined && value !== '')
      body[key] = value;
  return body as HeaderBody;
}

type SaveResult = { ok: true; id: number } | { ok: false; cells: Issue[] };

/** Step 1 (the header) and step 2 (the whole document) with the spec's toasts (§8). */
export function useDocumentSave(kind: DocumentKind) {
  const config = KINDS[kind];
  const t = useT(config.ns);
  const tc = useT('common');
  const [saveHeader] = useSaveHeaderMutation();
  const [createDocument, { isLoading: saving }] = useCreateDocumentMutation();

  const headerInvalid = useCallback(
    () =>
      void showToast(
        t('fix_highlighted_fields', 'Please fix the highlighted fields'),
        'error',
        tc('error', 'Error'),
      ),
    [t, tc],
  );
  const linesInvalid = useCallback(
    () =>
      void showToast(
        t('fix_highlighted_errors', 'Please fix the highlighted errors before saving.'),
        'error',
        t('validation_failed', 'Validation Failed'),
      ),
    [t],
  );

  /** Saves the header; a field error is told with the header toast, anything else (a taken
   * number) keeps the server's own toast. */
  const onSaveHeader = useCallback(
    async (values: EntryValues, extra: EntryValues): Promise<SaveOutcome> => {
      const result = await saveHeader({ kind, body: headerBody(values, extra) });
      if ('data' in result && result.data) {
        void showToast(result.data.message ?? '', 'success', tc('success', 'Success'));
        return { ok: true, entries: [{ ...values, id: result.data.data.id }] };
      }
      const error = result.error as ContractError | undefined;
      if (error?.status === 400) headerInvalid();
      return { ok: false, issues: error?.issues ?? [] };
    },
    [kind, saveHeader, headerInvalid, tc],
  );

  /** Saves header and lines as one document (an array of one, as the spec sends it). */
  const onSaveDocument = useCallback(
    async (header: EntryValues, items: Section, lines: EntryValues[]): Promise<SaveResult> => {
      const totals = gridTotals(lines);
      const body = {
        ...headerBody(header, {}),
        line_items: linePayload(items, lines),
        [config.totals.basic]: totals.basic,
        [config.totals.tax]: totals.tax,
        [config.totals.total]: totals.total,
        status: 'draft',
        createdAt: new Date().toISOString(),
      } as unknown as DocumentBody;
      const result = await createDocument({ kind, body });
      if ('data' in result && result.data) {
        // The spec's text, which it uses for MRNs as well.
        void showToast(
          t('saved_successfully', 'Purchase Order saved successfully!'),
          'success',
          tc('success', 'Success'),
        );
        // Another backend may answer a message alone (part 2 §7 shows nothing more).
        return { ok: true, id: result.data.data?.[0]?.id ?? 0 };
      }
      const error = result.error as ContractError | undefined;
      if (error?.status !== 400) return { ok: false, cells: [] };
      linesInvalid();
      return { ok: false, cells: splitIssues(error.issues).cells };
    },
    [kind, config, createDocument, linesInvalid, t, tc],
  );

  return { onSaveHeader, onSaveDocument, headerInvalid, linesInvalid, saving };
}
