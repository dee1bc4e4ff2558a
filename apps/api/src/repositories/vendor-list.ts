import type { DocumentState, TabCounts, VendorRow } from '@procure/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { toCount } from '../db/dialect';
import type { Database } from '../db/schema';
import { readTabCounts } from './list-counts';
import { createRecentCache } from './recent-cache';
import { codeTermsOf, termsOf } from './search-terms';
import { nameMatches, vendorsWithEveryWord } from './vendor-search';

export type VendorFilter = { type: DocumentState; search?: string; search_by: 'name' | 'code' };

const ROW_COLUMNS = [
  'id',
  'name',
  'code',
  'email',
  'phone',
  'vendor_type',
  'city',
  'status',
  'updated_at',
] as const;

/** The search's words: each must begin a word of the name; by code, the search begins the code
 * or one of its parts. */
function searchWords(filter: Omit<VendorFilter, 'type'>): string[] {
  const text = filter.search ?? '';
  return (filter.search_by === 'code' ? codeTermsOf(text).slice(0, 1) : termsOf(text)).slice(0, 5);
}

/** Up to this many matches on the tab, a search's page is picked by sorting them; past it, by
 * walking the tab in list order (see pageIds). */
const FEW_MATCHES = 1000;
/** A search's per-tab counts are kept this long, and until a vendor is written through this
 * process (see createRecentCache). */
const SEARCH_CACHE_MS = 5000;
const SEARCH_CACHE_SIZE = 200;

/** A match of a search: the vendor, its tab and its folded name. */
type MatchRow = { vendor_id: number; tab: DocumentState; name_folded: string };

/** The vendor list: a tab's pages, its search and every tab's count, and its rows for exports.
 * Searches' counts are kept for a moment; `forget` drops them after a write. */
