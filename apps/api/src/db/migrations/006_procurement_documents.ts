import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** Purchase orders and goods receipts (MRNs): one table for both kinds, since they share their
 * header, lines, money and approval; an MRN line may point at the PO line it receives. Money is
 * kept in integer cents, quantities in thousandths, tax rates in hundredths of a percent. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('procurement_documents'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('doc_date', 'text', (c) => c.notNull())
    .addColumn('expected_delivery_date', 'text')
    .addColumn('payment_terms', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('po_id', 'integer', (c) => c.references('procurement_documents.id'))
    .addColumn('doc_id', 'text')
    .addColumn('basic_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('procurement_documents_number', ['kind', 'number'])
    .execute();
  // Lists: one kind, one tab, newest first.
  await db.schema
    .createIndex('procurement_documents_list')
    .on('procurement_documents')
    .columns(['kind', 'tab', 'id'])
    .execute();
  await db.schema
    .createIndex('procurement_documents_vendor')
    .on('procurement_documents')
    .columns(['vendor_id', 'kind'])
    .execute();

  await withIdColumn(db, db.schema.createTable('procurement_lines'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('procurement_documents.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('quantity_milli', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('po_line_id', 'integer', (c) => c.references('procurement_lines.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('procurement_lines_document')
    .on('procurement_lines')
    .columns(['document_id', 'line_no'])
    .execute();
  await db.schema
    .createIndex('procurement_lines_po_line')
    .on('procurement_lines')
    .column('po_line_id')
    .execute();
}
