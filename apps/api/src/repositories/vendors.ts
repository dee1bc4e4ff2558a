import {
  VENDOR_STATUS,
  VENDOR_TAB_OF_STATUS,
  type DocumentState,
  type TabCounts,
  type VendorRow,
} from '@procure/contract';
import type { Db } from '../db/connect';
import { nowIso, toCount } from '../db/dialect';
import type { VendorRecord } from '../db/schema';
import type { Executor } from '../db/transaction';
import { moveTabCount, readTabCounts } from './list-counts';
import { codeTermsOf, prefixEnd, termsOf } from './search-terms';
import { indexVendorTerms, nameMatches } from './vendor-search';

export type VendorFilter = { type: DocumentState; search?: string; search_by: 'name' | 'code' };
/** The basic section as sent; the form metadata decides which fields it must have. */
export type VendorBasicValues = Record<string, unknown>;

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

/** Up to this many matches, a search reads them all at once (see fewMatches). */
const FEW_MATCHES = 1000;
/** A search's matches are kept this long (and until a vendor is written through this process):
 * typing, paging and the tabs repeat a search; writes from elsewhere (another server on the
 * same PostgreSQL, a bulk import) show after at most this. */
const SEARCH_CACHE_MS = 5000;
const SEARCH_CACHE_SIZE = 200;

type Matches = Array<{ id: number; tab: DocumentState }>;
type CachedSearch = { at: number; matches: Matches | null; counts?: TabCounts };

