import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { JobViewSchema } from '@procure/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../src/config';
import { connect, type Db } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { inTransaction } from '../src/db/transaction';
import { enqueueJob, retryDelayMs } from '../src/jobs/queue';
import { createWorker, type Worker } from '../src/jobs/worker';
import { bearer, createTestApp, signIn } from './helpers';
import { EFFECTS_TABLE_SQL, testJobHandlers } from './support/test-job-handlers';
import { openTestDatabase, testEngine } from './test-database';

const quiet = { info() {}, warn() {}, error() {} };
let config: DatabaseConfig;
let db: Db;
let close: () => Promise<void>;
const workers: Worker[] = [];
const extraDbs: Db[] = [];

beforeAll(async () => {
  ({ config, db, close } = await openTestDatabase());
  await migrate(db, config);
  await EFFECTS_TABLE_SQL.execute(db);
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop(2000)));
  await Promise.all(extraDbs.map((d) => d.destroy()));
  await close();
});

/** A worker on a connection (a pool, on PostgreSQL) of its own, as another API process has. */
function startWorker(name: string, runs: number[] = [], leaseMs = 5000) {
  const own = connect(config);
  extraDbs.push(own);
  const worker = createWorker({
    db: own,
    handlers: testJobHandlers(name, runs),
    concurrency: 2,
    leaseMs,
    pollMs: 20,
    retryBaseMs: 50,
    log: quiet,
    id: name,
  });
  workers.push(worker);
  worker.start();
  return worker;
}

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const jobRow = (id: number) =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const effectsOf = async (ids: number[]) =>
  (
    await sql<{ job_id: number; worker: string; note: string }>`
      SELECT job_id, worker, note FROM test_job_effects`.execute(db)
  ).rows.filter((r) => ids.includes(Number(r.job_id)));

describe(`background jobs on ${testEngine}`, () => {
  it('runs each of 50 jobs exactly once with two workers on one database', async () => {
    const ids = await inTransaction(db, async (trx) => {
      const made: number[] = [];
      for (let i = 0; i < 50; i += 1)
        made.push(await enqueueJob(trx, { kind: 'test.effect', payload: { ms: i % 7 } }));
      return made;
    });
    const runsA: number[] = [];
    const runsB: number[] = [];
    const pair = [startWorker('a', runsA), startWorker('b', runsB)];
    await until(async () =>
      (await db.selectFrom('jobs').select('status').where('id', 'in', ids).execute()).every(
        (j) => j.status === 'succeeded',
      ),
    );
    await Promise.all(pair.map((w) => w.stop()));
    const effects = await effectsOf(ids);
    expect(effects).toHaveLength(50);
    expect(new Set(effects.map((e) => Number(e.job_id))).size).toBe(50);
    expect([...runsA, ...runsB].sort((x, y) => x - y)).toEqual(ids);
    expect(runsA.length).toBeGreaterThan(0);
    expect(runsB.length).toBeGreaterThan(0);
  });

  it('finishes a job once when the worker running it is killed mid-job', async () => {
    const leaseMs = 1000;
    const id = await inTransaction(db, (trx) =>
      enqueueJob(trx, { kind: 'test.slow', payload: { ms: 60_000 } }),
    );
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./support/job-worker-child.ts', import.meta.url)),
        JSON.stringify(config),
        String(leaseMs),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(async () => output.includes(`started ${id}`));
    expect((await jobRow(id)).locked_by).toBe('child');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    // The survivor takes the job over once the dead worker's lease has run out.
    const survivor = startWorker('survivor', [], leaseMs);
    await until(async () => (await jobRow(id)).status === 'succeeded');
    await survivor.stop();
    const job = await jobRow(id);
    expect(job.attempts).toBe(2);
    expect(await effectsOf([id])).toEqual([expect.objectContaining({ note: 'done' })]);
    expect((await effectsOf([id]))[0]!.worker).not.toBe('child');
  });

  it('retries with back-off and gives up after the last attempt', async () => {
    const [recovers, never] = await inTransaction(db, async (trx) => [
      await enqueueJob(trx, { kind: 'test.flaky', payload: { succeedOn: 2 }, maxAttempts: 3 }),
      await enqueueJob(trx, { kind: 'test.flaky', payload: { succeedOn: 9 }, maxAttempts: 2 }),
    ]);
    const worker = startWorker('retrier');
    await until(async () => (await jobRow(recovers!)).status === 'succeeded');
    await until(async () => (await jobRow(never!)).status === 'failed');
    await worker.stop();
    expect((await jobRow(recovers!)).attempts).toBe(2);
    expect((await effectsOf([recovers!])).map((e) => e.note)).toEqual([
      'retry: attempt 1 failed',
      'done',
    ]);
    const failed = await jobRow(never!);
    expect(failed).toMatchObject({ attempts: 2, last_error: 'attempt 2 failed' });
    expect((await effectsOf([never!])).map((e) => e.note)).toEqual([
      'retry: attempt 1 failed',
      'final: attempt 2 failed',
    ]);
  });

  it('backs off exponentially, capped at ten minutes', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n))).toEqual([5000, 10_000, 20_000]);
    expect(retryDelayMs(30)).toBe(600_000);
  });
});

describe('job state through the API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists a row's jobs with their state, and checks its query", async () => {
    await inTransaction(t.app.db, (trx) =>
      enqueueJob(trx, { kind: 'no.handler', payload: {}, owner: { type: 'invoice', id: 7 } }),
    );
    const auth = bearer(await signIn(t.app));
    const answer = await t.app.inject({
      url: '/api/v1/jobs?owner_type=invoice&owner_id=7',
      headers: auth,
    });
    expect(answer.statusCode).toBe(200);
    const jobs = JobViewSchema.array().parse(answer.json().data);
    expect(jobs).toEqual([expect.objectContaining({ kind: 'no.handler', status: 'queued' })]);
    const bad = await t.app.inject({ url: '/api/v1/jobs?owner_type=invoice', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('query.owner_id');
  });
});
