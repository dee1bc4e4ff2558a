import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';
import { afterAll, describe, expect, it } from 'vitest';
import { extractInvoice, terminateOcr } from '../src/index.js';
import { ocrWorkerReady, ocrWorkerStarts } from '../src/ocr/tesseract.js';
import { openPdf } from '../src/pdf/pdfjs.js';
import { renderPageToPng } from '../src/pdf/render-page.js';

afterAll(async () => {
  await terminateOcr();
});

describe('OCR worker', () => {
  it(
    'is started before a page is timed, once, and reads codes without word lists',
    { timeout: 150_000 },
    async () => {
      const sample = sampleInvoices().find((s) => s.id === 'en-classic-usd')!;
      const doc = await openPdf(await renderInvoicePdf(sample));
      const { png } = await renderPageToPng(await doc.getPage(1), 150);
      await doc.destroy();

      await terminateOcr();
      const starts = ocrWorkerStarts();
      await ocrWorkerReady(['eng']);
      expect(ocrWorkerStarts()).toBe(starts + 1);
      // The page is read by that worker (its limit counts from here): no second start.
      const result = await extractInvoice(png, 'image/png', { timeoutMsPerPage: 120_000 });
      expect(ocrWorkerStarts()).toBe(starts + 1);
      // Not dictionary words: an invoice number, a date and an amount read exactly.
      expect(result.fields.invoice_number?.value).toBe(sample.invoice_number);
      expect(result.fields.invoice_date?.value).toBe(sample.invoice_date);
      expect(result.fields.total_amount?.value).toBe(sample.total_amount);
    },
  );
});
