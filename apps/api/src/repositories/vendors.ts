import {
  VENDOR_STATUS,
  VENDOR_TAB_OF_STATUS,
  type DocumentState,
  type TabCounts,
  type VendorRow,
} from '@procure/contract';
import { sql } from 'kysely';
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

/** Up to this many matches, a search reads them all at once (see probe). */
const FEW_MATCHES = 1000;
/** A search's matches are kept this long (and until a vendor is written through this process):
 * typing, paging and the tabs repeat a search; writes from elsewhere (another server on the
 * same PostgreSQL, a bulk import) show after at most this. */
const SEARCH_CACHE_MS = 5000;
const SEARCH_CACHE_SIZE = 200;

type Matches = Array<{ id: number; tab: DocumentState }>;
/** A recent search: how many vendors match, the matches when few, else (once worked out)
 * the matches per tab. */
type CachedSearch = { at: number; found: number; matches: Matches | null; counts?: TabCounts };

export function createVendorsRepository(db: Db) {
  /** Recent searches by search-by and words (see CachedSearch). */
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
  /** Ids of the vendors matching the search. Name words come from the full-text index
   * (vendor_name_fts: its posting lists merge far cheaper than term rows intersect); a code from
   * its index range on vendor_search_terms. */
  const matchedIds = (filter: Omit<VendorFilter, 'type'>, words: string[]) => {
    const termRange = (word: string) =>
      db
        .selectFrom('vendor_search_terms')
        .select('vendor_id')
        .where('field', '=', filter.search_by)
        .where('term', '>=', word)
        .where('term', '<', prefixEnd(word));
    return filter.search_by === 'name'
      ? nameMatches(db, words)
      : words.slice(1).reduce((q, word) => q.intersect(termRange(word)), termRange(words[0]!));
  };

  /** Vendors matching the search. The matching ids are worked out first and kept apart from the
   * rest of the query (a materialized CTE) so no engine is tempted to walk the whole tab probing
   * each vendor's terms: a rare word stays as fast as a common one. */
  const filtered = (filter: Omit<VendorFilter, 'type'>) => {
    const words = searchWords(filter);
    if (!words.length) return db.selectFrom('vendors');
    return db
      .with(
        (cte) => cte('matched').materialized(),
        () => matchedIds(filter, words),
      )
      .selectFrom('vendors')
      .where('vendors.id', 'in', (eb) => eb.selectFrom('matched').select('matched.vendor_id'));
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

  /** How many vendors match a search, and when there are at most FEW_MATCHES, every match in
   * list order with its tab: then one pass serves both the page and the tab counts. One
   * statement: the full-text match is worked out once and counted, and the vendors are looked
   * up only when the count is at most FEW_MATCHES (the condition is a one-time filter of the
   * lookup's id list, so a search with many matches looks none of them up). */
  async function probe(filter: VendorFilter): Promise<{ found: number; matches: Matches | null }> {
    const key = cacheKey(filter);
    const hit = cached(key);
    if (hit) return hit;
    const rows = await db
      .with(
        (cte) => cte('matched').materialized(),
        () => matchedIds(filter, searchWords(filter)),
      )
      .with('found', (qb) =>
        qb.selectFrom('matched').select((eb) => eb.fn.countAll<number | string>().as('n')),
      )
      .selectFrom('found')
      .leftJoin('vendors', (join) =>
        join.on('vendors.id', 'in', (eb) =>
          eb
            .selectFrom('matched')
            .select('matched.vendor_id')
            .where((w) => w(w.selectFrom('found').select('found.n'), '<=', FEW_MATCHES)),
        ),
      )
      .select(['found.n', 'vendors.id', 'vendors.tab'])
      .orderBy('vendors.name_folded')
      .orderBy('vendors.id')
      .execute();
    const found = toCount(rows[0]?.n);
    const matches =
      found <= FEW_MATCHES
        ? rows.flatMap((r) => (r.id === null || r.tab === null ? [] : [{ id: r.id, tab: r.tab }]))
        : null;
    remember(key, { found, matches });
    return { found, matches };
  }

  /** One page of a search with many matches and the matches per tab, in one statement: each
   * match is looked up once (id, tab, name) and both the counts and the page are taken from
   * that. Before, the page (the tab's index walked in name order against the matches) and the
   * counts (every match looked up) each worked the match out again and looked the matches up
   * on their own. The counts are kept with the search (paging and tab switches repeat it). */
  async function manyMatches(filter: VendorFilter, page: number, pageSize: number) {
    const key = cacheKey(filter);
    const known = cached(key)?.counts;
    if (known) return { ids: await pageIds(filter, page, pageSize).execute(), counts: known };
    const rows = await db
      .with(
        (cte) => cte('hits').materialized(),
        () => filtered(filter).select(['vendors.id', 'vendors.tab', 'vendors.name_folded']),
      )
      .selectFrom('hits')
      .select([
        'hits.tab',
        (eb) => eb.fn.countAll<number | string>().as('n'),
        sql<number | null>`NULL`.as('id'),
      ])
      .groupBy('hits.tab')
      .unionAll((eb) =>
        eb
          .selectFrom((qb) =>
            qb
              .selectFrom('hits')
              .select(['hits.tab', 'hits.id'])
              .where('hits.tab', '=', filter.type)
              .orderBy('hits.name_folded')
              .orderBy('hits.id')
              .limit(pageSize)
              .offset((page - 1) * pageSize)
              .as('page'),
          )
          .select(['page.tab', sql<number | string>`NULL`.as('n'), 'page.id']),
      )
      .execute();
    const counts: TabCounts = { active: 0, draft: 0, reject: 0 };
    const ids: Array<{ id: number }> = [];
    for (const row of rows)
      if (row.id === null) counts[row.tab] = toCount(row.n);
      else ids.push({ id: row.id });
    const hit = cached(key);
    remember(key, { found: hit?.found ?? 0, matches: null, counts });
    return { ids, counts };
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
      if (!searchWords(filter).length) {
        const [rows, counts] = await Promise.all([
          rowsOf(pageIds(filter, page, pageSize)),
          readTabCounts(db, 'vendors'),
        ]);
        return { rows, total: counts[filter.type], counts };
      }
      const { found, matches } = await probe(filter);
      if (matches || !found) {
        const counts: TabCounts = { active: 0, draft: 0, reject: 0 };
        for (const m of matches ?? []) counts[m.tab] += 1;
        const ids = (matches ?? [])
          .filter((m) => m.tab === filter.type)
          .slice((page - 1) * pageSize, page * pageSize)
          .map((m) => m.id);
        const rows = ids.length ? await rowsOf(ids) : [];
        return { rows, total: counts[filter.type], counts };
      }
      const { ids, counts } = await manyMatches(filter, page, pageSize);
      const rows = ids.length ? await rowsOf(ids.map((r) => r.id)) : [];
      return { rows, total: counts[filter.type], counts };
    },

    /** Every row of a tab in batches, by keyset on (name, id), for exports of any size; 200 rows
     * a batch, so little of one is alive when V8 collects (see procurement-export). */
    async *batches(filter: VendorFilter, batchSize = 200): AsyncGenerator<VendorRow[]> {
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
