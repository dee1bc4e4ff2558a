import type { LayoutInvoice } from '@procure/fixtures/layouts';
import { expect } from 'vitest';
import type { ExtractionResult } from '../../src/index.js';
import { openPdf } from '../../src/pdf/pdfjs.js';
import { readTextTokens } from '../../src/pdf/text-layer.js';
import type { Token } from '../../src/types.js';

/** The text layer's tokens of each page of a PDF, as the extractor reads them. */
export async function pageTokens(bytes: Uint8Array): Promise<Token[][]> {
  const doc = await openPdf(bytes);
  const pages: Token[][] = [];
  for (let n = 1; n <= doc.numPages; n += 1)
    pages.push(await readTextTokens(await doc.getPage(n), n));
  await doc.destroy();
  return pages;
}

const cents = (values: number[]): number[] =>
  values.map((v) => Math.round(v * 100)).sort((a, b) => a - b);

/** The printed invoice's number, total and line amounts came out as printed. */
export function expectReadAsPrinted(
  result: ExtractionResult,
  invoice: LayoutInvoice,
  name?: string,
): void {
  expect(result.fields.invoice_number?.value, name).toBe(invoice.invoice_number);
  expect(result.fields.total_amount?.value, name).toBe(invoice.total_amount);
  const found = cents(result.line_items.map((l) => Number(l.amount?.value ?? NaN)));
  expect(found, name).toEqual(cents(invoice.lines.map((l) => l.amount)));
}

/** Page 1's text layer was judged unreadable and the page read by OCR, as printed. */
export function expectReadByOcr(result: ExtractionResult, invoice: LayoutInvoice): void {
  expect(result.source).toBe('ocr');
  expect(result.warnings).toContain(
    'Page 1: the text layer cannot be read (fonts without a text map); read by OCR',
  );
  expectReadAsPrinted(result, invoice);
}
