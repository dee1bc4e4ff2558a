import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { JobHandlers } from '../../src/jobs/worker';

/** Job kinds for the queue tests. Each outcome is written by `apply` (or `onFailure`) into
 * test_job_effects, so a test can count how many times a job's effect was stored. */
export const EFFECTS_TABLE_SQL = sql`CREATE TABLE test_job_effects (
  job_id INTEGER NOT NULL, worker TEXT NOT NULL, note TEXT NOT NULL)`;

export function testJobHandlers(workerName: string, runs: number[] = []): JobHandlers {
  const record = (note: string) => ({
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test table is untyped
    async apply(trx: any, _payload: unknown, _result: unknown, job: { id: number }) {
      await sql`INSERT INTO test_job_effects (job_id, worker, note)
        VALUES (${job.id}, ${workerName}, ${note})`.execute(trx);
    },
  });
  return {
    'test.effect': {
      async run(payload: { ms: number }, { job }) {
        runs.push(job.id);
        await sleep(payload.ms);
      },
      ...record('done'),
    },
    /** The first attempt hangs (its worker is killed meanwhile); a retry finishes at once. */
    'test.slow': {
      async run(payload: { ms: number }, { job, signal }) {
        runs.push(job.id);
        if (job.attempts === 1) {
          process.stdout.write(`started ${job.id}\n`);
          await sleep(payload.ms, undefined, { signal });
        }
      },
      ...record('done'),
    },
    /** Fails until its attempt number reaches `succeedOn`. */
    'test.flaky': {
      async run(payload: { succeedOn: number }, { job }) {
        runs.push(job.id);
        if (job.attempts < payload.succeedOn) throw new Error(`attempt ${job.attempts} failed`);
      },
      ...record('done'),
      async onFailure(trx, _payload, error, final, job) {
        await sql`INSERT INTO test_job_effects (job_id, worker, note)
          VALUES (${job.id}, ${workerName}, ${`${final ? 'final' : 'retry'}: ${error}`})`.execute(
          trx,
        );
      },
    },
  };
}
