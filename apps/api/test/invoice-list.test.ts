import { InvoiceListSchema, type InvoiceRow } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountCents } from '../src/repositories/invoice-list';
import { containsKey, termsOf } from '../src/repositories/search-terms';
import { insertBulkInvoices } from '../src/seed/bulk-invoices';
import { bearer, createTestApp, signIn } from './helpers';
import { testEngine } from './test-database';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
beforeAll(async () => {
  // No job runs: the demo invoices keep the state they were seeded in while the test reads.
  t = await createTestApp({ JOB_CONCURRENCY: '0' });
  auth = bearer(await signIn(t.app));
  await insertBulkInvoices(t.app.db, 80);
  // One invoice found twice by one search: its number contains '12' and its total is 12.00.
  const twice = await t.app.db
    .selectFrom('invoices')
    .select('id')
    .where('invoice_number', 'like', '%12%')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .updateTable('invoices')
    .set({ total_cents: 1200 })
    .where('id', '=', twice.id)
    .execute();
}, 120_000);
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/invoice/?${query}`,
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  return InvoiceListSchema.parse(response.json());
};

/** Every page of a query, 7 a page (pages that do not divide the total evenly). */
async function everyPage(query: string) {
  const first = await list(`${query}&page_size=7`);
  const rows = [...first.data];
  for (let page = 2; page <= first.pagination.pages; page += 1)
    rows.push(...(await list(`${query}&page_size=7&page=${page}`)).data);
  return { rows, total: first.pagination.total, pages: first.pagination.pages };
}

/** What search finds, as decisions.md states it, worked out here from the rows. */
function finds(row: InvoiceRow, text: string) {
  const key = containsKey(text);
  const words = termsOf(key).slice(0, 5);
  const vendorWords = termsOf(row.vendor_name ?? '');
  const cents = amountCents(key);
  return (
    containsKey(row.invoice_number ?? '').includes(key) ||
    (words.length > 0 && words.every((w) => vendorWords.some((v) => v.startsWith(w)))) ||
    (cents !== null && row.total_amount !== null && Math.round(row.total_amount * 100) === cents)
  );
}

const TABS = ['draft', 'active', 'reject'] as const;

describe(`invoice list paging and search counts on ${testEngine}`, { timeout: 120_000 }, () => {
  let all: InvoiceRow[];
  beforeAll(async () => {
    ({ rows: all } = await everyPage('type=all'));
  });

  it('pages every invoice newest first, each once, with total and pages', async () => {
    const { total, pages } = await everyPage('type=all');
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(total).toBe(all.length);
    expect(pages).toBe(Math.ceil(total / 7));
    expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort((a, b) => b - a));
    const beyond = await list(`page_size=7&page=${pages + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.total).toBe(total);
    let tabs = 0;
    for (const type of TABS) {
      const tab = await everyPage(`type=${type}`);
      expect(tab.rows.map((r) => r.id)).toEqual(
        all.filter((r) => tabOf(r) === type).map((r) => r.id),
      );
      tabs += tab.total;
    }
    expect(tabs).toBe(total);
  });

  it.each(['northwind', 'north tra', '12', 'binv-00000', 'mul', 'no-such-invoice'])(
    "search '%s': every match once, newest first, the same with a tab or a status",
    async (text) => {
      const expected = all.filter((r) => finds(r, text)).map((r) => r.id);
      const found = await everyPage(`search=${encodeURIComponent(text)}`);
      expect(found.rows.map((r) => r.id)).toEqual(expected);
      expect(found.total).toBe(expected.length);
      expect(found.pages).toBe(Math.ceil(expected.length / 7));

      // The same search narrowed by tab and by each extraction status adds up to it.
      let byTab = 0;
      for (const type of TABS)
        byTab += (await list(`search=${encodeURIComponent(text)}&type=${type}`)).pagination.total;
      expect(byTab).toBe(expected.length);
      const extracted = await everyPage(
        `search=${encodeURIComponent(text)}&extraction_status=extracted`,
      );
      expect(extracted.rows.map((r) => r.id)).toEqual(
        all.filter((r) => finds(r, text) && r.extraction_status === 'extracted').map((r) => r.id),
      );
    },
  );

  it('counts an invoice found by its number and by its amount once', async () => {
    const found = await list('search=12&page_size=100');
    const ids = found.data.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(found.data.some((r) => r.total_amount === 12 && r.invoice_number?.includes('12'))).toBe(
      true,
    );
    expect(found.pagination.total).toBe(ids.length);
  });
});

/** The tab an invoice's approval puts it in (the row carries no tab). */
function tabOf(row: InvoiceRow): (typeof TABS)[number] {
  if (row.approvalStatus === 'approved') return 'active';
  if (row.approvalStatus === 'rejected') return 'reject';
  return 'draft';
}
