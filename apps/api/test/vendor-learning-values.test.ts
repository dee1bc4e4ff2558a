import { describe, expect, it } from 'vitest';
import { storedField, type StoredFields } from '../src/services/invoice-extraction';
import { learnableSource, reviewedValues } from '../src/services/vendor-learning';

const read = (value: string | number) =>
  storedField({ value, confidence: 0.8, page: 1, box: null, source: 'text' });

describe('what a saved review teaches (issue 23 §4)', () => {
  it('every learned header value kept or corrected, the vendor name, and the lines with an amount', () => {
    const fields: StoredFields = {
      invoice_number: { ...read('QX-1'), status: 'corrected', source: 'user' },
      total_amount: read(119),
      vendor_name: read('Hinterhof Werkstatt GmbH'),
      // Not a place: the currency is the vendor's own; empty values teach nothing.
      currency: read('EUR'),
      po_number: storedField(null),
      due_date: { ...read(''), value: '  ' },
    };
    const lines: StoredFields[] = [
      { description: read('Wartung'), amount: read(100), quantity: storedField(null) },
    ];
    expect(reviewedValues(fields, lines)).toEqual({
      invoice_number: 'QX-1',
      total_amount: 119,
      vendor_name: 'Hinterhof Werkstatt GmbH',
      line_items: [{ description: 'Wartung', amount: 100 }],
    });
    // Lines without any amount are not a table to learn.
    expect(reviewedValues(fields, [{ description: read('Note') }]).line_items).toBeUndefined();
  });

  it('learns from readings of a page, not from e-invoice XML', () => {
    expect(['text', 'ocr', 'mixed'].map(learnableSource)).toEqual([true, true, true]);
    expect(['xml-cii', 'xml-ubl', null].map(learnableSource)).toEqual([false, false, false]);
  });
});
