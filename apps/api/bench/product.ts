import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USER } from '@procure/fixtures';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../src/config';
import { connect, type Db } from '../src/db/connect';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server-runtime.mjs';
import { measure, type Case, type Figures } from './load';
import {
  cpuMsOf,
  freePort,
  measureExport,
  startProcess,
  type ServerProcess,
} from './server-process';

export const signIn = (origin: string) =>
  fetch(`${origin}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });

/** The server as `npm start` runs it: bundled into plain JavaScript by build.mjs (run here, so
 * the bench measures the current sources). */
export function serverBundle(): string {
  const build = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('../build.mjs', import.meta.url))],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('building the API bundle failed');
  return fileURLToPath(new URL('../dist/server.mjs', import.meta.url));
}

/** Node's arguments for a server entry: a TypeScript one (--server src/server.ts) through tsx. */
export const nodeArgs = (entry: string) =>
  entry.endsWith('.ts')
    ? ['--import', 'tsx', entry]
    : // as scripts/start.mjs runs it (see server-runtime.mjs)
      [...SERVER_NODE_FLAGS, entry];

/** The product's server in a process of its own on a fresh database, seeded as `npm start`
 * seeds it; on PostgreSQL in a fresh schema that is dropped afterwards. */
export async function startProduct(engine: string, serverEntry: string, pgUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-bench-'));
  const port = await freePort();
  const env: Record<string, string> = {
    ...SERVER_ENV,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PROCURE_DATA_DIR: dataDir,
    PROCURE_SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    JWT_SECRET: 'bench-secret-long-enough-for-hs256-0123456789abcdef',
  };
  let dropSchema = async () => {};
  let withDatabase = (server: ServerProcess) => server;
  if (engine === 'postgres') {
    const schema = `bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    // Named so the bench finds the server's connections (their CPU is the server's too).
    const named = new URL(pgUrl!);
    named.searchParams.set('application_name', schema);
    Object.assign(env, { DATABASE_URL: named.toString(), DATABASE_SCHEMA: schema });
    withDatabase = withBackendsCpu(pgUrl!, schema);
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  }
  const start = async () =>
    withDatabase(
      await startProcess(process.execPath, nodeArgs(serverEntry), env, port, '/api/health'),
    );
  const database: DatabaseConfig =
    engine === 'postgres'
      ? { engine: 'postgres', url: pgUrl!, schema: env.DATABASE_SCHEMA!, poolSize: 2 }
      : { engine: 'sqlite', path: path.join(dataDir, 'procure.db') };
  let server = await start();
  // The demo invoices are extracted in the background, in worker threads of the server: their
  // CPU time and memory would be counted against whatever the bench measures next.
  await untilJobsSettle(database);
  return {
    get server() {
      return server;
    },
    /** A server that did not just seed the database (seeding loads modules it then keeps). */
    async restart() {
      await server.stop();
      server = await start();
    },
    /** Where the database is, for writing volume into it beside the server. */
    database,
    /** Writes volume beside the server, then restarts it (a server that did not just seed);
     * answers the seconds the writing took, a signed-in GET for the cases and its header. */
    async seedVolume(write: (db: Db) => Promise<unknown>) {
      const db = connect(database);
      const started = performance.now();
      await write(db);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      await settleBulkLoad(db, database);
      await db.destroy();
      await this.restart();
      const auth = { authorization: `Bearer ${await this.token()}` };
      const get = (url: string) => () => fetch(server.origin + url, { headers: auth });
      return { seconds, get, auth };
    },
    async token() {
      const answer = (await (await signIn(server.origin)).json()) as { data: { token: string } };
      return answer.data.token;
    },
    async done() {
      await server.stop();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A list's cases measured one after another and printed as one table, throughput also as a
 * ratio to the anchor (the bare server measured in the same run); then the list targets (issue
 * 8): page 1's req/s ÷ the bare server's, ≥ 0.10 (`bareTarget: false` leaves it to the table's
 * last column), and the deep page's p99 ÷ page 1's, ≤ 1.5. Answers every case's figures by name,
 * and page 1's and the deep page's. */
export async function measureList(
  server: ServerProcess,
  cases: Case[],
  options: {
    anchor: Figures;
    concurrency: number;
    /** The names of the cases that are page 1 and the deep page (page 2,000). */
    first: string;
    deep: string;
    bareTarget?: boolean;
  },
) {
  const { anchor, concurrency, bareTarget = true } = options;
  const row = (name: string, f: Figures) =>
    console.log(
      name.padEnd(34),
      f.reqPerS.toFixed(0).padStart(8),
      f.p50.toFixed(1).padStart(8),
      f.p99.toFixed(1).padStart(8),
      f.cpuUs.toFixed(0).padStart(11),
      (f.reqPerS / anchor.reqPerS).toFixed(3).padStart(11),
    );
  console.log(
    'endpoint'.padEnd(34),
    '   req/s',
    '  p50 ms',
    '  p99 ms',
    ' CPU µs/req',
    'req/s ×bare',
  );
  row('bare node:http hello (anchor)', anchor);
  const figures: Record<string, Figures> = {};
  for (const c of cases) {
    figures[c.name] = await measure(server, c, concurrency);
    row(c.name, figures[c.name]!);
  }
  const first = figures[options.first]!;
  const deep = figures[options.deep]!;
  if (bareTarget)
    console.log(
      `page 1 req/s ÷ bare: ${(first.reqPerS / anchor.reqPerS).toFixed(3)} (target ≥ 0.10)`,
    );
  console.log(`page 2,000 p99 / page 1 p99: ${(deep.p99 / first.p99).toFixed(2)} (target ≤ 1.5)`);
  return { figures, first, deep };
}

/** The xlsx and csv exports of a list's Approved tab (`list`: its path, as /api/v1/po/), one
 * after the other on the running server, each with the server's RSS before it and its peak
 * while it runs (target ≤ 200 MB). */
export async function measureExports(
  server: ServerProcess,
  list: string,
  headers: Record<string, string>,
) {
  for (const [format, name] of [
    ['excel', 'xlsx'],
    ['csv', 'csv'],
  ] as const) {
    const report = await measureExport(server.pid, () =>
      fetch(`${server.origin}${list}?type=active&export_type=${format}`, { headers }),
    );
    console.log(report(`${name} export of the Approved tab`));
  }
}

/** After a bulk load, PostgreSQL has neither the table statistics its planner needs nor a
 * visibility map, so an index-only scan reads the heap page of every index entry it passes (a
 * deep page: one per skipped entry) until autovacuum comes by, up to a minute later on an idle
 * server and far later on a busy one. The bench measures the lists as they are once it did, as
 * after any bulk import: VACUUM (ANALYZE) of the schema's tables. SQLite needs neither. */
async function settleBulkLoad(db: Db, database: DatabaseConfig) {
  if (database.engine !== 'postgres') return;
  const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables
    WHERE schemaname = ${database.schema}`.execute(db);
  if (!rows.length) return;
  await sql`VACUUM (ANALYZE) ${sql.join(rows.map((r) => sql.table(r.name)))}`.execute(db);
  // It cannot mark pages written after the oldest open transaction on the server (another
  // process's long write): then the lists still read the table, and the figures show it.
  const { rows: pages } = await sql<{ visible: string; total: string }>`
    SELECT SUM(relallvisible) AS visible, SUM(relpages) AS total FROM pg_class
    WHERE relnamespace = ${database.schema}::regnamespace AND relkind = 'r'`.execute(db);
  const share = Number(pages[0]!.visible) / Math.max(1, Number(pages[0]!.total));
  console.log(`(VACUUM after the bulk load: ${(share * 100).toFixed(0)} % of pages all-visible)`);
}

/** Waits until no background job is queued or running (at most `timeoutMs`). */
async function untilJobsSettle(database: DatabaseConfig, timeoutMs = 900_000) {
  const db = connect(database);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const open = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', ['queued', 'running'])
        // An inbox's next poll is always queued.
        .where('kind', '!=', 'mail-poll')
        .executeTakeFirstOrThrow();
      if (Number(open.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error(`background jobs still open after ${timeoutMs / 1000} s`);
  } finally {
    await db.destroy();
  }
}

/** On PostgreSQL a request's work is split between the server and the database's backends
 * (local processes): the server's CPU time then adds theirs, found by the connections'
 * application_name. A backend that ends during a measurement takes its time with it (the
 * pool keeps its connections while busy). */
function withBackendsCpu(url: string, applicationName: string) {
  return (server: ServerProcess): ServerProcess => ({
    ...server,
    async cpuMs() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
        [applicationName],
      );
      await client.end();
      let backends = 0;
      for (const { pid } of rows) {
        try {
          backends += cpuMsOf(pid);
        } catch {
          /* ended meanwhile */
        }
      }
      return (await server.cpuMs()) + backends;
    },
  });
}
