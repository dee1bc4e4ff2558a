import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/dialect';
import type { Executor } from '../db/transaction';
import { codeTermsOf, termsOf } from './search-terms';

/** Rewrites one vendor's terms (name words and code), and its row of the full-text index of
 * names (vendor_name_fts, migration 013). */
export async function indexVendorTerms(
  trx: Executor,
  vendorId: number,
  name: string,
  code: string,
) {
  await trx.deleteFrom('vendor_search_terms').where('vendor_id', '=', vendorId).execute();
  const nameTerms = termsOf(name);
  const rows = [
    ...nameTerms.map((term) => ({ term, vendor_id: vendorId, field: 'name' as const })),
    ...codeTermsOf(code).map((term) => ({ term, vendor_id: vendorId, field: 'code' as const })),
  ];
  if (rows.length) await trx.insertInto('vendor_search_terms').values(rows).execute();
  if (engineOf(trx) === 'sqlite') {
    await sql`DELETE FROM vendor_name_fts WHERE rowid = ${vendorId}`.execute(trx);
    if (nameTerms.length)
      await sql`INSERT INTO vendor_name_fts (rowid, terms) VALUES (${vendorId}, ${nameTerms.join(' ')})`.execute(
        trx,
      );
  } else {
    await sql`DELETE FROM vendor_name_fts WHERE vendor_id = ${vendorId}`.execute(trx);
    if (nameTerms.length)
      await sql`INSERT INTO vendor_name_fts (vendor_id, terms)
        VALUES (${vendorId}, array_to_tsvector(${nameTerms}::text[]))`.execute(trx);
  }
}

/** Copies the name terms of vendors with an id above `afterId` from vendor_search_terms into the
 * full-text index (after a bulk insert or when the index is created). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- also run by a migration
export async function fillVendorNameIndex(db: Kysely<any>, afterId = 0) {
  if (engineOf(db) === 'sqlite')
    await sql`INSERT INTO vendor_name_fts (rowid, terms)
      SELECT vendor_id, group_concat(term, ' ') FROM vendor_search_terms
      WHERE field = 'name' AND vendor_id > ${afterId} GROUP BY vendor_id`.execute(db);
  else
    await sql`INSERT INTO vendor_name_fts (vendor_id, terms)
      SELECT vendor_id, array_to_tsvector(array_agg(term)) FROM vendor_search_terms
      WHERE field = 'name' AND vendor_id > ${afterId} GROUP BY vendor_id`.execute(db);
}

/** Ids of vendors where every word begins a word of the name, from the full-text index. The
 * words are letters and digits only (see termsOf), so each is quoted as it is: an FTS5 prefix
 * on SQLite, a tsquery prefix lexeme on PostgreSQL (cast, not parsed: the lexemes are the
 * terms). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any executor
export const nameMatches = (db: Kysely<any>, words: string[]) =>
  engineOf(db) === 'sqlite'
    ? sql<{ vendor_id: number }>`(SELECT rowid AS vendor_id FROM vendor_name_fts
      WHERE vendor_name_fts MATCH ${words.map((w) => `"${w}"*`).join(' AND ')})`
    : sql<{ vendor_id: number }>`(SELECT vendor_id FROM vendor_name_fts
      WHERE terms @@ ${words.map((w) => `'${w}':*`).join(' & ')}::tsquery)`;
