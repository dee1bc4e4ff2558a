import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { engineOf, nowIso } from '../db/dialect';
import type { Database, JobRow, JobsTable } from '../db/schema';
import type { Executor } from '../db/transaction';

/** The jobs table's rules, in SQL. A job is claimed by one worker at a time:
 * - a claim is one conditional UPDATE of a due job (queued and due, or running with an
 *   expired claim), chosen fairly between uploaders (see claimJob), so two workers can never
 *   both win it; on PostgreSQL the candidate row is picked with FOR UPDATE SKIP LOCKED so
 *   concurrent claimers pass over each other's rows instead of queueing on them; SQLite
 *   serializes writers, so the UPDATE alone is atomic;
 * - every later write (heartbeat, success, failure) is conditional on still holding the claim,
 *   so a worker that lost it (it stalled past its lease and another worker took the job over)
 *   changes nothing. */

export type NewJob = {
  kind: string;
  payload: unknown;
  owner?: { type: string; id: number };
  maxAttempts?: number;
  /** Not before this many milliseconds from now (a recurring job's next run). */
  delayMs?: number;
};

export const DEFAULT_MAX_ATTEMPTS = 3;

/** Back-off before attempt n+1: 5 s, 10 s, 20 s … capped at 10 minutes. */
export const retryDelayMs = (attempts: number, baseMs = 5000) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 10 * 60_000);

/** Enqueues inside the caller's transaction, so the job exists exactly when the row that
 * needs it does. */
export async function enqueueJob(trx: Executor, job: NewJob): Promise<number> {
  const now = nowIso();
  const row = await trx
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? null),
      owner_type: job.owner?.type ?? null,
      owner_id: job.owner?.id ?? null,
      status: 'queued',
      attempts: 0,
      max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      run_at: job.delayMs ? nowIso(job.delayMs) : now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How far back a job served counts against its uploader's turn (see claimJob). */
export const FAIR_SHARE_WINDOW_MS = 60 * 60_000;

/** Due: queued and its time has come, or running with a claim that ran out (its worker died). */
const due = (eb: ExpressionBuilder<Database & { j: JobsTable }, 'j'>, kinds: readonly string[]) => {
  const now = nowIso();
  return eb.and([
    eb('j.kind', 'in', kinds),
    eb.or([
      eb.and([eb('j.status', '=', 'queued'), eb('j.run_at', '<=', now)]),
      eb.and([eb('j.status', '=', 'running'), eb('j.locked_until', '<', now)]),
    ]),
  ]);
};

/** Jobs with the user whose turn they take: an invoice's jobs are its uploader's; jobs of any
 * other row share one turn (0). */
const jobsWithUploader = (db: Db) =>
  db
    .selectFrom('jobs as j')
    .leftJoin('invoices as i', (join) =>
      join.onRef('i.id', '=', 'j.owner_id').on('j.owner_type', '=', 'invoice'),
    );
const uploader = sql<number>`coalesce(i.created_by, 0)`;

/**
 * Claims a due job of the given kinds for `workerId`, or answers undefined. Fair between
 * uploaders: each uploader's oldest due job is a candidate, and the uploader with the fewest
 * jobs running or served within the last hour goes first (ties: the older job), so one
 * person's batch of fifty scans cannot keep another's single invoice waiting behind all of
 * them, nor hold every job slot. Within one uploader the order stays first come, first served.
 * The claim itself is one conditional UPDATE of the chosen job (still due), so two workers can
 * never both win it; on PostgreSQL the row is picked FOR UPDATE SKIP LOCKED, and a candidate
 * another worker took meanwhile is passed over for the next.
 */
