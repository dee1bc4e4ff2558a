import type { DocumentState } from '@procure/contract';
import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/dialect';
import type { VendorRecord } from '../db/schema';
import type { Executor } from '../db/transaction';
import { codeTermsOf, prefixEnd, termsOf } from './search-terms';

/** The index of vendor names a name search reads (see nameMatches):
 * - SQLite: vendor_name_fts (migration 013), FTS5 over the name terms, keyed by vendor id.
 * - PostgreSQL: vendor_name_prefixes (migration 019), every prefix of every name term as an
 *   array under a GIN index, beside the vendor's tab and folded name, so a search's per-tab
 *   counts and its matches in list order never look the vendors up. */

/** Every prefix of every term, by character ('ap', 'ape', 'apex'): a word begins a term exactly
 * when it is one of them, an exact GIN entry. */
export const prefixesOf = (terms: string[]) => [
  ...new Set(
    terms.flatMap((term) => [...term].map((_, i, chars) => chars.slice(0, i + 1).join(''))),
  ),
];

/** Rewrites one vendor's terms (name words and code), and its row of the name index. */
export async function indexVendorTerms(
  trx: Executor,
  vendor: Pick<VendorRecord, 'id' | 'tab' | 'name' | 'name_folded' | 'code'>,
) {
  const { name, code } = vendor;
  await trx.deleteFrom('vendor_search_terms').where('vendor_id', '=', vendor.id).execute();
  const nameTerms = termsOf(name);
  const rows = [
    ...nameTerms.map((term) => ({ term, vendor_id: vendor.id, field: 'name' as const })),
    ...codeTermsOf(code).map((term) => ({ term, vendor_id: vendor.id, field: 'code' as const })),
  ];
  if (rows.length) await trx.insertInto('vendor_search_terms').values(rows).execute();
  if (engineOf(trx) === 'sqlite') {
    await sql`DELETE FROM vendor_name_fts WHERE rowid = ${vendor.id}`.execute(trx);
    if (nameTerms.length)
      await sql`INSERT INTO vendor_name_fts (rowid, terms)
        VALUES (${vendor.id}, ${nameTerms.join(' ')})`.execute(trx);
  } else {
    await sql`DELETE FROM vendor_name_prefixes WHERE vendor_id = ${vendor.id}`.execute(trx);
    if (nameTerms.length)
      await sql`INSERT INTO vendor_name_prefixes (vendor_id, tab, name_folded, prefixes)
        VALUES (${vendor.id}, ${vendor.tab}, ${vendor.name_folded},
          ${prefixesOf(nameTerms)}::text[])`.execute(trx);
  }
}

/** A vendor moved to another tab: the PostgreSQL name index keeps the tab (SQLite's reads it
 * from the vendor). */
export async function moveIndexedTab(trx: Executor, vendorId: number, tab: DocumentState) {
  if (engineOf(trx) === 'postgres')
    await sql`UPDATE vendor_name_prefixes SET tab = ${tab} WHERE vendor_id = ${vendorId}`.execute(
      trx,
    );
}

/** SQLite: copies the name terms of vendors with an id above `afterId` from
 * vendor_search_terms into vendor_name_fts. */
const fillNameFts = (db: Executor, afterId: number) =>
  sql`INSERT INTO vendor_name_fts (rowid, terms)
    SELECT vendor_id, group_concat(term, ' ') FROM vendor_search_terms
    WHERE field = 'name' AND vendor_id > ${afterId} GROUP BY vendor_id`.execute(db);

/** PostgreSQL: the same for vendor_name_prefixes (prefixes made as prefixesOf makes them). */
const fillNamePrefixes = (db: Executor, afterId: number) =>
  sql`INSERT INTO vendor_name_prefixes (vendor_id, tab, name_folded, prefixes)
    SELECT t.vendor_id, v.tab, v.name_folded, array_agg(DISTINCT left(t.term, n.n))
    FROM vendor_search_terms t
    JOIN vendors v ON v.id = t.vendor_id
    CROSS JOIN LATERAL generate_series(1, length(t.term)) AS n(n)
    WHERE t.field = 'name' AND t.vendor_id > ${afterId}
    GROUP BY t.vendor_id, v.tab, v.name_folded`.execute(db);

/** Fills the name index for vendors with an id above `afterId` (after a bulk insert). */
export const fillVendorNameIndex = (db: Executor, afterId = 0) =>
  engineOf(db) === 'sqlite' ? fillNameFts(db, afterId) : fillNamePrefixes(db, afterId);

/** Vendors (id, tab and folded name) where every word begins a word of the name, from the name
 * index. The words are letters and digits only (see termsOf): on SQLite each is quoted as it is
 * for an FTS5 prefix query, and the tab and name are read from the vendor; on PostgreSQL the
 * words are exact entries of the prefix array. */
type NameMatch = { vendor_id: number; tab: DocumentState; name_folded: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any executor
export const nameMatches = (db: Kysely<any>, words: string[]) =>
  engineOf(db) === 'sqlite'
    ? sql<NameMatch>`(SELECT vendors.id AS vendor_id, vendors.tab, vendors.name_folded
      FROM vendor_name_fts JOIN vendors ON vendors.id = vendor_name_fts.rowid
      WHERE vendor_name_fts MATCH ${words.map((w) => `"${w}"*`).join(' AND ')})`
    : sql<NameMatch>`(SELECT vendor_id, tab, name_folded
      FROM vendor_name_prefixes WHERE prefixes @> ${words}::text[])`;

/** Ids of vendors with a term of the field (name words, or code and its parts) beginning with
 * each word: the intersection of the words' index ranges on vendor_search_terms. */
export function vendorsWithEveryWord(db: Executor, field: 'name' | 'code', words: string[]) {
  const termRange = (word: string) =>
    db
      .selectFrom('vendor_search_terms')
      .select('vendor_id')
      .where('field', '=', field)
      .where('term', '>=', word)
      .where('term', '<', prefixEnd(word));
  return words.slice(1).reduce((q, word) => q.intersect(termRange(word)), termRange(words[0]!));
}
