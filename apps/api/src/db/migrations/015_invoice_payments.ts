import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** Payments of approved invoices: several may add up to the total (partial payments), each
 * can be undone (its row removed; the history keeps both steps in audit_events). Money is
 * integer cents like the invoice's total_cents. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('invoice_payments'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_payments_invoice')
    .on('invoice_payments')
    .columns(['invoice_id', 'id'])
    .execute();
}
