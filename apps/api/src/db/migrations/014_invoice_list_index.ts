import type { Kysely } from 'kysely';
import { engineOf } from '../dialect';

/** The invoice list (newest first, every tab) picks a page's ids by skipping `offset` of them.
 * On SQLite the id is the rowid, so without another index the skip walks the table itself,
 * whose leaves hold whole rows (~260 bytes each): page 2,000 of 100k read ~6 MB. An index on
 * the id alone holds only ids, so the skip walks that (as the vendor list's walks its
 * (tab, name, id) index). PostgreSQL's primary key is already such an index (an index-only
 * scan backward). A tab's list has (tab, id) since 009. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'sqlite') return;
  await db.schema.createIndex('invoices_newest').on('invoices').column('id').execute();
}
