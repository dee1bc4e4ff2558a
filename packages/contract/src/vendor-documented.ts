import { z } from 'zod';
import { envelope, FieldValueSchema, HistoryEventSchema, RowIdSchema } from './common';
import { VendorBankChangeSchema } from './vendor-bank-change';

/** The vendor calls whose answers the documents do not show (GET /vendor/{id}, the section
 * saves, DELETE, submit): the minimum the web needs of any backend (docs/decisions.md, issue 20).
 * Our server's full answers stay in vendor.ts as each route's `ours` schema. */

/** A value of a section entry: a field's value, or a compliance group (one entry object, or a
 * list for repeatable groups). */
export const SectionValueSchema = z.union([
  FieldValueSchema,
  z.record(z.string(), FieldValueSchema),
  z.array(z.record(z.string(), FieldValueSchema)),
]);

/** Entries are recognised as stored by an id or a basic_id (spec part 1 §3); a section the
 * backend leaves out reads as empty. */
const storedEntries = z
  .array(
    z
      .object({ id: RowIdSchema.optional(), basic_id: RowIdSchema.optional() })
      .catchall(SectionValueSchema),
  )
  .default([]);

/** A vendor by section: any status or none (the edit form takes its tab from the address). */
export const VendorDetailMinimalSchema = z.object({
  id: z.number().int().optional(),
  status: z.union([z.number().int(), z.string()]).optional(),
  basic: z.object({ id: z.number().int().optional() }).catchall(FieldValueSchema).default({}),
  address: storedEntries,
  bank: storedEntries,
  tax_code: storedEntries,
  representative: storedEntries,
  site_mapping: storedEntries,
  compliance: storedEntries,
  history: z.array(HistoryEventSchema).optional(),
  /** Ours: a bank change waiting for a second user's approval (issue 22). */
  pending_bank_change: VendorBankChangeSchema.nullable().optional(),
});
export type VendorDetailMinimal = z.infer<typeof VendorDetailMinimalSchema>;

/** A saved basic section, or saved entries in the order sent: each with the id the next save
 * PUTs; fields a backend leaves out keep the values the form sent. */
const savedId = z.object({ id: z.number().int() });
export const BasicSavedMinimalSchema = envelope(savedId.catchall(FieldValueSchema));
export const EntriesSavedMinimalSchema = envelope(z.array(savedId.catchall(SectionValueSchema)));
