import { parseArgs } from 'node:util';
import { insertBulkPurchaseOrders } from '../src/seed/bulk-procurement';
import { halfToFirstCompany } from './companies';
import { measureBare, type Case } from './load';
import { measureExports, measureList, serverBundle, startProduct } from './product';

/** npm run bench:po [-- --orders 100000 --lines 5 --requests 1000 --engines sqlite,postgres]
 *
 * The purchase-order list at volume: the server on a fresh database plus N synthetic orders of
 * 5 lines each, measured beside a bare node:http hello server in the same run. Targets (the
 * vendor list's, issue 9): page 1 at ≥ 0.10 × the bare server's req/s; page 2,000's p99 ≤ 1.5 ×
 * page 1's; an xlsx export of every approved order with the server's peak RSS ≤ 200 MB while it
 * runs (the csv is measured the same way). Searches: by code, and a word of every tenth order's
 * notes within the Approved tab on page 1 and page 1,000. On PostgreSQL the volume is vacuumed
 * and analyzed before it is measured, as after any bulk load (see startProduct's seedVolume). */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    lines: { type: 'string', default: '5' },
    requests: { type: 'string', default: '1000' },
    engines: { type: 'string', default: 'sqlite,postgres' },
  },
});
const ORDERS = Number(values.orders);
const LINES = Number(values.lines);
const REQUESTS = Number(values.requests);
const CONCURRENCY = 8;
const serverEntry = serverBundle();
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const anchor = await measureBare(REQUESTS, CONCURRENCY);

console.log(
  `PO list bench: ${ORDERS} orders × ${LINES} lines, ${CONCURRENCY} clients, ${REQUESTS} requests each`,
);
for (const engine of values.engines.split(',')) {
  if (engine === 'postgres' && !pgUrl) {
    console.log('\npostgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    continue;
  }
  const product = await startProduct(engine, serverEntry, pgUrl);
  let company = 0;
  const {
    seconds: seeded,
    get,
    auth,
  } = await product.seedVolume(async (db) => {
    const vendors = await db
      .selectFrom('vendors')
      .select('id')
      .where('tab', '=', 'active')
      .execute();
    await insertBulkPurchaseOrders(
      db,
      ORDERS,
      vendors.map((v) => v.id),
      LINES,
    );
    company = await halfToFirstCompany(db, 'procurement_documents');
  });
  const cases: Case[] = [
    {
      name: 'Approved, page 1',
      request: get('/api/v1/po?type=active&page=1&page_size=5'),
      count: REQUESTS,
    },
    {
      name: 'Approved, page 2,000',
      request: get('/api/v1/po?type=active&page=2000&page_size=5'),
      count: REQUESTS,
    },
    {
      name: "search by code 'BPO-00777'",
      request: get('/api/v1/po?type=active&search_by=code&search=BPO-00777'),
      count: Math.ceil(REQUESTS / 10),
    },
    // A word of the notes of every tenth order (10,000 matches, all approved): the tab filter
    // and a deep page of a search.
    {
      name: "search 'framework', page 1",
      request: get('/api/v1/po?type=active&search=framework&page=1&page_size=5'),
      count: Math.ceil(REQUESTS / 10),
    },
    {
      name: "search 'framework', page 1,000",
      request: get('/api/v1/po?type=active&search=framework&page=1000&page_size=5'),
      count: Math.ceil(REQUESTS / 10),
    },
    // Half the orders belong to one company: its list counts its tabs (no kept count per
    // company), and a deep page skips its index entries.
    {
      name: 'one company, page 1',
      request: get(`/api/v1/po?type=active&company_id=${company}&page=1&page_size=5`),
      count: REQUESTS,
    },
    {
      name: 'one company, page 1,000',
      request: get(`/api/v1/po?type=active&company_id=${company}&page=1000&page_size=5`),
      count: REQUESTS,
    },
  ];
  console.log(`\n${engine} (${ORDERS} orders inserted in ${seeded} s)`);
  const { figures, first, deep } = await measureList(product.server, cases, {
    anchor,
    concurrency: CONCURRENCY,
    first: 'Approved, page 1',
    deep: 'Approved, page 2,000',
  });
  const searchFirst = figures["search 'framework', page 1"]!;
  const searchDeep = figures["search 'framework', page 1,000"]!;
  console.log(`page 2,000 CPU / page 1 CPU: ${(deep.cpuUs / first.cpuUs).toFixed(2)}`);
  console.log(
    `search page 1,000 / its page 1: p99 ${(searchDeep.p99 / searchFirst.p99).toFixed(2)}, CPU ${(searchDeep.cpuUs / searchFirst.cpuUs).toFixed(2)}; search page 1 CPU / list page 1 CPU: ${(searchFirst.cpuUs / first.cpuUs).toFixed(2)}`,
  );

  const companyFirst = figures['one company, page 1']!;
  console.log(
    `one company page 1 / list page 1: req/s ${(companyFirst.reqPerS / first.reqPerS).toFixed(2)}, CPU ${(companyFirst.cpuUs / first.cpuUs).toFixed(2)}`,
  );

  await measureExports(product.server, '/api/v1/po/', auth);
  await product.done();
}
