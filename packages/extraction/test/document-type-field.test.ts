import { buildUblXml, sampleInvoices } from '@procure/fixtures/invoices';
import { describe, expect, it } from 'vitest';
import { fromTokens } from '../src/from-tokens.js';
import { extractInvoice } from '../src/index.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const doc = (title: string | null, total: string): Rows => [
  ...(title ? [[[300, title]] as Array<[number, string]>] : []),
  [[50, 'Hinterhof Werkstatt']],
  [
    [50, 'Nr.'],
    [300, 'QX-9'],
  ],
  [
    [50, 'Total'],
    [480, total],
  ],
];
const typeOf = (rows: Rows, source: 'text' | 'ocr' = 'text') =>
  fromTokens(layoutTokens(rows), source).document_type_field;

describe('the document type as a field of its own (issue 23 §2)', () => {
  it('a printed title names it, with the place of the title', () => {
    expect(typeOf(doc('Invoice', '119,00'))).toMatchObject({ value: 'invoice', confidence: 0.95 });
    const credit = typeOf(doc('Gutschrift', '-119,00'));
    // The title and a negative total agree: two cues.
    expect(credit).toMatchObject({ value: 'credit_note', confidence: 0.97, page: 1 });
    expect(credit?.box).not.toBeNull();
  });

  it('without a title the total’s sign decides, below the export band; OCR lowers it', () => {
    expect(typeOf(doc(null, '119,00'))).toMatchObject({ value: 'invoice', confidence: 0.6 });
    expect(typeOf(doc(null, '-119,00'))).toMatchObject({ value: 'credit_note', box: null });
    expect(typeOf(doc('Invoice', '119,00'), 'ocr')?.confidence).toBeCloseTo(0.855, 3);
  });

  it('an e-invoice states it: confidence 1', async () => {
    const credit = sampleInvoices().find((s) => s.is_credit_note)!;
    const xml = new TextEncoder().encode(buildUblXml(credit));
    const result = await extractInvoice(xml, 'application/xml');
    expect(result.document_type_field).toMatchObject({
      value: 'credit_note',
      confidence: 1,
      source: 'xml-ubl',
    });
  });
});
