import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** Invoices and their lines. The list's columns (number, vendor, total, dates, the four
 * statuses) are columns of their own; every extracted header field with its confidence, page,
 * box, source and review status is one JSON document (`fields`), read only by the detail.
 * Money in list columns is integer cents. `vendor_key` + `number_key` find a duplicate by
 * vendor and number, `sha256` one by file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('invoices'))
    .addColumn('doc_id', 'text', (c) => c.notNull().unique())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text')
    .addColumn('number_key', 'text')
    .addColumn('vendor_name', 'text')
    .addColumn('vendor_key', 'text')
    .addColumn('total_cents', 'integer')
    .addColumn('currency', 'text')
    .addColumn('invoice_date', 'text')
    .addColumn('due_date', 'text')
    .addColumn('extraction_status', 'text', (c) => c.notNull())
    .addColumn('workflow_status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('approval_status', 'text', (c) => c.notNull())
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('upload_remarks', 'text')
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('extraction_source', 'text')
    .addColumn('extraction_error', 'text')
    .addColumn('extraction_warnings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('duplicate_of', 'integer', (c) => c.references('invoices.id'))
    .addColumn('duplicate_reason', 'text')
    .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
    .addColumn('vendor_match_score', 'real')
    .addColumn('vendor_match_by', 'text')
    .addColumn('po_id', 'integer', (c) => c.references('procurement_documents.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('extracted_at', 'text')
    .execute();
  await db.schema.createIndex('invoices_sha256').on('invoices').columns(['sha256', 'id']).execute();
  await db.schema
    .createIndex('invoices_vendor_number')
    .on('invoices')
    .columns(['number_key', 'vendor_key'])
    .execute();
  await db.schema
    .createIndex('invoices_extraction')
    .on('invoices')
    .columns(['extraction_status', 'id'])
    .execute();
  await db.schema.createIndex('invoices_tab').on('invoices').columns(['tab', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('invoice_items'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    /** JSON text: each line field's value, confidence, page, box, source and status. */
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_items_invoice')
    .on('invoice_items')
    .columns(['invoice_id', 'line_no'])
    .execute();
}
