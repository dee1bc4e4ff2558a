import { createCanvas } from '@napi-rs/canvas';
import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';
import { BASELINE_TRAITS, layoutOfSample, renderLayoutPdf } from '@procure/fixtures/layouts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { extractInvoice, terminateOcr } from '../src/index.js';
import { unreadImageRegions } from '../src/pdf/image-regions.js';
import { openPdf } from '../src/pdf/pdfjs.js';
import { renderPageToPng } from '../src/pdf/render-page.js';
import { readTextTokens } from '../src/pdf/text-layer.js';

afterAll(async () => {
  await terminateOcr();
});

const cents = (values: number[]): number[] =>
  values.map((v) => Math.round(v * 100)).sort((a, b) => a - b);

/** A page with a line of text and a grey image of the given size (points) under it. */
async function pageWithImage(width: number, height: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Invoice 4711 of 2024-03-05, Northwind Traders Inc.', {
    x: 40,
    y: 800,
    font,
    size: 10,
  });
  const canvas = createCanvas(40, 20);
  const context = canvas.getContext('2d');
  context.fillStyle = '#888888';
  context.fillRect(0, 0, 40, 20);
  const image = await doc.embedPng(new Uint8Array(canvas.toBuffer('image/png')));
  page.drawImage(image, { x: 40, y: 760 - height, width, height });
  return doc.save();
}

/** A sample invoice as a full-page picture with, over it, its own text (as a scan carrying its
 * OCR text layer) or only a stamp line. */
async function scanWith(over: 'its-text' | 'a-stamp'): Promise<Uint8Array> {
  const printed = await renderInvoicePdf(sampleInvoices()[0]!);
  const source = await openPdf(printed);
  const { png } = await renderPageToPng(await source.getPage(1), 100);
  await source.destroy();
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  page.drawImage(await doc.embedPng(png), { x: 0, y: 0, width: 595.28, height: 841.89 });
  if (over === 'its-text') {
    const [text] = await doc.embedPdf(printed);
    page.drawPage(text!);
  } else {
    const font = await doc.embedFont(StandardFonts.Helvetica);
    // A receiving stamp of four lines: more than a token or two, far from the page's text.
    ['Received 2024-03-05', 'Accounts payable', 'Entered by J. Smith', 'Cost centre 4711'].forEach(
      (line, i) => page.drawText(line, { x: 400, y: 800 - i * 11, font, size: 9 }),
    );
  }
  return doc.save();
}

async function regionsOf(bytes: Uint8Array) {
  const doc = await openPdf(bytes);
  const page = await doc.getPage(1);
  const regions = await unreadImageRegions(page, await readTextTokens(page, 1));
  await doc.destroy();
  return regions;
}

describe('images the text layer does not reach', () => {
  it('finds a large image without text, never a logo', async () => {
    expect(await regionsOf(await pageWithImage(150, 60))).toEqual([]);
    const [region, ...more] = await regionsOf(await pageWithImage(500, 300));
    expect(more).toEqual([]);
    expect(region!.x).toBeCloseTo(40, 0);
    expect(region!.y).toBeCloseTo(841.89 - 760, 0);
    expect(region!.width).toBeCloseTo(500, 0);
    expect(region!.height).toBeCloseTo(300, 0);
  });

  it('finds a scanned page with a stamp over it; a scan carrying its text is read as text', async () => {
    expect(await regionsOf(await scanWith('a-stamp'))).toHaveLength(1);
    // Its text prints the invoice's amounts, so its image is not looked for: no OCR.
    const result = await extractInvoice(await scanWith('its-text'), 'application/pdf');
    expect(result.source).toBe('text');
    expect(result.timings.ocr_ms).toBe(0);
  });

  it('finds none on a page printed as text', async () => {
    const invoice = layoutOfSample(sampleInvoices()[2]!);
    expect(await regionsOf(await renderLayoutPdf(invoice, BASELINE_TRAITS))).toEqual([]);
  });

  it(
    'reads an item table drawn as an image by OCR and keeps the header text',
    { timeout: 120_000 },
    async () => {
      const invoice = layoutOfSample(sampleInvoices()[3]!);
      const traits = { ...BASELINE_TRAITS, producer: 'text-as-image' } as const;
      const bytes = await renderLayoutPdf(invoice, traits);
      const result = await extractInvoice(bytes, 'application/pdf', { timeoutMsPerPage: 100_000 });
      expect(result.source).toBe('mixed');
      expect(result.warnings).toContain('Page 1: text drawn as images was read by OCR');
      expect(result.fields.invoice_number?.value).toBe(invoice.invoice_number);
      expect(result.fields.total_amount?.value).toBe(invoice.total_amount);
      const found = cents(result.line_items.map((l) => Number(l.amount?.value ?? NaN)));
      expect(found).toEqual(cents(invoice.lines.map((l) => l.amount)));
      // OCR's words are those of the image only: the header's number is not among them twice.
      const doc = await openPdf(bytes);
      const text = await readTextTokens(await doc.getPage(1), 1);
      await doc.destroy();
      const lowest = Math.max(...text.filter((t) => t.y < 300).map((t) => t.y + t.height));
      expect(result.words.length).toBeGreaterThan(10);
      expect(result.words.every((w) => w.y > lowest)).toBe(true);
    },
  );
});
