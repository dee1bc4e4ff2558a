import {
  contract,
  documentMoney,
  lineMoney,
  MAX_PAGE,
  MAX_ROW_ID,
  MAX_STORED_AMOUNT,
  MAX_STORED_QUANTITY,
  mountedRoutes,
} from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';

// Numbers that reach SQL are bounded by the contract, so an absurd one is a 400 on both engines:
// page=1e308 overflowed SQLite's OFFSET (500), and an id above PostgreSQL's integer was refused
// by PostgreSQL (500).
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const TOO_BIG_ID = String(MAX_ROW_ID + 1);
const queryKeys = (route: AppRoute) =>
  Object.keys((route.query as { shape?: object } | undefined)?.shape ?? {});
const withParams = (route: AppRoute, value: string) =>
  route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'key' ? 'address' : value));

const GET_ROUTES = mountedRoutes(contract)
  .map(([, route]) => route)
  .filter((route) => route.method === 'GET');
const LISTS = GET_ROUTES.filter((route) => queryKeys(route).includes('page'));

async function expectQueryIssue(url: string, key: string) {
  const answer = await server.call('GET', url);
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(400);
  const body = answer.json() as { issues: Array<{ path: string; message: string }> };
  expect(body.issues.map((i) => i.path)).toContain(key);
}