export function createVendorsRepository(db: Db) {
  /** Recent searches by search-by and words: the matches when few, else the tab counts. */
  const searches = new Map<string, CachedSearch>();
  const cacheKey = (filter: Omit<VendorFilter, 'type'>) =>
    `${filter.search_by}:${searchWords(filter).join(' ')}`;
  function cached(key: string) {
    const hit = searches.get(key);
    if (hit && performance.now() - hit.at < SEARCH_CACHE_MS) return hit;
    searches.delete(key);
    return undefined;
  }
  function remember(key: string, entry: Omit<CachedSearch, 'at'>) {
    if (searches.size >= SEARCH_CACHE_SIZE) searches.delete(searches.keys().next().value!);
    searches.set(key, { ...entry, at: performance.now() });
  }
  /** Vendors matching the search. The matching ids are worked out first and kept apart from the
   * rest of the query (a materialized CTE) so no engine is tempted to walk the whole tab probing
   * each vendor's terms: a rare word stays as fast as a common one. Name words come from the
   * full-text index (vendor_name_fts: its posting lists merge far cheaper than term rows
   * intersect); a code from its index range on vendor_search_terms. With `atMost`, only that
   * many matches are looked up. */
  const filtered = (filter: Omit<VendorFilter, 'type'>, atMost?: number) => {
    const words = searchWords(filter);
    if (!words.length) return db.selectFrom('vendors');
    const termRange = (word: string) =>
      db
        .selectFrom('vendor_search_terms')
        .select('vendor_id')
        .where('field', '=', filter.search_by)
        .where('term', '>=', word)
        .where('term', '<', prefixEnd(word));
    const matched =
      filter.search_by === 'name'
        ? nameMatches(db, words)
        : words.slice(1).reduce((q, word) => q.intersect(termRange(word)), termRange(words[0]!));
    return db
      .with(
        (cte) => cte('matched').materialized(),
        () => matched,
      )
      .selectFrom('vendors')
      .where('vendors.id', 'in', (eb) =>
        eb
          .selectFrom('matched')
          .select('matched.vendor_id')
          .$if(atMost !== undefined, (q) => q.limit(atMost!)),
      );
  };

  /** The ids of one page, picked on the (tab, name, id) index alone: a deep page skips index
   * entries, not rows. */
  const pageIds = (filter: VendorFilter, page: number, pageSize: number) =>
    filtered(filter)
      .select('vendors.id')
      .where('tab', '=', filter.type)
      .orderBy('name_folded')
      .orderBy('vendors.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize);

  /** Rows per tab (of the search, when there is one). */
  const tabCounts = (filter: Omit<VendorFilter, 'type'>) =>
    filtered(filter)
      .select(['tab', (eb) => eb.fn.countAll().as('n')])
      .groupBy('tab');

  /** Rows per tab among the search's matches (the matches are few: counted as they are). */
  async function searchCounts(filter: Omit<VendorFilter, 'type'>): Promise<TabCounts> {
    const key = cacheKey(filter);
    const hit = cached(key)?.counts;
    if (hit) return hit;
    const counts: TabCounts = { active: 0, draft: 0, reject: 0 };
    for (const t of await tabCounts(filter).execute()) counts[t.tab] = toCount(t.n);
    remember(key, { matches: null, counts });
    return counts;
  }

  /** Every match of a search in list order with its tab, when there are at most FEW_MATCHES:
   * then one pass over the term index serves both the page and the tab counts (the intersection
   * is most of a search's cost). Null when there are more. */
  async function fewMatches(filter: VendorFilter): Promise<Matches | null> {
    const key = cacheKey(filter);
    const hit = cached(key);
    if (hit) return hit.matches;
    // Past FEW_MATCHES the answer is "many" whatever the rest are: only FEW_MATCHES + 1 vendors
    // are read to learn it.
    const matches = await filtered(filter, FEW_MATCHES + 1)
      .select(['vendors.id', 'tab'])
      .orderBy('name_folded')
      .orderBy('vendors.id')
      .limit(FEW_MATCHES + 1)
      .execute();
    const few = matches.length > FEW_MATCHES ? null : matches;
    remember(key, { matches: few });
    return few;
  }

  const rowsOf = (ids: number[] | ReturnType<typeof pageIds>) =>
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
      const searching = searchWords(filter).length > 0;
      const matches = searching ? await fewMatches(filter) : null;
      if (matches) {
        const counts: TabCounts = { active: 0, draft: 0, reject: 0 };
        for (const m of matches) counts[m.tab] += 1;
        const ids = matches
          .filter((m) => m.tab === filter.type)
          .slice((page - 1) * pageSize, page * pageSize)
          .map((m) => m.id);
        const rows = ids.length ? await rowsOf(ids) : [];
        return { rows, total: counts[filter.type], counts };
      }
      const [rows, counts] = await Promise.all([
        rowsOf(pageIds(filter, page, pageSize)),
        searching ? searchCounts(filter) : readTabCounts(db, 'vendors'),
      ]);
      return { rows, total: counts[filter.type], counts };
    },

    /** Every row of a tab in batches, by keyset on (name, id), for exports of any size. */
    async *batches(filter: VendorFilter, batchSize = 1000): AsyncGenerator<VendorRow[]> {
      let after: { name_folded: string; id: number } | null = null;
      for (;;) {
        let query = filtered(filter)
          .select([...ROW_COLUMNS.map((c) => `vendors.${c}` as const), 'name_folded'])
          .where('tab', '=', filter.type);
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

    find: (id: number): Promise<VendorRecord | undefined> =>
      db.selectFrom('vendors').selectAll().where('id', '=', id).executeTakeFirst(),

    codeTaken: async (code: string, exceptId?: number) =>
      (await db
        .selectFrom('vendors')
        .select('id')
        .where('code', '=', code)
        .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
        .executeTakeFirst()) !== undefined,

    async create(trx: Executor, basic: VendorBasicValues, createdBy: number | null) {
      const now = nowIso();
      const { id } = await trx
        .insertInto('vendors')
        .values({
          ...listColumns(basic),
          city: '',
          status: VENDOR_STATUS.draft,
          tab: 'draft',
          basic: JSON.stringify(basic),
          created_by: createdBy,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await indexVendorTerms(trx, id, text(basic.name), text(basic.code));
      await moveTabCount(trx, 'vendors', null, 'draft');
      searches.clear();
      return id;
    },

    async updateBasic(trx: Executor, id: number, basic: VendorBasicValues) {
      await trx
        .updateTable('vendors')
        .set({ ...listColumns(basic), basic: JSON.stringify(basic), updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await indexVendorTerms(trx, id, text(basic.name), text(basic.code));
      searches.clear();
    },

    async setStatus(trx: Executor, id: number, status: number) {
      const before = await trx
        .selectFrom('vendors')
        .select('tab')
        .where('id', '=', id)
        .executeTakeFirst();
      const tab = VENDOR_TAB_OF_STATUS[status]!;
      if (before) await moveTabCount(trx, 'vendors', before.tab, tab);
      await trx
        .updateTable('vendors')
        .set({ status, tab, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      searches.clear();
    },

    /** The list's city column follows the vendor's primary (else first) address. */
    async setCity(trx: Executor, id: number, city: string) {
      await trx
        .updateTable('vendors')
        .set({ city, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type VendorsRepository = ReturnType<typeof createVendorsRepository>;

const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).trim();

function listColumns(basic: VendorBasicValues) {
  const name = text(basic.name);
  return {
    name,
    name_folded: name.toLowerCase(),
    code: text(basic.code),
    email: text(basic.email),
    phone: text(basic.phone),
    vendor_type: text(basic.vendor_type),
  };
}
