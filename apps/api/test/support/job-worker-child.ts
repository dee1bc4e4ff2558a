import { connect } from '../../src/db/connect';
import type { DatabaseConfig } from '../../src/config';
import { createWorker } from '../../src/jobs/worker';
import { testJobHandlers } from './test-job-handlers';

/** A worker in a process of its own, for the test that kills a worker mid-job with SIGKILL.
 * argv: the database config as JSON, the lease in ms. */
const database = JSON.parse(process.argv[2]!) as DatabaseConfig;
const leaseMs = Number(process.argv[3]);
const quiet = { info() {}, warn() {}, error() {} };
const worker = createWorker({
  db: connect(database),
  handlers: testJobHandlers('child'),
  concurrency: 1,
  leaseMs,
  pollMs: 20,
  log: quiet,
  id: 'child',
});
worker.start();
process.stdout.write('ready\n');
