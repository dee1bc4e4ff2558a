import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../src/extract-invoice.js';
import { blankPdf } from './helpers/hand-made-pdfs.js';
import { layoutTokens } from './helpers/layout.js';

/** A scan's words as OCR read them once (the invoice keeps them): labels no lexicon has. */
const words = (number: string, sum: string, page = 1) =>
  layoutTokens(
    [
      [[50, 'Hinterhof Werkstatt']],
      [
        [50, 'Beleg-Kennung'],
        [300, number],
      ],
      [
        [50, 'Schlussbetrag'],
        [500, sum],
      ],
    ],
    page,
  );
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('reading again from words OCR read before (issue 23 §4)', () => {
  it('a scanned PDF page with stored words is read from them, not OCR-ed again', async () => {
    const first = await extractInvoice(blankPdf(), 'application/pdf', {
      ocrWords: words('QX-1001', '119,00 €'),
      learnFrom: { invoice_number: 'QX-1001', total_amount: 119 },
    });
    expect(first.source).toBe('ocr');
    expect(first.timings.ocr_ms).toBe(0);
    expect(first.words).toHaveLength(5);
    expect(first.learned_layout?.invoice_number).toEqual({
      label: 'beleg kennung',
      placement: 'right',
    });
    const next = await extractInvoice(blankPdf(), 'application/pdf', {
      ocrWords: words('QX-1002', '238,00 €'),
      learned: first.learned_layout!,
    });
    expect(next.fields.invoice_number).toMatchObject({ value: 'QX-1002', learned: true });
    expect(next.fields.total_amount).toMatchObject({ value: 238, learned: true, source: 'ocr' });
  });

  it('an image with stored words is read from them', async () => {
    const result = await extractInvoice(PNG, 'image/png', { ocrWords: words('QX-7', '5,00 €') });
    expect(result).toMatchObject({ source: 'ocr', pages: 1 });
    expect(result.words).toHaveLength(5);
    expect(result.timings.ocr_ms).toBe(0);
  });
});
