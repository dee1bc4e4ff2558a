import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOf } from '../src/db/dialect';
import { insertBulkVendors } from '../src/seed/bulk-vendors';
import { createTestApp } from './helpers';
import { testEngine } from './test-database';

// 100,000 vendors: the list's page, its deep pages, its counts and its search must be answered
// from indexes. Asserted on the query plan, not on a timing (timings live in bench:vendors).
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await insertBulkVendors(t.app.db, 100_000);
  await t.app.db.executeQuery(CompiledQuery.raw('ANALYZE'));
}, 120_000);
afterAll(() => t.close());

async function plan(query: { compile(): CompiledQuery }): Promise<string> {
  const { sql, parameters } = query.compile();
  const pg = engineOf(t.app.db) === 'postgres';
  const explained = await t.app.db.executeQuery(
    CompiledQuery.raw(`${pg ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, [...parameters]),
  );
  return explained.rows
    .map((row) => String((row as Record<string, unknown>)[pg ? 'QUERY PLAN' : 'detail']))
    .join('\n');
}

describe(`100,000 vendors on ${testEngine}`, () => {
  const vendors = () => t.app.repos.vendors;

  it('picks a deep page on the (tab, name, id) index without sorting', async () => {
    const text = await plan(vendors().pageIds({ type: 'active', search_by: 'name' }, 2000, 5));
    expect(text).toMatch(/vendors_tab_name/);
    expect(text).not.toMatch(/TEMP B-TREE|Sort\b/i);
  });

  it('finds search words through the term index', async () => {
    const filter = { type: 'active' as const, search_by: 'name' as const, search: 'summit ste' };
    const text = await plan(vendors().pageIds(filter, 1, 5));
    // Name words come from the name index: FTS5's MATCH on SQLite (never a walk over the
    // vendors), the GIN index of the name prefixes on PostgreSQL.
    expect(text).toMatch(
      /SCAN vendor_name_fts VIRTUAL TABLE INDEX \d+:M|Bitmap Index Scan on vendor_name_prefixes_gin/,
    );
    expect(text).not.toMatch(/Seq Scan on vendor_name_prefixes|SCAN vendors\b|Seq Scan on vendors/);
    // The same for a page sorted from a few hundred matches.
    const sorted = await plan(vendors().pageIds(filter, 1, 5, 300));
    expect(sorted).toMatch(
      /SCAN vendor_name_fts VIRTUAL TABLE INDEX \d+:M|Bitmap Index Scan on vendor_name_prefixes_gin/,
    );
    expect(sorted).not.toMatch(/Seq Scan|SCAN vendors\b/);
    const page = await vendors().list(filter, 1, 5);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((r) => /^summit ste/i.test(r.name))).toBe(true);
  });

  it('walks the tab in name order for a page of a search with thousands of matches', async () => {
    // Each index entry is checked against the matches; no engine looks every match up to sort.
    const filter = { type: 'active' as const, search_by: 'name' as const, search: 'summit' };
    const text = await plan(vendors().pageIds(filter, 3, 5));
    expect(text).toMatch(/vendors_tab_name/);
    expect(text).not.toMatch(/TEMP B-TREE FOR ORDER BY|Sort\b|vendors_pkey/);
  });

  it('finds a code prefix through the term index', async () => {
    const filter = { type: 'active' as const, search_by: 'code' as const, search: 'BV-00012' };
    const text = await plan(vendors().pageIds(filter, 1, 5));
    // SQLite names a primary key's index sqlite_autoindex_<table>_1.
    expect(text).toMatch(
      /sqlite_autoindex_vendor_search_terms_1|(?:Index|Index Only|Bitmap Index) Scan (?:using|on) vendor_search_terms_pk/,
    );
    const page = await vendors().list(filter, 1, 5);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.code.startsWith('BV-00012'))).toBe(true);
  });

  it('answers tab counts from the kept counts, which match the rows', async () => {
    const truth = await vendors().tabCounts({ search_by: 'name' }).execute();
    const page = await vendors().list({ type: 'draft', search_by: 'name' }, 1, 5);
    expect(Object.fromEntries(truth.map((r) => [r.tab, Number(r.n)]))).toEqual(page.counts);
    expect(page.total).toBe(page.counts.draft);
  });

  it('pages and counts a search the same way with few matches and with many', async () => {
    // 'summit ste' has a few hundred matches (its page sorted from them), 'summit' thousands
    // (its page walked in list order).
    for (const search of ['summit ste', 'summit']) {
      const filter = { type: 'active' as const, search_by: 'name' as const, search };
      const truth = await vendors().tabCounts(filter).execute();
      // The second page first: a search not seen yet counts its matches, then picks the page;
      // then the first page, with the counts kept from it.
      const second = await vendors().list(filter, 2, 20);
      const first = await vendors().list(filter, 1, 20);
      const counts = Object.fromEntries(truth.map((r) => [r.tab, Number(r.n)]));
      expect(counts).toEqual(second.counts);
      expect(counts).toEqual(first.counts);
      expect(second.total).toBe(counts.active);
      for (const [page, answer] of [
        [2, second],
        [1, first],
      ] as const) {
        const expected = await vendors().pageIds(filter, page, 20).execute();
        expect(answer.rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
        expect(answer.rows).toHaveLength(20);
      }
    }
  });
});
