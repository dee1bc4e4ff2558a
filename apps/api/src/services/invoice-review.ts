import {
  INVOICE_HEADER_FIELDS,
  type ExtractedFieldView,
  type FieldValue,
  type InvoiceReview,
} from '@procure/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, VALIDATION_MESSAGE } from '../http/errors';
import type { InvoicesRepository } from '../repositories/invoices';
import { amountToCents, numberKey, textOf, type StoredFields } from './invoice-extraction';

const HEADER = new Set<string>(INVOICE_HEADER_FIELDS);

/** A reviewer's value: unchanged keeps the field as read, changed makes it `corrected`. */
function reviewed(old: ExtractedFieldView | undefined, value: FieldValue): ExtractedFieldView {
  if (old && old.value === value) return old;
  return {
    value,
    confidence: old?.confidence ?? null,
    page: old?.page ?? null,
    box: old?.box ?? null,
    source: 'user',
    status: 'corrected',
  };
}

/** Saves review edits of the header and the lines; answers false for an unknown invoice. */
export async function saveInvoiceReview(
  trx: Transaction<Database>,
  invoices: InvoicesRepository,
  id: number,
  review: InvoiceReview,
): Promise<boolean> {
  const invoice = await invoices.find(id, trx);
  if (!invoice) return false;
  const unknown = Object.keys(review.header ?? {}).filter((key) => !HEADER.has(key));
  if (unknown.length)
    throw badRequest(
      VALIDATION_MESSAGE,
      unknown.map((key) => ({ path: `header.${key}`, message: 'Not a header field' })),
    );
  const fields = JSON.parse(invoice.fields) as StoredFields;
  for (const [key, value] of Object.entries(review.header ?? {}))
    fields[key] = reviewed(fields[key], value);
  await invoices.update(trx, id, {
    fields: JSON.stringify(fields),
    invoice_number: textOf(fields, 'invoice_number'),
    number_key: numberKey(textOf(fields, 'invoice_number')),
    vendor_name: textOf(fields, 'vendor_name'),
    total_cents: amountToCents(fields.total_amount?.value),
    currency: textOf(fields, 'currency'),
    invoice_date: textOf(fields, 'invoice_date'),
    due_date: textOf(fields, 'due_date'),
  });
  if (review.line_items) {
    const before = await invoices.items([id], trx);
    const old = new Map(
      (before.get(id) ?? []).map((row) => [row.line_no, JSON.parse(row.body) as StoredFields]),
    );
    const bodies = review.line_items.map(({ id: lineId, ...values }) => {
      const previous = old.get(lineId) ?? {};
      return JSON.stringify(
        Object.fromEntries(
          Object.entries(values)
            .filter(([key]) => !key.endsWith('_status') && !key.endsWith('_confidence'))
            .map(([key, value]) => [key, reviewed(previous[key], value ?? null)]),
        ),
      );
    });
    await invoices.replaceItems(trx, id, bodies);
  }
  return true;
}
