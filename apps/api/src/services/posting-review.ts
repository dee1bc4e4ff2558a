import type { Issue, PickedWords } from '@procure/contract';
import { formatTerms, parseTerms } from '@procure/payments/terms';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { InvoicesRepository } from '../repositories/invoices';
import type { Actor } from './audit';
import type { StoredFields } from './invoice-extraction';
import { finishReview, invoiceToReview, ReviewChanges } from './invoice-review';
import { followTerms, TERMS_FIELD } from './invoice-terms';
import { checkPicked, reviewedHeaderField } from './review-places';

type Trx = Transaction<Database>;

export const UNREADABLE_TERMS =
  'These terms cannot be read; write them like "3 % discount within 10 days, net 30 days"';

/** A reviewer's terms for an invoice: read by the same reader as the invoice's text and stored
 * in its words (so "2/10 n/30" is kept as "2 % discount within 10 days, net 30 days"),
 * `corrected`, with a history row; a due date the terms gave follows them. Empty text removes
 * the terms (the invoice has none: due on its date unless a due date is printed). With the words
 * clicked for them (`picked`), they are placed there. 400 for words that are not terms or a pick
 * the document cannot have, 404, 409 while extracted or once decided. */
export async function saveInvoiceTerms(
  trx: Trx,
  invoices: InvoicesRepository,
  id: number,
  text: string | null,
  actor: Actor,
  picked?: PickedWords,
): Promise<void> {
  const issues: Issue[] = [];
  const parsed = text ? parseTerms(text) : null;
  const value = parsed ? formatTerms(parsed.terms) : null;
  if (text && !value) issues.push({ path: 'terms', message: UNREADABLE_TERMS });
  // Clicked words belong to terms of this save, on a page of the document.
  const saved = new Set(value ? [TERMS_FIELD] : []);
  const clicked = picked ? { [TERMS_FIELD]: picked } : undefined;
  await checkPicked(trx, id, clicked, saved, issues, () => 'picked');
  const invoice = await invoiceToReview(trx, invoices, id, issues);
  const fields = JSON.parse(invoice.fields) as StoredFields;
  const before = fields[TERMS_FIELD];
  // Terms clicked on the page are placed there; typed in other words than the printed ones,
  // they no longer point at that print (review-places.ts).
  const after = reviewedHeaderField(before, value, picked);
  if ((before?.value ?? null) === value) {
    // The same terms clicked at another print: only their place is written, nothing edited.
    if (before && after !== before)
      await invoices.update(trx, id, {
        fields: JSON.stringify({ ...fields, [TERMS_FIELD]: after }),
      });
    return;
  }
  const changes = new ReviewChanges(id);
  fields[TERMS_FIELD] = after;
  changes.record(TERMS_FIELD, 'edited', before?.value ?? null, value);
  const dueBefore = fields.due_date?.value ?? null;
  followTerms(fields);
  const dueAfter = fields.due_date?.value ?? null;
  if (dueAfter !== dueBefore) changes.record('due_date', 'edited', dueBefore, dueAfter);
  await finishReview(trx, invoices, invoice, changes, actor, fields);
}
