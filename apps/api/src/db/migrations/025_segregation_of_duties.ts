import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** Segregation of duties (issue 22 item 2): who touched a document, so the server can refuse
 * that person its approval or its payment.
 * - `vendors.updated_by`, `procurement_documents.updated_by`: the last editor of a vendor
 *   registration, a PO or an MRN (`created_by` already names the creator).
 * - `invoices.reviewed_by`: the last user who saved the invoice's reviewed values;
 *   `invoices.approved_by`: who approved it, who may then not record its payment.
 * Rows that exist when this runs get null: unknown, which blocks nobody.
 * - `vendor_bank_changes`: a change of an approved vendor's bank details that waits for a
 *   second user's approval (the entries to save or the entry to remove, as JSON text); at most
 *   one pending change per vendor, decided ones stay as the record of who asked and who agreed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vendors')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .alterTable('procurement_documents')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('approved_by', 'integer', (c) => c.references('users.id'))
    .execute();

  await withIdColumn(db, db.schema.createTable('vendor_bank_changes'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status IN ('pending', 'approved', 'rejected')`),
    )
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('decided_by_name', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('reason', 'text')
    .execute();
  // One pending change per vendor, found by the payment checks on every payment.
  await db.schema
    .createIndex('vendor_bank_changes_pending')
    .on('vendor_bank_changes')
    .column('vendor_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('vendor_bank_changes_vendor')
    .on('vendor_bank_changes')
    .columns(['vendor_id', 'id'])
    .execute();
}
