import type { Kysely } from 'kysely';

/** The words OCR read on an invoice's pages (image documents and scanned PDF pages), one row a
 * page, so the viewer can let a reviewer pick them as it does a PDF's text layer. `words` is
 * JSON text: [text, x, y, width, height][] in the field boxes' units. An extraction replaces the
 * invoice's rows in the transaction that stores its fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_words')
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('words', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_words_pk', ['invoice_id', 'page'])
    .execute();
}
