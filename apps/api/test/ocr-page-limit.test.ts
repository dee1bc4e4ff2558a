import { contract } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../../packages/extraction/test/helpers/hand-made-pdfs';
import { signedInTestApp } from './helpers';
import { settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// Issue 21: a long scan is read up to OCR_MAX_PAGES pages, and the invoice says what was left.

const server = signedInTestApp({ JOB_POLL_MS: '50', OCR_MAX_PAGES: '2' });

/** A scan of `count` pages: no text layer, so every page would go to OCR. */
function scannedPdf(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ');
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>';
  return Buffer.from(
    buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
      ...Array.from({ length: count }, () => page),
    ]),
  );
}

describe(`OCR page limit on ${testEngine}`, { timeout: 120_000 }, () => {
  it('names the pages past OCR_MAX_PAGES in the remarks and the history', async () => {
    const doc = await storeFile(server.app, server.auth, scannedPdf(5), 'long-scan.pdf');
    const invoice = await settled(server.app, server.auth, doc.invoice_id!);
    const note = 'Pages 3–5 were not read: OCR reads at most 2 scanned pages of a document';
    expect(invoice.remarks).toContain(note);
    expect(invoice.extraction_warnings).toContain(note);
    const response = await server.call('GET', `/api/v1/invoice/${doc.invoice_id}/history`);
    const { data } = contract.invoice.history.responses[200].parse(response.json());
    expect(data.events.some((event) => JSON.stringify(event).includes(note))).toBe(true);
  });
});