export function createVendorList(db: Db) {
  /** Recent searches' per-tab counts, by search-by and words. */
  const searches = createRecentCache<TabCounts>(SEARCH_CACHE_MS, SEARCH_CACHE_SIZE);
  /** The vendors (id, tab and folded name) matching the search. Name words come from the name
   * index (vendor-search: full-text on SQLite, prefixes beside the tab and name on
   * PostgreSQL). */
  const matches = (filter: Omit<VendorFilter, 'type'>, words: string[]) =>
    filter.search_by === 'name'
      ? nameMatches(db, words)
      : sql<MatchRow>`${db
          .selectFrom(vendorsWithEveryWord(db, 'code', words).as('code'))
          .innerJoin('vendors', 'vendors.id', 'code.vendor_id')
          .select(['code.vendor_id', 'vendors.tab', 'vendors.name_folded'])}`;

  /** The search's matches as the CTE `matched`, worked out once and kept apart from the rest of
   * the query (materialized), so no engine is tempted to walk a whole tab probing each vendor's
   * terms: a rare word stays as fast as a common one. */
  const withMatches = (filter: Omit<VendorFilter, 'type'>, words: string[]) =>
    db.with(
      (cte) => cte('matched').materialized(),
      () => matches(filter, words),
    );

  /** The tab's vendors of the search in list order: the (tab, name, id) index walked in order,
   * each entry checked against the tab's matches as a hashed set. The check is written
   * `(id IN (...)) IS TRUE` so that no engine turns it into a join, which looks every match up
   * and sorts them all (PostgreSQL did, misjudging a CTE's size: 31 ms for the 10k matches of
   * 'lo', against 2 ms for the walk). A page costs the index entries it skips. */
  const onTabMatches =
    (tab: DocumentState) => (eb: ExpressionBuilder<Database & { matched: MatchRow }, 'vendors'>) =>
      sql<boolean>`(${eb(
        'vendors.id',
        'in',
        eb.selectFrom('matched').select('matched.vendor_id').where('matched.tab', '=', tab),
      )}) IS TRUE`;

  /** The tab's vendors (of the search, when there is one), to be read in list order. */
  const inTab = (filter: VendorFilter, words: string[]) =>
    words.length
      ? withMatches(filter, words)
          .selectFrom('vendors')
          .where('vendors.tab', '=', filter.type)
          .where(onTabMatches(filter.type))
      : db.selectFrom('vendors').where('vendors.tab', '=', filter.type);

  /** The ids of one page of a tab, in list order. Without a search, or with more than
   * FEW_MATCHES matches on the tab (`onTab`, when known), picked on the (tab, name, id) index:
   * a deep page skips index entries, not rows. With fewer, the tab's matches are sorted (on
   * PostgreSQL from the name index's own rows, which hold the name): walking the tab would
   * pass ~400 entries for each match when one vendor in 400 matches. */
  const pageIds = (
    filter: VendorFilter,
    page: number,
    pageSize: number,
    onTab = Infinity,
    words = searchWords(filter),
  ) =>
    onTab <= FEW_MATCHES && words.length
      ? db
          .selectFrom(matches(filter, words).as('m'))
          .select('m.vendor_id as id')
          .where('m.tab', '=', filter.type)
          .orderBy('m.name_folded')
          .orderBy('m.vendor_id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      : inTab(filter, words)
          .select('vendors.id')
          .orderBy('vendors.name_folded')
          .orderBy('vendors.id')
          .limit(pageSize)
          .offset((page - 1) * pageSize);

  /** Rows per tab (of the search, when there is one), counted on the vendors themselves. */
  const tabCounts = (filter: Omit<VendorFilter, 'type'>, words = searchWords(filter)) =>
    (words.length
      ? withMatches(filter, words)
          .selectFrom('vendors')
          .where('vendors.id', 'in', (eb) => eb.selectFrom('matched').select('matched.vendor_id'))
      : db.selectFrom('vendors')
    )
      .select(['tab', (eb) => eb.fn.countAll().as('n')])
      .groupBy('tab');

  /** How many vendors match the search on each tab, counted from the name index (on
   * PostgreSQL its rows hold the tab: no vendor is looked up), kept for a moment. This and the
   * page are two plain statements: one statement doing both took PostgreSQL 0.6–0.9 ms to plan,
   * and handing every match to the server (to serve later pages from memory) cost more CPU in
   * reading them than the later pages saved. */
  async function searchCounts(
    filter: Omit<VendorFilter, 'type'>,
    words: string[],
  ): Promise<TabCounts> {
    const key = `${filter.search_by}:${words.join(' ')}`;
    const known = searches.get(key);
    if (known) return known;
    const rows = await db
      .selectFrom(matches(filter, words).as('m'))
      .select(['m.tab', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('m.tab')
      .execute();
    const counts: TabCounts = { active: 0, draft: 0, reject: 0 };
    for (const row of rows) counts[row.tab] = toCount(row.n);
    searches.set(key, counts);
    return counts;
  }

  const rowsOf = (ids: ReturnType<typeof pageIds>) =>
    db
      .selectFrom('vendors')
      .select(ROW_COLUMNS)
      .where('id', 'in', ids)
      .orderBy('name_folded')
      .orderBy('id')
      .execute() as Promise<VendorRow[]>;

  return {
    pageIds,
    tabCounts,
    /** One page of a tab, ordered by name (only its rows are read), and every tab's count. */
    async list(filter: VendorFilter, page: number, pageSize: number) {
      const words = searchWords(filter);
      if (!words.length) {
        const [rows, counts] = await Promise.all([
          rowsOf(pageIds(filter, page, pageSize, Infinity, words)),
          readTabCounts(db, 'vendors'),
        ]);
        return { rows, total: counts[filter.type], counts };
      }
      const counts = await searchCounts(filter, words);
      const onTab = counts[filter.type];
      const rows = onTab ? await rowsOf(pageIds(filter, page, pageSize, onTab, words)) : [];
      return { rows, total: onTab, counts };
    },

    /** Every row of a tab in batches, by keyset on (name, id), for exports of any size; 200 rows
     * a batch, so little of one is alive when V8 collects (see procurement-export). */
    async *batches(filter: VendorFilter, batchSize = 200): AsyncGenerator<VendorRow[]> {
      const words = searchWords(filter);
      let after: { name_folded: string; id: number } | null = null;
      for (;;) {
        let query = inTab(filter, words).select([
          ...ROW_COLUMNS.map((c) => `vendors.${c}` as const),
          'vendors.name_folded',
        ]);
        if (after) {
          const last: { name_folded: string; id: number } = after;
          query = query.where((eb) =>
            eb.or([
              eb('name_folded', '>', last.name_folded),
              eb.and([eb('name_folded', '=', last.name_folded), eb('vendors.id', '>', last.id)]),
            ]),
          );
        }
        const batch = await query
          .orderBy('name_folded')
          .orderBy('vendors.id')
          .limit(batchSize)
          .execute();
        if (!batch.length) return;
        yield batch.map(({ name_folded: _, ...row }) => row as VendorRow);
        const tail = batch[batch.length - 1]!;
        after = { name_folded: tail.name_folded, id: tail.id };
      }
    },

    /** Drops the recent searches (a vendor was written). */
    forget: () => searches.clear(),
  };
}
