import type { Kysely } from 'kysely';

/** Invoice review: the three-way match reads every invoice of a purchase order, and the
 * review queue walks open invoices by id. The review's history lives in audit_events. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('invoices_po').on('invoices').columns(['po_id', 'id']).execute();
  await db.schema
    .createIndex('invoices_review_queue')
    .on('invoices')
    .columns(['tab', 'approval_status', 'id'])
    .execute();
}
