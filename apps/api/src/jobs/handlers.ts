import type { FastifyInstance } from 'fastify';
import { createInvoiceService, EXTRACT_INVOICE_JOB } from '../services/invoices';
import { extractInvoiceJob } from './extract-invoice';
import { MAIL_POLL_JOB, mailIntakeDeps, mailPollJob } from './mail-poll';
import type { JobHandlers } from './worker';

/** Every kind of background job the server runs, by name. Invoice extraction runs on the app's
 * long-lived extraction threads (app.extraction, see plugins/jobs.ts); the e-mail inbox's polls
 * run where an inbox is configured. */
export function jobHandlers(app: FastifyInstance): JobHandlers {
  const { invoices, documents } = app.repos;
  const mail = mailIntakeDeps(app);
  return {
    ...(mail ? { [MAIL_POLL_JOB]: mailPollJob(mail) } : {}),
    [EXTRACT_INVOICE_JOB]: extractInvoiceJob({
      invoices,
      documents,
      service: createInvoiceService(invoices),
      documentsDir: app.config.documentsDir,
      runner: app.extraction,
      maxOcrPages: app.config.extraction.maxOcrPages,
    }),
  };
}
