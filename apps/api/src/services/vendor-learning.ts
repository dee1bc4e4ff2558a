import {
  LEARNED_FIELDS,
  type ExtractionResult,
  type HeaderLayout,
  type PickedWords,
  type ReviewedValues,
} from '@procure/extraction';
import type { Executor } from '../db/transaction';
import { enqueueJob } from '../jobs/queue';
import { matchVendor } from '../repositories/invoice-matching';
import { readVendorLayout, type VendorIdentity } from '../repositories/vendor-layouts';
import { LINE_FIELDS, type StoredFields } from './invoice-extraction';

/** Learning a vendor's layout from a reviewed invoice (issue 23 §4), off the request path. */
export const LEARN_LAYOUT_JOB = 'learn-vendor-layout';
/** The invoice, and where its reviewer clicked the words of values saved (their print is
 * learned, not the first or last print of the value). */
export type LearnLayoutPayload = { invoice_id: number; picked?: PickedWords };

/** Readings whose values have a place on the page to learn: an e-invoice's XML states its
 * values exactly and teaches nothing about the vendor's printed layout. */
export const learnableSource = (source: string | null | undefined): boolean =>
  source === 'text' || source === 'ocr' || source === 'mixed';

/** Queues the learning in the caller's transaction: it exists exactly when the save does. */
export async function enqueueLearning(
  trx: Executor,
  invoiceId: number,
  picked?: PickedWords,
): Promise<void> {
  await enqueueJob(trx, {
    kind: LEARN_LAYOUT_JOB,
    payload: {
      invoice_id: invoiceId,
      ...(picked && Object.keys(picked).length ? { picked } : {}),
    } satisfies LearnLayoutPayload,
    owner: { type: 'invoice', id: invoiceId },
  });
}

const given = (value: unknown): value is string | number =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');

/** What a saved review confirms: every learned header field and the vendor's name that has a
 * value after the save, corrected or left as read (the reviewer saw and kept it), and the lines
 * as they stand (their columns are learned too). */
export function reviewedValues(fields: StoredFields, lines: StoredFields[] = []): ReviewedValues {
  const out: ReviewedValues = {};
  for (const name of [...LEARNED_FIELDS, 'vendor_name'] as const) {
    const value = fields[name]?.value;
    if (given(value)) out[name] = value;
  }
  const reviewed = lines.map((line) =>
    Object.fromEntries(
      LINE_FIELDS.flatMap((name) => (given(line[name]?.value) ? [[name, line[name]!.value]] : [])),
    ),
  );
  if (reviewed.some((line) => given(line.amount))) out.line_items = reviewed;
  return out;
}

type ReadVendor = { name: string | null; taxId: string | null; iban: string | null };

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/**
 * The vendor as matched: its master entry when one is known (the invoice's link) or matches the
 * name and tax id read, with the master's name; else the name read. The tax id and IBAN are the
 * document's.
 */
export async function vendorIdentity(
  executor: Executor,
  read: ReadVendor,
  vendorId?: number | null,
): Promise<VendorIdentity> {
  let master: { id: number; name: string } | null | undefined;
  if (vendorId)
    master = await executor
      .selectFrom('vendors')
      .select(['id', 'name'])
      .where('id', '=', vendorId)
      .executeTakeFirst();
  else if (vendorId === undefined) master = await matchVendor(executor, read);
  return {
    vendorId: master?.id ?? null,
    taxId: read.taxId,
    iban: read.iban,
    name: master?.name ?? read.name,
    aliases: master ? [read.name] : [],
  };
}

/** The vendor as an invoice's stored fields name it. */
export const readVendorOf = (fields: StoredFields): ReadVendor => ({
  name: textOrNull(fields.vendor_name?.value),
  taxId: textOrNull(fields.vendor_tax_id?.value),
  iban: textOrNull(fields.vendor_iban?.value),
});

/** The layout learned for the vendor a first reading found, or null (nothing learned, or a
 * reading whose values are not placed on a page). */
export async function layoutForReading(
  executor: Executor,
  result: ExtractionResult,
): Promise<HeaderLayout | null> {
  if (!learnableSource(result.source)) return null;
  const identity = await vendorIdentity(executor, {
    name: textOrNull(result.fields.vendor_name?.value),
    taxId: textOrNull(result.fields.vendor_tax_id?.value),
    iban: textOrNull(result.vendor_iban?.value),
  });
  return readVendorLayout(executor, identity);
}
