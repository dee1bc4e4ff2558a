import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { terminateOcr } from '../src/index.js';
import { openPdf } from '../src/pdf/pdfjs.js';
import { readPages } from '../src/pdf/read-pages.js';

afterAll(async () => {
  await terminateOcr();
});

/** A page whose text layer holds only a few words: a browser's last page of an invoice, where
 * the page break left the amount due alone. */
async function shortTextPage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Amount due 801.78', { x: 380, y: 790, font, size: 11 });
  return doc.save();
}

describe('a page with a short text layer (issue 23 §2)', { timeout: 60_000 }, () => {
  it('keeps its printed words once: OCR only adds words where the text layer has none', async () => {
    const doc = await openPdf(await shortTextPage());
    const warnings: string[] = [];
    const read = await readPages(doc, 30_000, ['eng'], warnings);
    await doc.destroy();
    // Read by OCR as well, the words stood twice ("AmountAmount duedue | 801.78801.78"), so no
    // label was found beside the figure, and the page counted as OCR'd (lower confidences).
    expect(read.tokens.map((t) => t.text)).toEqual(['Amount due 801.78']);
    expect(read.ocrTokens).toEqual([]);
    expect(read.ocrPages).toBe(0);
    expect(read.ocrConfidence).toBeNull();
  });
});
