import { describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/jobs/handlers';
import { claimJob } from '../src/jobs/queue';
import { createWorker } from '../src/jobs/worker';
import { EXTRACT_INVOICE_JOB } from '../src/services/invoices';
import { signedInTestApp } from './helpers';
import { findInvoice, invoicePdf, sample, settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// An API-only process (no worker of its own), so the test decides who runs the job.
const server = signedInTestApp({ JOB_CONCURRENCY: '0' });

const quiet = { info() {}, warn() {}, error() {} };

describe(`invoice extraction across a restart on ${testEngine}`, () => {
  it('resumes a job whose worker died mid-extraction', { timeout: 120_000 }, async () => {
    const s = sample('en-stacked-gbp');
    const doc = await storeFile(server.app, server.auth, await invoicePdf(s), 'stacked.pdf');
    // A worker claims the job and dies before it ends: its claim runs out in 300 ms.
    const claimed = await claimJob(server.app.db, 'worker-that-died', [EXTRACT_INVOICE_JOB], 300);
    expect(claimed?.owner_id).toBe(doc.invoice_id);
    expect((await findInvoice(server.app, server.auth, doc.invoice_id!)).extraction_status).toBe(
      'processing',
    );

    // The restarted server's worker takes the job over once the claim has expired.
    const worker = createWorker({
      db: server.app.db,
      handlers: jobHandlers(server.app),
      concurrency: 1,
      leaseMs: 5000,
      pollMs: 50,
      log: quiet,
      id: 'worker-after-restart',
    });
    worker.start();
    try {
      const invoice = await settled(server.app, server.auth, doc.invoice_id!, 100_000);
      expect(invoice.extraction_status).toBe('extracted');
      expect(invoice.invoice_number).toBe(s.invoice_number);
      const job = await server.app.db
        .selectFrom('jobs')
        .select(['status', 'attempts', 'locked_by'])
        .where('id', '=', claimed!.id)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'succeeded', attempts: 2 });
    } finally {
      await worker.stop(2000);
    }
  });
});
