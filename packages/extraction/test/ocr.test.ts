import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';
import { afterAll, describe, expect, it } from 'vitest';
import { extractInvoice, terminateOcr } from '../src/index.js';
import { openPdf } from '../src/pdf/pdfjs.js';
import { renderPageToPng } from '../src/pdf/render-page.js';
import { blankPdf } from './helpers/hand-made-pdfs.js';

afterAll(async () => {
  await terminateOcr();
});

/** A generated invoice rasterized like a scan (150 dpi PNG, no text layer). */
async function invoicePng(id: string): Promise<Uint8Array> {
  const sample = sampleInvoices().find((s) => s.id === id)!;
  const doc = await openPdf(await renderInvoicePdf(sample));
  const { png } = await renderPageToPng(await doc.getPage(1), 150);
  await doc.destroy();
  return png;
}

describe('OCR', () => {
  it('reads a generated invoice image offline', { timeout: 150_000 }, async () => {
    const sample = sampleInvoices().find((s) => s.id === 'en-classic-usd')!;
    // A shared machine may be slow: the page timeout is not what this test is about.
    const result = await extractInvoice(await invoicePng(sample.id), 'image/png', {
      timeoutMsPerPage: 120_000,
    });
    expect(result.source).toBe('ocr');
    expect(result.fields.invoice_number?.value).toBe(sample.invoice_number);
    expect(result.fields.invoice_date?.value).toBe(sample.invoice_date);
    expect(result.fields.total_amount?.value).toBe(sample.total_amount);
    expect(result.fields.currency?.value).toBe('USD');
    expect(result.fields.total_amount?.source).toBe('ocr');
    expect(result.timings.ocr_ms).toBeGreaterThan(0);
    // The words it read come back for the viewer, in the field boxes' space (image pixels):
    // the invoice number's word sits in its field's box.
    expect(result.words.length).toBeGreaterThan(30);
    expect(result.words.every((word) => word.page === 1 && word.text)).toBe(true);
    const box = result.fields.invoice_number!.box!;
    const word = result.words.find((w) => w.text === sample.invoice_number)!;
    expect(word.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(word.x + word.width).toBeLessThanOrEqual(box.x + box.width + 1);
  });

  it('sends a PDF page without a text layer to OCR', { timeout: 60_000 }, async () => {
    const result = await extractInvoice(blankPdf(), 'application/pdf');
    expect(result.source).toBe('ocr');
    expect(result.fields.invoice_number).toBeNull();
    expect(result.warnings.join(' ')).toMatch(/no text/i);
    expect(result.words).toEqual([]);
  });

  it('hands back no words for a page read from its text layer (the viewer has them)', async () => {
    const sample = sampleInvoices().find((s) => s.id === 'en-classic-usd')!;
    const result = await extractInvoice(await renderInvoicePdf(sample), 'application/pdf');
    expect(result.source).toBe('text');
    expect(result.words).toEqual([]);
  });
});
