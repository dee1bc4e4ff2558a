import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ExtractionError, type ExtractionRunner } from '@procure/extraction/isolated';
import type { Db } from '../db/connect';
import type { DocumentsRepository } from '../repositories/documents';
import type { InvoicesRepository } from '../repositories/invoices';
import type { ExtractionAnswer } from '../services/invoice-extraction';
import type { ExtractInvoicePayload, InvoiceService } from '../services/invoices';
import { layoutForReading } from '../services/vendor-learning';
import type { JobHandler } from './worker';

/** Reads an invoice's stored file in the extraction runner's reader process (off the request
 * path, killed at its hard limit; the reader and its OCR worker stay warm between documents),
 * again with its vendor's learned layout when one is stored (issue 23 §4), and writes fields,
 * lines, links and status when the job is marked done. A file the engine cannot read is an
 * answer (`failed`, not retried); anything else (the file is missing, the database went away,
 * the server is closing) fails the attempt and the queue retries it. A job whose claim is lost
 * has its extraction ended. */
export function extractInvoiceJob(deps: {
  db: Db;
  invoices: InvoicesRepository;
  documents: DocumentsRepository;
  service: InvoiceService;
  documentsDir: string;
  runner: ExtractionRunner;
  /** Scanned pages OCR'd per document (OCR_MAX_PAGES); the rest are named in the remarks. */
  maxOcrPages: number;
}): JobHandler<ExtractInvoicePayload, ExtractionAnswer | null> {
  return {
    async run({ invoice_id }, { signal }) {
      const invoice = await deps.invoices.find(invoice_id);
      if (!invoice) return null;
      const doc = await deps.documents.findByDocId(invoice.doc_id);
      if (!doc) return { ok: false, code: 'missing', message: 'The stored file is missing' };
      const bytes = await readFile(path.join(deps.documentsDir, doc.storage_path));
      try {
        const { maxOcrPages } = deps;
        const first = await deps.runner.extract(bytes, doc.content_type, { signal, maxOcrPages });
        // The vendor is known only once the page is read: with a layout learned for it, the
        // page is read again there first (a scan from the words just read, not OCR'd again).
        const learned = await layoutForReading(deps.db, first);
        if (!learned) return { ok: true, result: first };
        const result = await deps.runner.extract(bytes, doc.content_type, {
          signal,
          maxOcrPages,
          learned,
          ...(first.words.length ? { ocrWords: first.words } : {}),
        });
        return { ok: true, result };
      } catch (error) {
        if (error instanceof ExtractionError)
          return { ok: false, code: error.code, message: error.message };
        throw error;
      }
    },
    // The job row keeps the reading without its words (thousands for a scan), only how many:
    // the invoice stores them (invoice_words).
    record(answer) {
      if (!answer?.ok) return answer;
      const { words, ...result } = answer.result;
      return { ...answer, result: { ...result, word_count: words.length } };
    },
    async apply(trx, { invoice_id }, answer) {
      if (answer) await deps.service.applyExtraction(trx, invoice_id, answer);
    },
    async onFailure(trx, { invoice_id }, error, final) {
      if (final) await deps.service.failExtraction(trx, invoice_id, error);
    },
  };
}
