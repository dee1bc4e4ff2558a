import type { Kysely } from 'kysely';

/** Receipts against purchase orders: each PO line keeps the quantity draft and approved MRNs
 * take from it, and each PO its receipt state, so lists and exports read them without adding up
 * MRN lines per row. Both are derived from the MRN lines and rewritten in the transaction that
 * changes them. MRNs are found by their PO. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('procurement_lines')
    .addColumn('received_milli', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('procurement_documents')
    .addColumn('receipt_state', 'text', (c) => c.notNull().defaultTo('not_received'))
    .execute();
  await db.schema
    .createIndex('procurement_documents_po')
    .on('procurement_documents')
    .column('po_id')
    .execute();
}
