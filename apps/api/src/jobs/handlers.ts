import type { FastifyInstance } from 'fastify';
import { createInvoiceWordsRepository } from '../repositories/invoice-words';
import { createInvoiceService, EXTRACT_INVOICE_JOB } from '../services/invoices';
import { LEARN_LAYOUT_JOB } from '../services/vendor-learning';
import { extractInvoiceJob } from './extract-invoice';
import { learnLayoutJob } from './learn-layout';
import { MAIL_POLL_JOB, mailIntakeDeps, mailPollJob } from './mail-poll';
import type { JobHandlers } from './worker';

/** Every kind of background job the server runs, by name. Invoice extraction and learning a
 * vendor's layout from a review run on the app's long-lived extraction threads (app.extraction,
 * see plugins/jobs.ts); the e-mail inbox's polls run where an inbox is configured. */
export function jobHandlers(app: FastifyInstance): JobHandlers {
  const { invoices, documents } = app.repos;
  const mail = mailIntakeDeps(app);
  const reading = {
    db: app.db,
    invoices,
    documents,
    documentsDir: app.config.documentsDir,
    runner: app.extraction,
    maxOcrPages: app.config.extraction.maxOcrPages,
  };
  return {
    ...(mail ? { [MAIL_POLL_JOB]: mailPollJob(mail) } : {}),
    [EXTRACT_INVOICE_JOB]: extractInvoiceJob({
      ...reading,
      service: createInvoiceService(invoices),
    }),
    [LEARN_LAYOUT_JOB]: learnLayoutJob({
      ...reading,
      words: createInvoiceWordsRepository(app.db),
    }),
  };
}
