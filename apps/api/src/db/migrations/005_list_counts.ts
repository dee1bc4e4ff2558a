import { sql, type Kysely } from 'kysely';

/** Rows per list tab (vendors now, purchase orders and MRNs later), kept up to date by the
 * repositories in the transaction of each change: counting a 100,000-row tab on every list
 * request cost more than everything else the request did. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('list_counts')
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_counts_pk', ['list', 'tab'])
    .execute();
  await sql`INSERT INTO list_counts (list, tab, n)
    SELECT 'vendors', tab, COUNT(*) FROM vendors GROUP BY tab`.execute(db);
}
