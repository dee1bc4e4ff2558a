import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HeaderLayout } from '@procure/extraction';
import { ExtractionError, type ExtractionRunner } from '@procure/extraction/isolated';
import type { Db } from '../db/connect';
import type { DocumentsRepository } from '../repositories/documents';
import type { InvoicesRepository } from '../repositories/invoices';
import type { InvoiceWordsRepository } from '../repositories/invoice-words';
import {
  readVendorLayout,
  saveVendorLayout,
  vendorLayoutKeys,
  type VendorIdentity,
} from '../repositories/vendor-layouts';
import type { StoredFields } from '../services/invoice-extraction';
import {
  learnableSource,
  readVendorOf,
  reviewedValues,
  vendorIdentity,
  type LearnLayoutPayload,
} from '../services/vendor-learning';
import type { JobHandler } from './worker';

type Learned = { identity: VendorIdentity; layout: HeaderLayout };

/**
 * Learns where a reviewed invoice prints its values (issue 23 §4) and stores it for its vendor.
 * The document is read again in the extraction runner's reader process with the reviewer's
 * values (ExtractOptions.learnFrom), on top of what was learned before, so a correction that
 * contradicts it replaces it; a scan is read from the words stored at its extraction, not
 * OCR'd again. The layout is written when the job is marked done, under every key of the
 * vendor as matched.
 */
export function learnLayoutJob(deps: {
  db: Db;
  invoices: InvoicesRepository;
  documents: DocumentsRepository;
  words: InvoiceWordsRepository;
  documentsDir: string;
  runner: ExtractionRunner;
  maxOcrPages: number;
}): JobHandler<LearnLayoutPayload, Learned | null> {
  return {
    async run({ invoice_id, picked }, { signal }) {
      const invoice = await deps.invoices.find(invoice_id);
      if (!invoice || !learnableSource(invoice.extraction_source)) return null;
      const fields = JSON.parse(invoice.fields) as StoredFields;
      const rows = (await deps.invoices.items([invoice_id])).get(invoice_id) ?? [];
      const values = reviewedValues(
        fields,
        rows.map((row) => JSON.parse(row.body) as StoredFields),
      );
      // The print of a value whose words the reviewer clicked is the one learned.
      if (picked) values.picked = picked;
      const identity = await vendorIdentity(deps.db, readVendorOf(fields), invoice.vendor_id);
      if (!Object.keys(values).length || !vendorLayoutKeys(identity).length) return null;
      const doc = await deps.documents.findByDocId(invoice.doc_id);
      if (!doc) return null;
      const bytes = await readFile(path.join(deps.documentsDir, doc.storage_path));
      const previous = await readVendorLayout(deps.db, identity);
      const ocrWords = (await deps.words.of(invoice_id)).map(({ text, page, box }) => ({
        text,
        page,
        ...box,
      }));
      try {
        const result = await deps.runner.extract(bytes, doc.content_type, {
          signal,
          maxOcrPages: deps.maxOcrPages,
          learnFrom: values,
          ...(previous ? { learned: previous } : {}),
          ...(ocrWords.length ? { ocrWords } : {}),
        });
        const layout = result.learned_layout;
        if (!layout) return null;
        // The name the vendor was read under, where a reviewer corrected it, finds it too.
        const aliases = [...(identity.aliases ?? []), layout.vendor_alias?.read];
        return { identity: { ...identity, aliases }, layout };
      } catch (error) {
        // A file that cannot be read again teaches nothing; the review stands.
        if (error instanceof ExtractionError) return null;
        throw error;
      }
    },
    async apply(trx, _payload, learned) {
      if (learned) await saveVendorLayout(trx, learned.identity, learned.layout);
    },
  };
}
