import type {
  ExtractedFieldView,
  FieldValue,
  InvoiceReview,
  Issue,
  PickedWords,
} from '@procure/contract';
import type { Executor } from '../db/transaction';
import { invoiceDocumentPages } from '../repositories/document-pages';

/**
 * Where a reviewed header value is printed (issue 23 §4), so the viewer highlights what the
 * reviewer sees as the value:
 * - words clicked for it (`picked`): that place, whether the value changed or was confirmed
 *   (of two prints of a PO number, the one clicked), and no longer `learned` (that named the
 *   place it was read at);
 * - a value typed without a click that differs from the one read: no place, since the old
 *   box holds the print of the value it replaced, and a highlight there would point at the
 *   wrong words;
 * - the value as it was, with no click: the field as it was.
 * A changed value is `corrected` by the reviewer, its confidence the reading's. A value as read
 * whose words were clicked, on any print of it (the extractor's too), is `confirmed`: it keeps
 * its reading's state and confidence, and stands when the document is read again
 * (keptByReviewer); a corrected value clicked elsewhere only moves.
 */
export function reviewedHeaderField(
  old: ExtractedFieldView | undefined,
  value: FieldValue,
  picked?: PickedWords,
): ExtractedFieldView {
  if (old && old.value === value) {
    if (!picked) return old;
    const confirms = old.status !== 'corrected' && value !== null && value !== '';
    if (samePlace(old, picked) && (!confirms || old.confirmed)) return old;
    const { learned: _placeReadAt, ...kept } = old;
    return {
      ...kept,
      page: picked.page,
      box: { ...picked.box },
      ...(confirms ? { confirmed: true } : {}),
    };
  }
  return {
    value,
    confidence: old?.confidence ?? null,
    page: picked?.page ?? null,
    box: picked ? { ...picked.box } : null,
    source: 'user',
    status: 'corrected',
  };
}

/** Writes a save's header values into `fields`, telling `edited` of each value it changes;
 * true when a field changed with no value changed (a value confirmed by clicking its words, or
 * a place moved), which the caller must still write. */
export function reviewHeader(
  fields: Record<string, ExtractedFieldView>,
  header: ReadonlyArray<readonly [string, FieldValue]>,
  picked: InvoiceReview['picked'],
  edited: (key: string, old: FieldValue | undefined, now: FieldValue) => void,
): boolean {
  let placed = false;
  for (const [key, value] of header) {
    const before = fields[key];
    fields[key] = reviewedHeaderField(before, value, picked?.[key]);
    if (before && before.value === value) placed ||= fields[key] !== before;
    else edited(key, before?.value, value);
  }
  return placed;
}

const samePlace = (field: ExtractedFieldView, picked: PickedWords) =>
  field.page === picked.page &&
  field.box !== null &&
  (['x', 'y', 'width', 'height'] as const).every((side) => field.box![side] === picked.box[side]);

/** A page count in words: "one page", "3 pages". */
const pagesText = (pages: number) => (pages === 1 ? 'one page' : `${pages} pages`);

/**
 * Issues with the words a save says were clicked: each must be for a header value the save
 * carries (`saved`), on a page the invoice's document has; at `pathOf(field)`. Nothing is checked against the
 * pages of an unknown invoice (the save answers 404) or of a document the server never read
 * (its pages are not known; the contract bounds them).
 */
export async function checkPicked(
  db: Executor,
  invoiceId: number,
  picked: InvoiceReview['picked'],
  saved: ReadonlySet<string>,
  issues: Issue[],
  pathOf = (key: string) => `picked.${key}`,
): Promise<void> {
  const entries = Object.entries(picked ?? {});
  if (!entries.length) return;
  const pages = await invoiceDocumentPages(db, invoiceId);
  for (const [key, words] of entries) {
    const path = pathOf(key);
    if (!saved.has(key)) issues.push({ path, message: 'Send the value the words were picked for' });
    else if (pages === 0)
      issues.push({ path, message: 'This document has no pages to pick words on' });
    else if (typeof pages === 'number' && words.page > pages)
      issues.push({
        path,
        message: `The document has ${pagesText(pages)}; pick words on ${pages === 1 ? 'it' : 'one of them'}`,
      });
  }
}
