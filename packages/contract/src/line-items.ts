import { z } from 'zod';
import { FieldValueSchema, MAX_ROW_ID, MoneySchema } from './common';

/** A taxed line of a purchase order or MRN. Other keys are control names from the items
 * section of the form metadata (description, item code, unit, ...). */
export const LineItemSchema = z
  .object({
    id: z.number().int().nonnegative().max(MAX_ROW_ID),
    quantity: z.number().finite().nonnegative(),
    unitPrice: MoneySchema.nonnegative(),
    taxRate: z.number().finite().min(0).max(100),
    amount: MoneySchema,
  })
  .catchall(FieldValueSchema);
export type LineItem = z.infer<typeof LineItemSchema>;

export const DocumentTotalsSchema = z.object({
  basic: MoneySchema,
  tax: MoneySchema,
  total: MoneySchema,
});
