import { createExtractionRunner, type ExtractionRunner } from '@procure/extraction/isolated';
import fp from 'fastify-plugin';
import { jobHandlers } from '../jobs/handlers';
import { createWorker, type Worker } from '../jobs/worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Worker;
    /** Invoice extraction's reader processes (one per job slot), kept warm between documents. */
    extraction: ExtractionRunner;
  }
}

const STOP_GRACE_MS = 5000;

/** This process's background worker: it starts when the server is ready and stops (finishing
 * running jobs, bounded) when it closes. JOB_CONCURRENCY=0 makes an API-only process. */
export const jobsPlugin = fp(
  async (app) => {
    const { jobs } = app.config;
    // A thread per job slot, started on first use (an API-only process starts none), ended
    // after 15 s idle; a thread that crashes or passes a document's limit is replaced.
    const extraction = createExtractionRunner({ threads: Math.max(1, jobs.concurrency) });
    app.decorate('extraction', extraction);
    const worker = createWorker({
      db: app.db,
      handlers: jobHandlers(app),
      concurrency: jobs.concurrency,
      leaseMs: jobs.leaseMs,
      pollMs: jobs.pollMs,
      log: app.log,
    });
    app.decorate('jobs', worker);
    app.addHook('onReady', async () => worker.start());
    // Within Fastify's plugin timeout (10 s), or the close itself fails; a job still running
    // then keeps its claim until the lease ends and a worker takes it over (an invoice
    // extraction can take longer than this on a busy machine).
    app.addHook('preClose', async () => worker.stop(STOP_GRACE_MS));
    // Then the extraction threads end (a job still running is rejected and retried later).
    app.addHook('onClose', async () => extraction.close());
  },
  { name: 'jobs', dependencies: ['database', 'repositories'] },
);
