import { sql, type Kysely } from 'kysely';

/** The invoice list's `pagination.total` without counting invoices. Rows are counted per
 * combination of the columns the list filters by (tab and the four statuses), so any filter's
 * total is a sum over a few dozen rows, however many invoices match: counting 100k index
 * entries was most of page 1's cost on PostgreSQL (~20 ms CPU a request). The repository
 * keeps the counts in the transaction of each change, like list_counts' per-tab counts.
 *
 * And a (status, id) index for each status the list filters by that had none (extraction has
 * one since 009, the tab too), so a status's deep page skips index entries in id order instead
 * of sorting or reading every invoice. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_list_counts')
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('extraction_status', 'text', (c) => c.notNull())
    .addColumn('workflow_status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('approval_status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_list_counts_pk', [
      'tab',
      'extraction_status',
      'workflow_status',
      'payment_status',
      'approval_status',
    ])
    .execute();
  await sql`INSERT INTO invoice_list_counts
      (tab, extraction_status, workflow_status, payment_status, approval_status, n)
    SELECT tab, extraction_status, workflow_status, payment_status, approval_status, COUNT(*)
    FROM invoices
    GROUP BY tab, extraction_status, workflow_status, payment_status, approval_status`.execute(db);

  for (const status of ['workflow', 'payment', 'approval'])
    await db.schema
      .createIndex(`invoices_${status}`)
      .on('invoices')
      .columns([`${status}_status`, 'id'])
      .execute();
}