export async function claimJob(
  db: Db,
  workerId: string,
  kinds: readonly string[],
  leaseMs: number,
): Promise<JobRow | undefined> {
  if (!kinds.length) return undefined;
  const heads = await jobsWithUploader(db)
    .select([uploader.as('uploader'), (eb) => eb.fn.min('j.id').as('id')])
    .where((eb) => due(eb, kinds))
    .groupBy(uploader)
    .execute();
  if (heads.length > 1) {
    const since = nowIso(-FAIR_SHARE_WINDOW_MS);
    const served = await jobsWithUploader(db)
      .select([uploader.as('uploader'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('j.kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb('j.status', '=', 'running'),
          eb.and([eb('j.status', 'in', ['succeeded', 'failed']), eb('j.run_at', '>=', since)]),
        ]),
      )
      .groupBy(uploader)
      .execute();

    const share = new Map(served.map((r) => [Number(r.uploader), Number(r.n)]));
    const turn = (h: { uploader: number }) => share.get(Number(h.uploader)) ?? 0;
    heads.sort((a, b) => turn(a) - turn(b) || Number(a.id) - Number(b.id));
  }
  for (const head of heads) {
    const claimed = await claimIfDue(db, Number(head.id), workerId, kinds, leaseMs);
    if (claimed) return claimed;
  }
  return undefined;
}

/** Takes the job when it is still due (another worker may have taken it since it was read). */
function claimIfDue(
  db: Db,
  id: number,
  workerId: string,
  kinds: readonly string[],
  leaseMs: number,
): Promise<JobRow | undefined> {
  const still = db
    .selectFrom('jobs as j')
    .select('j.id')
    .where('j.id', '=', id)
    .where((eb) => due(eb, kinds));
  const candidate = engineOf(db) === 'postgres' ? still.forUpdate().skipLocked() : still;
  return db
    .updateTable('jobs')
    .set({
      status: 'running',
      locked_by: workerId,
      locked_until: nowIso(leaseMs),
      attempts: sql<number>`attempts + 1`,
      updated_at: nowIso(),
    })
    .where('id', '=', candidate)
    .returningAll()
    .executeTakeFirst();
}

/** Holding the claim: the job is running and this worker's. */
const held = (trx: Executor, jobId: number, workerId: string) =>
  trx
    .updateTable('jobs')
    .where('id', '=', jobId)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running');

/** Extends the claim; false when it was lost. */
export async function heartbeat(db: Db, jobId: number, workerId: string, leaseMs: number) {
  const result = await held(db, jobId, workerId)
    .set({ locked_until: nowIso(leaseMs), updated_at: nowIso() })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the job done inside the caller's transaction; false when the claim was lost, in which
 * case the caller must roll back whatever else it wrote. */
export async function markSucceeded(
  trx: Executor,
  jobId: number,
  workerId: string,
  result: unknown,
) {
  const now = nowIso();
  const outcome = await held(trx, jobId, workerId)
    .set({
      status: 'succeeded',
      result: JSON.stringify(result ?? null),
      last_error: null,
      locked_by: null,
      locked_until: null,
      updated_at: now,
    })
    .executeTakeFirst();
  return Number(outcome.numUpdatedRows) === 1;
}

/** Records a failed attempt: queued again after a back-off while attempts remain, else failed
 * for good. Answers what happened, or 'lost' when the claim was no longer this worker's. */
export async function markFailed(
  trx: Executor,
  job: Pick<JobRow, 'id' | 'attempts' | 'max_attempts'>,
  workerId: string,
  error: string,
  retryBaseMs?: number,
): Promise<'retry' | 'failed' | 'lost'> {
  const final = job.attempts >= job.max_attempts;
  const now = nowIso();
  const outcome = await held(trx, job.id, workerId)
    .set({
      status: final ? 'failed' : 'queued',
      run_at: final ? now : nowIso(retryDelayMs(job.attempts, retryBaseMs)),
      last_error: error.slice(0, 2000),
      locked_by: null,
      locked_until: null,
      updated_at: now,
    })
    .executeTakeFirst();
  if (Number(outcome.numUpdatedRows) !== 1) return 'lost';
  return final ? 'failed' : 'retry';
}

/** The jobs of one row, newest first, for its screen. */
export function jobsOf(db: Db, ownerType: string, ownerId: number) {
  return db
    .selectFrom('jobs')
    .select([
      'id',
      'kind',
      'status',
      'attempts',
      'max_attempts',
      'run_at',
      'last_error',
      'created_at',
      'updated_at',
    ])
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .orderBy('id', 'desc')
    .execute();
}
