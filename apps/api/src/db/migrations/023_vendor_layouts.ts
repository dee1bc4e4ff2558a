import type { Kysely } from 'kysely';

/** What reviewers taught about a vendor's invoice layout (issue 23 §4): one row per vendor key —
 * `tax:<id>`, `iban:<iban>` or `name:<folded name>`, the vendor as the extraction matched it — with
 * the learned header places as JSON text (the extraction package's HeaderLayout: per field, the
 * label beside the value and where the value sits). A later correction replaces the row's
 * fields it places. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vendor_layouts')
    .addColumn('vendor_key', 'text', (c) => c.primaryKey())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
