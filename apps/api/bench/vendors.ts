import { parseArgs } from 'node:util';
import { BULK_NAME_WORDS, insertBulkVendors } from '../src/seed/bulk-vendors';
import { measureBare, type Case } from './load';
import { measureExports, measureList, serverBundle, startProduct } from './product';

/** npm run bench:vendors [-- --vendors 100000 --requests 1000 --engines sqlite,postgres]
 *
 * The vendor list at volume: the server on a fresh database plus N synthetic vendors, measured
 * beside a bare node:http hello server in the same run. Targets (issue 8): page 1 at ≥ 0.10 × the
 * bare server's req/s; page 2,000's p99 ≤ 1.5 × page 1's; search p99 ≤ 50 ms; an xlsx export of
 * every approved vendor with the server's peak RSS ≤ 200 MB while it runs (the csv is measured
 * the same way). */
const { values } = parseArgs({
  options: {
    vendors: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '1000' },
    engines: { type: 'string', default: 'sqlite,postgres' },
  },
});
const VENDORS = Number(values.vendors);
const REQUESTS = Number(values.requests);
const CONCURRENCY = 8;
const serverEntry = serverBundle();
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** The n-th of 3,456 distinct two-word searches: a first and a second name word, each cut to
 * 2, 3 or 4 letters ('ap st', 'ape st', ... 'zeni pape'). */
const freshSearch = (n: number) => {
  const { first, second } = BULK_NAME_WORDS;
  const a = first[n % first.length]!;
  const b = second[Math.floor(n / first.length) % second.length]!;
  const cuts = Math.floor(n / (first.length * second.length));
  return `${a.slice(0, 2 + (cuts % 3))} ${b.slice(0, 2 + (Math.floor(cuts / 3) % 3))}`;
};

const anchor = await measureBare(REQUESTS, CONCURRENCY);

console.log(
  `Vendor list bench: ${VENDORS} vendors, ${CONCURRENCY} clients, ${REQUESTS} requests each`,
);
for (const engine of values.engines.split(',')) {
  if (engine === 'postgres' && !pgUrl) {
    console.log('\npostgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    continue;
  }
  const product = await startProduct(engine, serverEntry, pgUrl);
  const {
    seconds: seeded,
    get,
    auth,
  } = await product.seedVolume((db) => insertBulkVendors(db, VENDORS));
  const cases: Case[] = [
    {
      name: 'Approved, page 1',
      request: get('/api/v1/vendor/?type=active&page=1&page_size=5'),
      count: REQUESTS,
    },
    {
      name: 'Approved, page 2,000',
      request: get('/api/v1/vendor/?type=active&page=2000&page_size=5'),
      count: REQUESTS,
    },
    {
      name: "search 'summit ste'",
      request: get('/api/v1/vendor/?type=active&search=summit%20ste'),
      count: REQUESTS,
    },
    {
      name: "search rare word 'zenith pap'",
      request: get('/api/v1/vendor/?type=active&search=zenith%20pap'),
      count: REQUESTS,
    },
    {
      // A repeated search is answered from the server's recent searches; these are all
      // different, so each is worked out.
      name: 'search, a new text each time',
      request: (() => {
        let n = 0;
        return () =>
          get(`/api/v1/vendor/?type=active&search=${encodeURIComponent(freshSearch(n++))}`)();
      })(),
      count: REQUESTS,
    },
  ];
  console.log(
    `\n${engine} (${VENDORS} vendors inserted in ${seeded} s${engine === 'postgres' ? '; CPU counts the database backends too' : ''})`,
  );
  const { figures, first } = await measureList(product.server, cases, {
    anchor,
    concurrency: CONCURRENCY,
    first: 'Approved, page 1',
    deep: 'Approved, page 2,000',
    bareTarget: false,
  });
  const fresh = figures['search, a new text each time']!;
  console.log(
    `search, a new text each time: p99 ${fresh.p99.toFixed(1)} ms (target ≤ 50), CPU ${(fresh.cpuUs / 1000).toFixed(2)} ms/request = ${(fresh.cpuUs / first.cpuUs).toFixed(2)} × page 1's, ${(fresh.reqPerS / anchor.reqPerS).toFixed(3)} × bare req/s`,
  );

  await measureExports(product.server, '/api/v1/vendor/', auth);
  await product.done();
}
