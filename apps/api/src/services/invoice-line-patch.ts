import { INVOICE_MAX_LINE_ITEMS, type InvoiceLinesPatch, type Issue } from '@procure/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, VALIDATION_MESSAGE } from '../http/errors';
import type { InvoicesRepository } from '../repositories/invoices';
import type { Actor } from './audit';
import type { StoredFields } from './invoice-extraction';
import { finishReview, invoiceToReview, lineValues, ReviewChanges } from './invoice-review';
import { checkPostingCodes } from './posting-codes';

const NO_LINE = 'No line with this id on this invoice';

/** What a line-level save wrote: the ids of the lines updated or added, and of those removed. */
export type LinesPatched = { written: number[]; removed: number[] };

/** Saves only the lines that changed (PATCH /invoice/{id}/lines), with the whole save's rules
 * and history rows (invoice-review.ts): updated fields become `corrected` (the fields not sent
 * keep their values), added lines get ids after the highest id the invoice has (a line removed
 * in the same save counts), removed ones go; the first change puts a pending invoice under review. Ids are kept, not
 * renumbered, so the lines the reviewer did not touch are neither read nor written. Any
 * unknown id, or more lines than INVOICE_MAX_LINE_ITEMS after the save, is a 400 before
 * anything is written; the caller's transaction holds the rest. */
export async function patchInvoiceLines(
  trx: Transaction<Database>,
  invoices: InvoicesRepository,
  id: number,
  patch: InvoiceLinesPatch,
  actor: Actor,
): Promise<LinesPatched> {
  const issues: Issue[] = [];
  const updates = patch.update.map((line, index) => ({
    lineId: line.id,
    values: lineValues(line, `update.${index}`, issues),
  }));
  const added = patch.add.map((line, index) => lineValues(line, `add.${index}`, issues));
  await checkPostingCodes(
    trx,
    [
      ...updates.map(({ values }, index) => ({ path: `update.${index}`, values })),
      ...added.map((values, index) => ({ path: `add.${index}`, values })),
    ],
    issues,
  );
  const invoice = await invoiceToReview(trx, invoices, id, issues);

  const touched = [...updates.map((u) => u.lineId), ...patch.remove];
  const stored = new Map(
    (await invoices.itemsAt(trx, id, touched)).map((row) => [
      row.line_no,
      JSON.parse(row.body) as StoredFields,
    ]),
  );
  updates.forEach(({ lineId }, index) => {
    if (!stored.has(lineId)) issues.push({ path: `update.${index}.id`, message: NO_LINE });
  });
  patch.remove.forEach((lineId, index) => {
    if (!stored.has(lineId)) issues.push({ path: `remove.${index}`, message: NO_LINE });
  });
  const { count, last } = await invoices.lineStats(trx, id);
  if (count + added.length - patch.remove.length > INVOICE_MAX_LINE_ITEMS)
    issues.push({ path: 'add', message: `An invoice has at most ${INVOICE_MAX_LINE_ITEMS} lines` });
  if (issues.length) throw badRequest(VALIDATION_MESSAGE, issues);

  const changes = new ReviewChanges(id);
  const written: { line_no: number; body: string }[] = [];
  for (const { lineId, values } of updates) {
    const before = changes.count;
    const body = changes.line(lineId, stored.get(lineId), values, true);
    if (changes.count > before) written.push({ line_no: lineId, body: JSON.stringify(body) });
  }
  added.forEach((values, index) => {
    const lineId = last + 1 + index;
    written.push({
      line_no: lineId,
      body: JSON.stringify(changes.line(lineId, undefined, values)),
    });
  });
  for (const lineId of patch.remove) changes.removed(lineId, stored.get(lineId)!);

  await invoices.deleteItems(trx, id, patch.remove);
  await invoices.writeItems(trx, id, written);
  await finishReview(trx, invoices, invoice, changes, actor);
  return { written: written.map((w) => w.line_no), removed: patch.remove };
}
