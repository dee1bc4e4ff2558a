import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';
import { describe, expect, it } from 'vitest';
import { extractInvoice, extractInvoiceIsolated, ExtractionError } from '../src/index.js';
import { blankPdf } from './helpers/hand-made-pdfs.js';

async function codeOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return (error as ExtractionError).code;
}

describe('extractInvoiceIsolated', () => {
  it('answers what extractInvoice answers, from a worker thread', { timeout: 60_000 }, async () => {
    const pdf = await renderInvoicePdf(sampleInvoices()[0]!);
    const [isolated, direct] = await Promise.all([
      extractInvoiceIsolated(pdf, 'application/pdf'),
      extractInvoice(pdf, 'application/pdf'),
    ]);
    expect(isolated.fields).toEqual(direct.fields);
    expect(isolated.line_items).toEqual(direct.line_items);
    // The caller's bytes are copied, not moved into the worker.
    expect(pdf.byteLength).toBeGreaterThan(0);
  });

  it('keeps the typed error of a bad file', { timeout: 30_000 }, async () => {
    expect(await codeOf(extractInvoiceIsolated(new Uint8Array(), 'application/pdf'))).toBe('empty');
  });

  it('kills the work at the hard limit and answers timeout', { timeout: 30_000 }, async () => {
    // A page without text goes to OCR, which takes seconds; a 50 ms limit must cut it off.
    expect(
      await codeOf(extractInvoiceIsolated(blankPdf(), 'application/pdf', { timeoutMs: 50 })),
    ).toBe('timeout');
  });
});
