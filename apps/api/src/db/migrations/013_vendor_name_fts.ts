import { sql, type Kysely } from 'kysely';
import { engineOf } from '../dialect';

/** A full-text index of vendor name words, so a search of several word prefixes merges
 * compressed posting lists instead of intersecting thousands of term rows (on SQLite through
 * temporary B-trees: about 7 ms of CPU for 'ap st' on 100k vendors, 0.5 ms here). Its tokens
 * are vendor_search_terms' name terms as they are (already folded and split), keyed by vendor id.
 * SQLite: FTS5, contentless with deletes; the ascii tokenizer splits on ASCII spaces and
 * punctuation only, which the terms do not hold; prefix indexes of 1 to 4 letters serve the
 * short prefixes that match most vendors. PostgreSQL: a tsvector of the terms (made with
 * array_to_tsvector, not parsed) under a GIN index. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'sqlite') {
    await sql`CREATE VIRTUAL TABLE vendor_name_fts USING fts5(terms, content='',
      contentless_delete=1, prefix='1 2 3 4', tokenize='ascii')`.execute(db);
  } else {
    await db.schema
      .createTable('vendor_name_fts')
      .addColumn('vendor_id', 'integer', (c) => c.primaryKey().references('vendors.id'))
      .addColumn('terms', sql`tsvector`, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('vendor_name_fts_terms')
      .on('vendor_name_fts')
      .using('gin')
      .column('terms')
      .execute();
    // Replaced by vendor_name_prefixes in migration 019.
    await sql`INSERT INTO vendor_name_fts (vendor_id, terms)
      SELECT vendor_id, array_to_tsvector(array_agg(term)) FROM vendor_search_terms
      WHERE field = 'name' GROUP BY vendor_id`.execute(db);
    return;
  }
  // Written out here, not called from repositories/vendor-search: a migration is frozen.
  await sql`INSERT INTO vendor_name_fts (rowid, terms)
    SELECT vendor_id, group_concat(term, ' ') FROM vendor_search_terms
    WHERE field = 'name' GROUP BY vendor_id`.execute(db);
}
