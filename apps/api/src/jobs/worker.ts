import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, JobRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { claimJob, heartbeat, markFailed, markSucceeded } from './queue';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What a kind of job does. `run` does the slow work (it may take minutes and must not write
 * what has to happen once); `apply` writes its outcome in the same transaction that marks the
 * job done, so the outcome is stored exactly once even when a worker dies mid-job and another
 * runs it again. `onFailure` records a failure on the owning row (`final` when no retry is
 * left), in the transaction that records it on the job. */
export type JobHandler<P = unknown, R = unknown> = {
  run(payload: P, context: { signal: AbortSignal; job: JobRow }): Promise<R>;
  apply?(trx: Transaction<Database>, payload: P, result: R, job: JobRow): Promise<void>;
  /** What of the result the job row keeps (default: all of it); `apply` gets it whole. */
  record?(result: R): unknown;
  onFailure?(
    trx: Transaction<Database>,
    payload: P,
    error: string,
    final: boolean,
    job: JobRow,
  ): Promise<void>;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of differing payloads
export type JobHandlers = Record<string, JobHandler<any, any>>;

export type WorkerOptions = {
  db: Db;
  handlers: JobHandlers;
  /** Jobs run at once by this worker. */
  concurrency: number;
  /** How long a claim holds without a heartbeat; heartbeats come every third of it. */
  leaseMs: number;
  /** How long an idle slot waits before looking again (wake() cuts it short). */
  pollMs: number;
  log: Log;
  retryBaseMs?: number;
  id?: string;
};

class LeaseLost extends Error {}

/** Runs jobs from the jobs table until stopped. Several workers, in one process or many, on one
 * SQLite file or one PostgreSQL database, share the table safely (see queue.ts). */
export function createWorker(options: WorkerOptions) {
  const id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const kinds = Object.keys(options.handlers);
  const { db, log } = options;
  let stopping = false;
  let wakeIdle: (() => void)[] = [];
  const running = new Set<Promise<void>>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeIdle = wakeIdle.filter((w) => w !== done);
        resolve();
      }
      wakeIdle.push(done);
    });

  async function runOne(job: JobRow) {
    const handler = options.handlers[job.kind]!;
    const payload: unknown = JSON.parse(job.payload);
    const controller = new AbortController();
    const beat = setInterval(
      () => {
        heartbeat(db, job.id, id, options.leaseMs).then(
          (ok) => ok || controller.abort(new LeaseLost('claim lost')),
          (error: unknown) => log.warn({ err: error, job: job.id }, 'job heartbeat failed'),
        );
      },
      Math.max(50, Math.floor(options.leaseMs / 3)),
    );
    try {
      if (job.attempts > job.max_attempts)
        throw new Error(
          `Gave up after ${job.max_attempts} attempts: the worker stopped responding`,
        );
      const result = await handler.run(payload, { signal: controller.signal, job });
      await inTransaction(db, async (trx) => {
        const kept = handler.record ? handler.record(result) : result;
        if (!(await markSucceeded(trx, job.id, id, kept))) throw new LeaseLost('claim lost');
        await handler.apply?.(trx, payload, result, job);
      });
    } catch (error) {
      if (error instanceof LeaseLost || controller.signal.aborted) {
        log.warn({ job: job.id, kind: job.kind }, 'job claim lost; another worker has it');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      await inTransaction(db, async (trx) => {
        const outcome = await markFailed(trx, job, id, message, options.retryBaseMs);
        if (outcome === 'lost') return;
        await handler.onFailure?.(trx, payload, message, outcome === 'failed', job);
        log.warn({ job: job.id, kind: job.kind, outcome, error: message }, 'job failed');
      }).catch((e: unknown) => log.error({ err: e, job: job.id }, 'could not record job failure'));
    } finally {
      clearInterval(beat);
    }
  }

  async function slot() {
    let idle = 0;
    while (!stopping) {
      let job: JobRow | undefined;
      try {
        job = await claimJob(db, id, kinds, options.leaseMs);
      } catch (error) {
        log.error({ err: error }, 'job claim failed');
      }
      if (!job) {
        // Idle slots back off to four times the poll interval; wake() brings them back.
        idle = Math.min(idle + 1, 4);
        await sleep(options.pollMs * idle);
        continue;
      }
      idle = 0;
      const work = runOne(job);
      running.add(work);
      await work;
      running.delete(work);
    }
  }

  let slots: Promise<void>[] = [];
  return {
    id,
    start() {
      if (slots.length || !kinds.length) return;
      stopping = false;
      slots = Array.from({ length: options.concurrency }, () => slot());
    },
    /** Look for work now (after enqueueing in this process). */
    wake() {
      for (const w of [...wakeIdle]) w();
    },
    /** Stops claiming and waits up to `graceMs` for running jobs; a job still running then
     * keeps its claim until the lease runs out, and another worker takes it over. */
    async stop(graceMs = 10_000) {
      stopping = true;
      for (const w of [...wakeIdle]) w();
      await Promise.race([
        Promise.all(slots),
        new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
      ]);
      slots = [];
    },
    runningCount: () => running.size,
  };
}
export type Worker = ReturnType<typeof createWorker>;
