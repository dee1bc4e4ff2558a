import type { Kysely } from 'kysely';

/** Payment terms and posting (issue 25 items 1, 5, 6). An invoice's terms are a field of its
 * `fields` JSON like every value read off it (`payment_terms`: the terms in words, with where
 * they were printed, how sure the reading is and whether a reviewer corrected them); what the
 * dashboard counts needs a column: `discount_until`, the last day any early-payment discount of
 * the invoice may be taken (ISO date; null without a discount), indexed for "discounts
 * available and lost this month". A line's GL account and cost centre are fields of its body
 * JSON like its other values, so they need no column. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('discount_until', 'text').execute();
  await db.schema
    .createIndex('invoices_discount_until')
    .on('invoices')
    .columns(['discount_until'])
    .execute();
}