describe('numbers that reach SQL are bounded by the contract', () => {
  it('covers every paged list', () => {
    expect(LISTS.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/v1/invoice/', '/api/v1/vendor/', '/api/v1/po', '/api/v1/mrn']),
    );
  });

  it.each(LISTS.map((route) => [route.path, route] as const))(
    '%s: a page past the bound or out of range is a 400, the last allowed page answers',
    async (_, route) => {
      const base = withParams(route, '1');
      const required = queryKeys(route).includes('state_id') ? 'state_id=1&' : '';
      const url = (query: string) => `${base}?${required}${query}`;
      for (const page of ['1e308', String(MAX_PAGE * 10), '-1', '1.5'])
        await expectQueryIssue(url(`page=${page}`), 'query.page');
      if (queryKeys(route).includes('page_size'))
        await expectQueryIssue(url('page_size=1e308'), 'query.page_size');
      if (queryKeys(route).includes('search')) {
        // A number in the search is also looked for as an amount: one no column can hold
        // finds nothing, and is no database error.
        const search = await server.call('GET', url('search=99999999999'));
        expect(search.statusCode, `${base}: ${search.body}`).toBe(200);
      }
      const deepest = queryKeys(route).includes('limit') ? 10_000 : MAX_PAGE;
      const last = await server.call('GET', url(`page=${deepest}`));
      expect([200, 404], `${base}: ${last.body}`).toContain(last.statusCode);
    },
  );

  it('ids in paths and queries above the database integer are 400, not 500', async () => {
    const byId = GET_ROUTES.filter((route) => /:id\b/.test(route.path));
    expect(byId.length).toBeGreaterThan(5);
    for (const route of byId) {
      const pathParams = (route.pathParams as { shape?: Record<string, unknown> } | undefined)
        ?.shape;
      // Stored documents are named by their short text code, not a number.
      if (!pathParams || !('safeParse' in (pathParams.id as object))) continue;
      if ((pathParams.id as { _def: { typeName: string } })._def.typeName === 'ZodString') continue;
      const required = queryKeys(route).includes('category') ? '?category=units' : '';
      const answer = await server.call('GET', withParams(route, TOO_BIG_ID) + required);
      expect(answer.statusCode, `${route.path}: ${answer.body}`).toBe(400);
    }
    await expectQueryIssue(`/api/v1/po?vendor_id=${TOO_BIG_ID}`, 'query.vendor_id');
    await expectQueryIssue(`/api/v1/jobs?owner_type=invoice&owner_id=1e308`, 'query.owner_id');
    await expectQueryIssue(`/api/v1/location/states?country_id=1e308`, 'query.country_id');
    await expectQueryIssue(`/api/v1/location/cities?state_id=${TOO_BIG_ID}`, 'query.state_id');
    await expectQueryIssue(`/api/v1/invoice/1/words?page=1e308`, 'query.page');
  });

  it('ids in bodies above the database integer are 400, not 500', async () => {
    const cases: Array<[string, string, object, string]> = [
      ['POST', '/api/v1/invoice', { id: [MAX_ROW_ID + 1] }, 'id.0'],
      [
        'POST',
        '/api/v1/po/detail',
        { vendorId: 1e308, poNumber: 'P-1', poDate: '2026-11-20' },
        'vendorId',
      ],
      [
        'POST',
        '/api/v1/mrn/detail',
        { vendorId: 1, poId: 1e10, mrnNumber: 'M-1', mrnDate: '2026-11-20' },
        'poId',
      ],
      ['POST', '/masters/vendor/api/v1/lookups', { category_id: 1e12, name: 'X' }, 'category_id'],
    ];
    for (const [method, url, payload, path] of cases) {
      const answer = await server.call(method as 'POST', url, payload);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(400);
      expect(answer.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
  });

  it('amounts and quantities of PO and MRN lines fit their columns: a 400, not a 500', async () => {
    const vendors = await server.call('GET', '/api/v1/vendor/?type=active&page_size=100');
    const vendorId = vendors.json().data.find((v: { status: number }) => v.status === 1).id;
    const line = (id: number, quantity: number, unitPrice: number) => ({
      id,
      description: `Item ${id}`,
      item_code: `IT-${id}`,
      uom: 'NOS',
      quantity,
      unitPrice,
      taxRate: 0,
      amount: lineMoney({ quantity, unitPrice, taxRate: 0 }).amount,
    });
    const save = (kind: 'po' | 'mrn', lines: ReturnType<typeof line>[]) => {
      const totals = documentMoney(lines);
      return server.call('POST', `/api/v1/${kind}`, [
        {
          vendorId,
          [`${kind}Number`]: `${kind}-BIG-${lines.length}-${lines[0]!.quantity}`,
          [`${kind}Date`]: '2026-11-20',
          paymentTerms: 'Net 30',
          line_items: lines,
          [`${kind}_basic_amount`]: totals.basic,
          [`${kind}_total_tax_amount`]: totals.tax,
          [`${kind}_total_amount`]: totals.total,
        },
      ]);
    };
    for (const kind of ['po', 'mrn'] as const) {
      const cases: Array<[ReturnType<typeof line>[], string]> = [
        [[line(0, MAX_STORED_QUANTITY * 2, 1)], '0.line_items.0.quantity'],
        [[line(0, 1, MAX_STORED_AMOUNT + 1)], '0.line_items.0.unitPrice'],
        [[line(0, 1_000_000, 10_000_000)], '0.line_items.0.amount'],
        [
          Array.from({ length: 3 }, (_, i) => line(i, 1, 500_000_000_000)),
          `0.${kind}_total_amount`,
        ],
      ];
      for (const [lines, path] of cases) {
        const answer = await save(kind, lines);
        expect(answer.statusCode, `${kind} ${path}: ${answer.body}`).toBe(400);
        expect(answer.json().issues.map((i: { path: string }) => i.path)).toContain(path);
      }
      const largest = await save(kind, [line(0, 1, MAX_STORED_AMOUNT)]);
      expect(largest.statusCode, largest.body).toBe(201);
      // Read back exact: cents in bigint on PostgreSQL (migration 024), as numbers.
      const read = await server.call('GET', `/api/v1/${kind}/${largest.json().data[0].id}`);
      expect(read.json().data[`${kind}_total_amount`]).toBe(MAX_STORED_AMOUNT);
      expect(read.json().data.line_items[0].amount).toBe(MAX_STORED_AMOUNT);
    }
  });

  it('an invoice amount saved in review fits its column: a 400, not a 500', async () => {
    const pdf = await invoicePdf(sample('en-classic-usd'));
    const id = (await storeFile(server.app, server.auth, pdf, 'bounds.pdf')).invoice_id!;
    await settled(server.app, server.auth, id);
    for (const total of [MAX_STORED_AMOUNT + 1, '9999999999999', 1e300]) {
      const answer = await server.call('PUT', `/api/v1/invoice/${id}`, {
        header: { total_amount: total },
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().issues).toEqual([
        { path: 'header.total_amount', message: 'Enter at most 999,999,999,999.99' },
      ]);
    }
    const largest = await server.call('PUT', `/api/v1/invoice/${id}`, {
      header: { total_amount: MAX_STORED_AMOUNT },
    });
    expect(largest.statusCode, largest.body).toBe(200);
  });
});
