import { z } from 'zod';
import { FieldValueSchema, MAX_ROW_ID, MoneySchema } from './common';

/** The largest amount a purchase order, MRN or invoice stores, on a line or in its totals. The
 * columns are cents in bigint (migration 024; SQLite's INTEGER is 64-bit), and the bound keeps
 * cents exact in a JavaScript number (10^14 < 2^53) with room for sums. Above it, a save is a
 * 400 rather than a database error. */
export const MAX_STORED_AMOUNT = 999_999_999_999.99;
/** The largest quantity a line stores (thousandths in bigint). */
export const MAX_STORED_QUANTITY = 999_999_999.999;

/** A taxed line of a purchase order or MRN. Other keys are control names from the items
 * section of the form metadata (description, item code, unit, ...). */
export const LineItemSchema = z
  .object({
    id: z.number().int().nonnegative().max(MAX_ROW_ID),
    quantity: z.number().finite().nonnegative().max(MAX_STORED_QUANTITY),
    unitPrice: MoneySchema.nonnegative().max(MAX_STORED_AMOUNT),
    taxRate: z.number().finite().min(0).max(100),
    amount: MoneySchema.min(-MAX_STORED_AMOUNT).max(MAX_STORED_AMOUNT),
  })
  .catchall(FieldValueSchema);
export type LineItem = z.infer<typeof LineItemSchema>;

export const DocumentTotalsSchema = z.object({
  basic: MoneySchema,
  tax: MoneySchema,
  total: MoneySchema,
});
