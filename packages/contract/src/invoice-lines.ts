import { z } from 'zod';
import { atMostKeys, FieldValueSchema, MAX_ROW_ID } from './common';
import { INVOICE_MAX_FIELDS, INVOICE_MAX_LINE_ITEMS } from './invoice-review';

/** A line's id (PUT renumbers lines from 0; PATCH keeps ids, new lines go after the highest). */
const LineIdSchema = z.number().int().nonnegative().max(MAX_ROW_ID);

/** A line-level save (PATCH /invoice/{id}/lines, the route is in invoice.ts), only the lines
 * that changed: `update` sets the named fields of existing lines (the others keep theirs), `add`
 * appends lines in the order given (the server gives their ids), `remove` drops lines by id.
 * The whole save's limits, rules and history rows apply. */
export const InvoiceLinesPatchSchema = z
  .object({
    update: z
      .array(
        atMostKeys(INVOICE_MAX_FIELDS, z.object({ id: LineIdSchema }).catchall(FieldValueSchema)),
      )
      .max(INVOICE_MAX_LINE_ITEMS)
      .default([]),
    add: z
      .array(atMostKeys(INVOICE_MAX_FIELDS, z.record(z.string(), FieldValueSchema)))
      .max(INVOICE_MAX_LINE_ITEMS)
      .default([]),
    remove: z.array(LineIdSchema).max(INVOICE_MAX_LINE_ITEMS).default([]),
  })
  .superRefine((patch, ctx) => {
    const seen = new Set<number>();
    const once = (id: number, path: (string | number)[]) => {
      if (seen.has(id))
        ctx.addIssue({ code: 'custom', path, message: 'A line may appear only once in a save' });
      seen.add(id);
    };
    patch.update.forEach((line, index) => once(line.id, ['update', index, 'id']));
    patch.remove.forEach((id, index) => once(id, ['remove', index]));
    patch.add.forEach((line, index) => {
      if ('id' in line)
        ctx.addIssue({
          code: 'custom',
          path: ['add', index, 'id'],
          message: 'A new line gets its id from the server',
        });
    });
  });
export type InvoiceLinesPatch = z.infer<typeof InvoiceLinesPatchSchema>;
