import { sql, type Kysely } from 'kysely';
import { engineOf, withIdColumn } from '../dialect';

/** Payment runs (issue 25 items 2–4). A run pays approved invoices on a pay date from the
 * company's bank account: a draft until a payer confirms it, then its invoices are locked
 * ("in payment": invoices.payment_run_id), then executed, when each invoice gets its payment
 * rows. The paying account is copied onto the run (debtor_*), and the transfers are written at
 * confirmation, so the bank file downloaded later is exactly what was confirmed, whatever
 * changes in the configuration or the vendor master afterwards. Money is integer cents, bigint
 * on PostgreSQL like the invoices' totals (024). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  const money = engineOf(db) === 'postgres' ? 'bigint' : 'integer';
  await withIdColumn(db, db.schema.createTable('payment_runs'))
    .addColumn('pay_date', 'text', (c) => c.notNull())
    .addColumn('next_run_date', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status IN ('draft', 'confirmed', 'executed')`),
    )
    .addColumn('debtor_name', 'text', (c) => c.notNull())
    .addColumn('debtor_iban', 'text', (c) => c.notNull())
    .addColumn('debtor_bic', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('confirmed_by_name', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('executed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('executed_by_name', 'text')
    .addColumn('executed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_runs_status')
    .on('payment_runs')
    .columns(['status', 'id'])
    .execute();

  // One transfer per vendor and currency (split only by the 140-character remittance text),
  // written when the run is confirmed; n is its place in the file (end-to-end id RUN-<id>-<n>).
  await withIdColumn(db, db.schema.createTable('payment_run_transfers'))
    .addColumn('run_id', 'integer', (c) => c.notNull().references('payment_runs.id'))
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('creditor_name', 'text', (c) => c.notNull())
    .addColumn('creditor_iban', 'text', (c) => c.notNull())
    .addColumn('creditor_bic', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_cents', money, (c) => c.notNull())
    .addColumn('end_to_end_id', 'text', (c) => c.notNull())
    .addColumn('remittance', 'text', (c) => c.notNull())
    .addUniqueConstraint('payment_run_transfers_n', ['run_id', 'n'])
    .execute();

  // The invoices of a run: the open amount and the discount the pay date allows, as proposed.
  await withIdColumn(db, db.schema.createTable('payment_run_items'))
    .addColumn('run_id', 'integer', (c) => c.notNull().references('payment_runs.id'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_cents', money, (c) => c.notNull())
    .addColumn('discount_cents', money, (c) => c.notNull())
    .addColumn('discount_deadline', 'text')
    .addColumn('due_date', 'text', (c) => c.notNull())
    /** The transfer (payment_run_transfers.n) that pays it, set at confirmation. */
    .addColumn('transfer_n', 'integer')
    .addUniqueConstraint('payment_run_items_invoice', ['run_id', 'invoice_id'])
    .execute();
  await db.schema
    .createIndex('payment_run_items_invoice_id')
    .on('payment_run_items')
    .column('invoice_id')
    .execute();

  // The lock: set while a confirmed (or executed) run holds the invoice; edits, review saves
  // and payments by hand are refused meanwhile. Cleared when the run is undone.
  await db.schema
    .alterTable('invoices')
    .addColumn('payment_run_id', 'integer', (c) => c.references('payment_runs.id'))
    .execute();
  // A payment row is money received by the vendor or a discount taken: both settle the
  // invoice, only the first leaves the bank account (accounting books them apart).
  await db.schema
    .alterTable('invoice_payments')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('payment')
        .check(sql`kind IN ('payment', 'discount')`),
    )
    .execute();
}
