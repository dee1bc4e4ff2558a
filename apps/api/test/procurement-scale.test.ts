import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOf } from '../src/db/dialect';
import type { ProcurementKind } from '../src/db/schema';
import { insertBulkPurchaseOrders } from '../src/seed/bulk-procurement';
import { createTestApp } from './helpers';
import { testEngine } from './test-database';

// 30,000 POs and 30,000 MRNs: a deep page of either list, with or without a search, is picked
// from indexes without a sort. Asserted on the query plan, not on a timing (timings live in
// bench:po).
const EACH = 30_000;
let t: Awaited<ReturnType<typeof createTestApp>>;
let pg = false;
/** PostgreSQL: whether VACUUM could mark every page of the documents all-visible. */
let visible = false;

/** VACUUM cannot mark a page all-visible while any older transaction on the server is open
 * (another test's bulk insert on the shared test server): tried again for up to 30 s. */
async function vacuumUntilVisible() {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await t.app.db.executeQuery(
      CompiledQuery.raw('VACUUM (ANALYZE) procurement_documents, search_terms'),
    );
    const { rows } = await sql<{ visible: number; pages: number }>`
      SELECT relallvisible AS visible, relpages AS pages FROM pg_class
      WHERE oid = 'procurement_documents'::regclass`.execute(t.app.db);
    if (rows[0]!.visible >= rows[0]!.pages) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
beforeAll(async () => {
  t = await createTestApp();
  pg = engineOf(t.app.db) === 'postgres';
  const vendors = await t.app.db
    .selectFrom('vendors')
    .select('id')
    .where('tab', '=', 'active')
    .execute();
  const ids = vendors.map((v) => v.id);
  await insertBulkPurchaseOrders(t.app.db, EACH, ids, 1, 'po');
  await insertBulkPurchaseOrders(t.app.db, EACH, ids, 1, 'mrn');
  // As after any bulk load (autovacuum would do the same within a minute).
  if (!pg) await t.app.db.executeQuery(CompiledQuery.raw('ANALYZE'));
  else visible = await vacuumUntilVisible();
}, 240_000);
afterAll(() => t.close());

async function plan(query: { compile(): CompiledQuery }): Promise<string> {
  const { sql: text, parameters } = query.compile();
  const explained = await t.app.db.executeQuery(
    CompiledQuery.raw(`${pg ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${text}`, [...parameters]),
  );
  return explained.rows
    .map((row) => String((row as Record<string, unknown>)[pg ? 'QUERY PLAN' : 'detail']))
    .join('\n');
}

/** Every id of a tab, newest first, read plainly: what any page must be a slice of. */
const tabIds = async (kind: ProcurementKind, tab: 'active' | 'draft') =>
  (
    await t.app.db
      .selectFrom('procurement_documents')
      .select('id')
      .where('kind', '=', kind)
      .where('tab', '=', tab)
      .orderBy('id', 'desc')
      .execute()
  ).map((r) => r.id);

describe(`30,000 POs and 30,000 MRNs on ${testEngine}`, () => {
  const repo = () => t.app.repos.procurement;

  for (const kind of ['po', 'mrn'] as const)
    it(`picks page 2,000 of the ${kind.toUpperCase()} list on the (kind, tab, id) index alone`, async () => {
      const filter = { type: 'active' as const, search_by: 'name' as const };
      const text = await plan(repo().pageIds(kind, filter, 2000, 5));
      // A covering index on SQLite; an index-only scan on PostgreSQL once the visibility map
      // is set (before, it reads a table row per entry either way and may walk the primary key
      // instead); never a sort.
      if (!pg || visible)
        expect(text).toMatch(
          /Index Only Scan Backward using procurement_documents_list|SEARCH d USING COVERING INDEX procurement_documents_list/,
        );
      else console.warn('older transactions kept pages from being marked visible:\n' + text);
      expect(text).not.toMatch(/TEMP B-TREE|Sort\b|Seq Scan|SCAN d\b/i);
      const page = await repo().list(kind, filter, 2000, 5);
      expect(page.rows.map((r) => r.id)).toEqual((await tabIds(kind, 'active')).slice(9995, 10000));
    });

  it('skips no table row on a deep page once vacuumed (PostgreSQL)', async () => {
    if (!pg || !visible) return;
    const { sql: text, parameters } = repo()
      .pageIds('po', { type: 'active', search_by: 'name' }, 2000, 5)
      .compile();
    const explained = await t.app.db.executeQuery(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, [...parameters]),
    );
    const found: number[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (node['Index Name'] === 'procurement_documents_list')
        found.push(Number(node['Heap Fetches']));
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    const [{ Plan }] = (explained.rows[0] as { 'QUERY PLAN': [{ Plan: Record<string, unknown> }] })[
      'QUERY PLAN'
    ];
    walk(Plan);
    expect(found).toEqual([0]);
  });

  it('keeps autovacuum close behind the list tables (migration 017, PostgreSQL)', async () => {
    if (!pg) return;
    const { rows } = await sql<{ name: string; options: string[] | null }>`
      SELECT relname AS name, reloptions AS options FROM pg_class
      WHERE relnamespace = current_schema()::regnamespace
        AND relname IN ('procurement_documents', 'search_terms', 'vendors', 'vendor_search_terms',
          'invoices')`.execute(t.app.db);
    expect(rows).toHaveLength(5);
    for (const row of rows)
      expect(row.options).toEqual(
        expect.arrayContaining([
          'autovacuum_vacuum_insert_threshold=1000',
          'autovacuum_vacuum_insert_scale_factor=0',
        ]),
      );
  });

  for (const kind of ['po', 'mrn'] as const)
    it(`pages a search within a tab from the term index (${kind.toUpperCase()})`, async () => {
      // 'Framework order N' is the note of every tenth document, all of them approved.
      const filter = { type: 'active' as const, search_by: 'name' as const, search: 'framework' };
      const text = await plan(repo().pageIds(kind, filter, 200, 5));
      expect(text).toMatch(/search_terms_pk|sqlite_autoindex_search_terms_1/);
      expect(text).not.toMatch(
        /Seq Scan on (procurement_documents|search_terms)|SCAN (d|search_terms)\b/,
      );
      const page = await repo().list(kind, filter, 200, 5);
      expect(page.total).toBe(EACH / 10);
      const framework = (
        await t.app.db
          .selectFrom('procurement_documents')
          .select('id')
          .where('kind', '=', kind)
          .where('tab', '=', 'active')
          .where('notes', 'like', 'Framework order %')
          .orderBy('id', 'desc')
          .execute()
      ).map((r) => r.id);
      expect(page.rows.map((r) => r.id)).toEqual(framework.slice(995, 1000));
    });
});
