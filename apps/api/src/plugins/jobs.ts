import fp from 'fastify-plugin';
import { jobHandlers } from '../jobs/handlers';
import { createWorker, type Worker } from '../jobs/worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Worker;
  }
}

/** This process's background worker: it starts when the server is ready and stops (finishing
 * running jobs, bounded) when it closes. JOB_CONCURRENCY=0 makes an API-only process. */
export const jobsPlugin = fp(
  async (app) => {
    const { jobs } = app.config;
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
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'jobs', dependencies: ['database', 'repositories'] },
);
