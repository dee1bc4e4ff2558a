import { sql, type Kysely } from 'kysely';
import { engineOf } from '../dialect';

/** PostgreSQL: the name index becomes every prefix of every name term in a text array under a
 * GIN index, with the vendor's tab and folded name beside it (vendor_name_prefixes replaces
 * migration 013's tsvector). A search word is then an exact GIN entry, not a prefix match that
 * unions the posting lists of every lexeme it begins, and a search's per-tab counts and its
 * matches in list order are read from the index's rows without looking each vendor up: 'su pa'
 * (2,082 matches) counted per tab in 1.5 ms instead of 9 ms, on 100k vendors. Its pages are
 * vacuumed like the lists' (migration 017), which also flushes the GIN index's pending entries.
 * SQLite keeps FTS5 (its prefix indexes already serve a word as one posting list). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await db.schema.dropTable('vendor_name_fts').execute();
  await db.schema
    .createTable('vendor_name_prefixes')
    .addColumn('vendor_id', 'integer', (c) => c.primaryKey().references('vendors.id'))
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('name_folded', 'text', (c) => c.notNull())
    .addColumn('prefixes', sql`text[]`, (c) => c.notNull())
    .execute();
  // Every prefix of every name term, written out here (a migration is frozen; the live index
  // writer is repositories/vendor-search).
  await sql`INSERT INTO vendor_name_prefixes (vendor_id, tab, name_folded, prefixes)
    SELECT t.vendor_id, v.tab, v.name_folded, array_agg(DISTINCT left(t.term, n.n))
    FROM vendor_search_terms t
    JOIN vendors v ON v.id = t.vendor_id
    CROSS JOIN LATERAL generate_series(1, length(t.term)) AS n(n)
    WHERE t.field = 'name'
    GROUP BY t.vendor_id, v.tab, v.name_folded`.execute(db);
  await db.schema
    .createIndex('vendor_name_prefixes_gin')
    .on('vendor_name_prefixes')
    .using('gin')
    .column('prefixes')
    .execute();
  await sql`ALTER TABLE vendor_name_prefixes SET (
    autovacuum_vacuum_insert_threshold = 1000,
    autovacuum_vacuum_insert_scale_factor = 0,
    autovacuum_vacuum_threshold = 1000,
    autovacuum_vacuum_scale_factor = 0.01
  )`.execute(db);
}
