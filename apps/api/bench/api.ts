import { parseArgs } from 'node:util';
import { measure, type Case, type Figures } from './load';
import { serverBundle, signIn, startProduct } from './product';
import { freePort, startProcess } from './server-process';

/** npm run bench:api [-- --requests 2000 --engines sqlite,postgres --server path/to/server.ts or .mjs]
 *
 * Each engine's server runs in a process of its own on a fresh database seeded as `npm start`
 * seeds it; a bare Node `http` hello server is measured in the same run as the anchor, and
 * every figure is also given as a ratio to it (the machine's speed drifts between runs, the
 * ratios much less). PostgreSQL runs when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
 * database (a fresh schema in it is used and dropped). */
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    engines: { type: 'string', default: 'sqlite,postgres' },
    server: { type: 'string' },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = 8;
const serverEntry = values.server ?? serverBundle();
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function productCases(origin: string, token: string): Case[] {
  const auth = { authorization: `Bearer ${token}` };
  const get = (url: string) => () => fetch(origin + url, { headers: auth });
  const namespaces = [
    'common',
    'auth',
    'shell',
    'dashboard',
    'form',
    'validation',
    'vendor',
    'invoice',
  ];
  return [
    { name: 'GET /api/health', request: get('/api/health'), count: REQUESTS },
    {
      name: 'GET form-metadata vendor_registration',
      request: get('/api/v1/form-metadata/?form_name=vendor_registration'),
      count: REQUESTS,
    },
    {
      name: 'POST translate (8 namespaces)',
      request: () =>
        fetch(`${origin}/api/translate/details`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ language_code: 'en', feature_type: namespaces }),
        }),
      count: REQUESTS,
    },
    {
      name: 'GET countries?search=in',
      request: get('/api/v1/location/countries?search=in'),
      count: REQUESTS,
    },
    {
      name: 'GET cities of a large state',
      request: get('/api/v1/location/cities?state_id=1400&search=a'),
      count: REQUESTS,
    },
    // scrypt is deliberately slow; fewer rounds keep the run short.
    { name: 'POST /api/v1/auth (scrypt)', request: () => signIn(origin), count: 40 },
  ];
}

const cell = (value: number, width: number, digits = 0) => value.toFixed(digits).padStart(width);

function printRow(name: string, f: Figures, anchor: Figures) {
  console.log(
    name.padEnd(40),
    cell(f.reqPerS, 8),
    cell(f.p50, 8, 1),
    cell(f.p95, 8, 1),
    cell(f.cpuUs, 11),
    cell(f.reqPerS / anchor.reqPerS, 11, 3),
    cell(f.cpuUs / anchor.cpuUs, 9, 1),
  );
}

const port = await freePort();
const bare = await startProcess(
  process.execPath,
  ['-e', `require('http').createServer((q, s) => s.end('hello')).listen(${port}, '127.0.0.1')`],
  {},
  port,
  '/',
);
const anchor = await measure(
  bare,
  { name: 'bare', request: () => fetch(bare.origin), count: REQUESTS },
  CONCURRENCY,
);
await bare.stop();

console.log(
  `Procure API bench: ${CONCURRENCY} clients on loopback, Node ${process.version}, ${REQUESTS} requests per endpoint`,
);
for (const engine of values.engines.split(',')) {
  if (engine === 'postgres' && !pgUrl) {
    console.log('\npostgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    continue;
  }
  const product = await startProduct(engine, serverEntry, pgUrl);
  const token = (
    (await (await signIn(product.server.origin)).json()) as { data: { token: string } }
  ).data.token;
  console.log(`\n${engine}`);
  console.log(
    'endpoint'.padEnd(40),
    '   req/s',
    '  p50 ms',
    '  p95 ms',
    ' CPU µs/req',
    'req/s ×bare',
    'CPU ×bare',
  );
  printRow('bare node:http hello (anchor)', anchor, anchor);
  const cases = productCases(product.server.origin, token);
  // A pass over every endpoint first: the code they share is compiled by then, so the first
  // endpoint measured does not carry the JIT's warm-up for all of them (it read 2-3x high).
  for (const c of cases)
    await measure(product.server, { ...c, count: Math.min(c.count, 500) }, CONCURRENCY);
  for (const c of cases) printRow(c.name, await measure(product.server, c, CONCURRENCY), anchor);
  await product.done();
}
