import type { FastifyInstance } from 'fastify';
import { createInvoiceService, EXTRACT_INVOICE_JOB } from '../services/invoices';
import { extractInvoiceJob } from './extract-invoice';
import type { JobHandlers } from './worker';

/** Every kind of background job the server runs, by name. Invoice extraction runs on the app's
 * long-lived extraction threads (app.extraction, see plugins/jobs.ts). */
export function jobHandlers(app: FastifyInstance): JobHandlers {
  const { invoices, documents } = app.repos;
  return {
    [EXTRACT_INVOICE_JOB]: extractInvoiceJob({
      invoices,
      documents,
      service: createInvoiceService(invoices),
      documentsDir: app.config.documentsDir,
      runner: app.extraction,
    }),
  };
}
