import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_USER } from '@procure/fixtures';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemo, seedReference } from '../src/seed';

/** npm run bench:api — latency and throughput of the implemented endpoints over real HTTP on
 * loopback, against a fresh database. Bounded: a fixed number of requests per endpoint. */
const REQUESTS = Number(process.argv[2] ?? 400);
const CONCURRENCY = 8;

const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-bench-'));
const app = await buildApp(
  loadConfig({
    PROCURE_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  }),
  false,
);
seedReference(app.db, app.repos, app.log);
await seedDemo(app.repos, app.log);
const origin = await app.listen({ host: '127.0.0.1', port: 0 });

const login = () =>
  fetch(`${origin}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
const token = ((await (await login()).json()) as { data: { token: string } }).data.token;
const auth = { authorization: `Bearer ${token}` };

const cases: Array<[string, () => Promise<Response>, number]> = [
  ['GET /api/health', () => fetch(`${origin}/api/health`), REQUESTS],
  [
    'GET form-metadata vendor_registration',
    () => fetch(`${origin}/api/v1/form-metadata/?form_name=vendor_registration`, { headers: auth }),
    REQUESTS,
  ],
  [
    'POST translate (all namespaces)',
    () =>
      fetch(`${origin}/api/translate/details`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          language_code: 'en',
          feature_type: [
            'common',
            'auth',
            'shell',
            'dashboard',
            'form',
            'validation',
            'vendor',
            'invoice',
          ],
        }),
      }),
    REQUESTS,
  ],
  [
    'GET countries?search=in',
    () => fetch(`${origin}/api/v1/location/countries?search=in`, { headers: auth }),
    REQUESTS,
  ],
  [
    'GET cities of a large state',
    () => fetch(`${origin}/api/v1/location/cities?state_id=1400&search=a`, { headers: auth }),
    REQUESTS,
  ],
  // scrypt is deliberately slow; fewer rounds keep the run short.
  ['POST /api/v1/auth (scrypt)', login, 40],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
console.log(
  `Procure API bench: ${CONCURRENCY} concurrent clients on loopback, Node ${process.version}\n`,
);
console.log('endpoint'.padEnd(40), 'requests', '  p50 ms', '  p95 ms', '   req/s');
for (const [name, request, count] of cases) {
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        const t0 = performance.now();
        const response = await request();
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
        timings.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  console.log(
    name.padEnd(40),
    String(timings.length).padStart(8),
    percentile(timings, 50).toFixed(1).padStart(8),
    percentile(timings, 95).toFixed(1).padStart(8),
    (timings.length / seconds).toFixed(0).padStart(8),
  );
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });
