import { sql, type Kysely } from 'kysely';
import { bulkInsert, engineOf } from '../dialect';

// The terms as this migration wrote them, frozen here: the live ones (repositories/search-terms)
// may change, and a database that runs this migration later must still get what it got then.
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
const termsOf = (text: string) => [
  ...new Set(
    fold(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  ),
];
const containsTermsOf = (text: string) => {
  const folded = [...fold(text).slice(0, 64)];
  return [...new Set(folded.map((_, i) => folded.slice(i).join('')))].filter(Boolean);
};
const documentTerms = (number: string, notes: string | null) => ({
  number: containsTermsOf(number),
  notes: termsOf(notes ?? '').slice(0, 50),
});
const invoiceTerms = (number: string | null, vendorName: string | null) => ({
  number: containsTermsOf(number ?? ''),
  vendor: termsOf(vendorName ?? ''),
});
const termRows = (entity: string, entityId: number, terms: Record<string, string[]>) =>
  Object.entries(terms).flatMap(([field, list]) =>
    list.map((term) => ({ entity, field, term, entity_id: entityId })),
  );

/** Search terms of purchase orders, MRNs and invoices, one table keyed by entity (vendors keep
 * theirs in vendor_search_terms): every suffix of a document or invoice number, so "contains"
 * is an index range, and the words of PO/MRN notes and of an invoice's vendor name; and
 * invoices by total. Rows that
 * exist are indexed here, in batches. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_terms')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    // Compared by code point on both engines (prefix ranges), not by a language's collation.
    .addColumn('term', 'text', (c) =>
      engineOf(db) === 'postgres' ? c.notNull().modifyEnd(sql`COLLATE "C"`) : c.notNull(),
    )
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['entity', 'field', 'term', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('search_terms_row')
    .on('search_terms')
    .columns(['entity', 'entity_id'])
    .execute();

  // A search text that reads as an amount finds invoices by total.
  await db.schema.createIndex('invoices_total').on('invoices').column('total_cents').execute();

  const BATCH = 2000;
  for (let after = 0; ;) {
    const docs = await db
      .selectFrom('procurement_documents')
      .select(['id', 'number', 'notes'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!docs.length) break;
    const rows = docs.flatMap((d) =>
      termRows('procurement', d.id, documentTerms(d.number, d.notes)),
    );
    if (rows.length)
      await bulkInsert(db, 'search_terms', ['entity', 'field', 'term', 'entity_id'], rows);
    after = docs[docs.length - 1]!.id;
  }
  for (let after = 0; ;) {
    const invoices = await db
      .selectFrom('invoices')
      .select(['id', 'invoice_number', 'vendor_name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!invoices.length) break;
    const rows = invoices.flatMap((i) =>
      termRows('invoice', i.id, invoiceTerms(i.invoice_number, i.vendor_name)),
    );
    if (rows.length)
      await bulkInsert(db, 'search_terms', ['entity', 'field', 'term', 'entity_id'], rows);
    after = invoices[invoices.length - 1]!.id;
  }
}
