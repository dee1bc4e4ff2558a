import { sql, type Kysely } from 'kysely';
import { engineOf } from '../dialect';

/** Tables whose lists and searches page by skipping index entries (an index-only scan with
 * OFFSET, or index ranges of search terms). */
const LIST_TABLES = [
  'procurement_documents',
  'search_terms',
  'vendors',
  'vendor_search_terms',
  'invoices',
];

/** PostgreSQL: autovacuum keeps the visibility map of the list tables current as rows are added
 * and changed. An index-only scan reads a row's heap page (a "heap fetch") for every index entry
 * on a page not marked all-visible, and only VACUUM marks pages. By default a table is vacuumed
 * for inserts once they reach 20 % of it, so a growing list of 100k rows keeps up to ~20k newest
 * rows unmarked, exactly the rows every deep page skips: page 2,000 of POs (5 a page) did 10,000
 * heap fetches, ~10 × page 1's CPU. Here: a vacuum after every 1,000 inserts (it visits only the
 * unmarked pages, and without dead rows no index) and after 1 % + 1,000 changed or deleted rows
 * (approvals move a row to another tab; search terms are rewritten on each save). SQLite has no
 * visibility map (its index holds what the skip needs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  for (const table of LIST_TABLES)
    await sql`ALTER TABLE ${sql.table(table)} SET (
      autovacuum_vacuum_insert_threshold = 1000,
      autovacuum_vacuum_insert_scale_factor = 0,
      autovacuum_vacuum_threshold = 1000,
      autovacuum_vacuum_scale_factor = 0.01
    )`.execute(db);
}
