import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { inTransaction, type Executor } from '../db/transaction';
import type { MailRepository } from '../repositories/mail';
import { pollInbox, type MailIntakeDeps, type PollSummary } from '../services/mail-intake';
import { enqueueJob } from './queue';
import type { JobHandler } from './worker';

export const MAIL_POLL_JOB = 'mail-poll';

/** The intake's dependencies from the app (null when no inbox is configured). */
export function mailIntakeDeps(app: FastifyInstance): MailIntakeDeps | null {
  const { config, repos } = app;
  if (!config.mail) return null;
  return {
    db: app.db,
    documents: repos.documents,
    invoices: repos.invoices,
    mail: repos.mail,
    config: config.mail,
    documentsDir: config.documentsDir,
    uploadLimitBytes: config.uploadLimitBytes,
    log: app.log,
    wake: () => app.jobs.wake(),
  };
}

/** The next poll, `delayMs` from now. One attempt each: a poll that fails (the server is down)
 * is recorded and the next one comes at the usual interval instead of a retry's back-off. */
const scheduleNext = (trx: Executor, delayMs: number) =>
  enqueueJob(trx, { kind: MAIL_POLL_JOB, payload: null, maxAttempts: 1, delayMs });

/** Polling is a chain of jobs, each queueing the next when it ends (done or failed), so it runs
 * wherever a worker runs, survives restarts and never runs twice at once in one chain. */
export function mailPollJob(deps: MailIntakeDeps): JobHandler<null, PollSummary> {
  const { mail, config } = deps;
  return {
    run: (_payload, { signal }) => pollInbox(deps, signal),
    async apply(trx, _payload, summary) {
      await mail.recordPoll(trx, summary.errors.length ? summary.errors.join('; ') : null);
      await scheduleNext(trx, summary.more ? 0 : config.pollMs);
    },
    async onFailure(trx, _payload, error, final) {
      await mail.recordPoll(trx, error);
      if (final) await scheduleNext(trx, config.pollMs);
    },
  };
}

/** Starts the chain when none is queued or running: at boot, under the inbox row's lock, so two
 * instances starting together start one chain. */
export async function ensureMailPolling(db: Db, mail: MailRepository): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await mail.lockInbox(trx);
    const live = await trx
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', MAIL_POLL_JOB)
      .where('status', 'in', ['queued', 'running'])
      .limit(1)
      .executeTakeFirst();
    if (live) return false;
    await scheduleNext(trx, 0);
    return true;
  });
}
