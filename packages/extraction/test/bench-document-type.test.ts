import { describe, expect, it } from 'vitest';
import { scoreDocument, scoreDocumentType, truthDocumentType } from '../src/cli/score.js';
import type { ExtractionResult } from '../src/types.js';

const withType = (value: string, confidence: number): ExtractionResult =>
  ({
    document_type_field: { value, confidence, page: 1, box: null, source: 'text' },
  }) as unknown as ExtractionResult;

describe('bench: the document type against the ground truth', () => {
  it('reads UNTDID 1001 codes and ISDOC numbers, and is silent without a code', () => {
    expect(truthDocumentType({ document_type_code: '380' })).toBe('invoice');
    expect(truthDocumentType({ document_type_code: '381' })).toBe('credit_note');
    // A corrected invoice is an invoice whose amounts carry their own sign.
    expect(truthDocumentType({ document_type_code: '384' })).toBe('invoice');
    expect(truthDocumentType({ document_type_code: '1' })).toBe('invoice');
    expect(truthDocumentType({ document_type_code: '2' })).toBe('credit_note');
    expect(truthDocumentType({ invoice_number: 'A1' })).toBeNull();
  });

  it('scores the type field with its confidence, and not where the truth is silent', () => {
    expect(scoreDocumentType({ document_type_code: '381' }, withType('credit_note', 0.97))).toEqual(
      {
        field: 'document_type',
        expected: 'credit_note',
        actual: 'credit_note',
        confidence: 0.97,
        correct: true,
      },
    );
    expect(
      scoreDocumentType({ document_type_code: '380' }, withType('credit_note', 0.6)),
    ).toMatchObject({ correct: false, confidence: 0.6 });
    expect(scoreDocumentType({}, withType('invoice', 0.95))).toBeNull();
  });

  it('scores amounts as stored where the truth states the type: the type carries the sign', () => {
    const read = (type: string): ExtractionResult =>
      ({
        document_type: type,
        fields: { total_amount: { value: 528, confidence: 0.97, page: 1, box: null } },
        line_items: [],
      }) as unknown as ExtractionResult;
    const total = (truth: Record<string, unknown>, type: string) =>
      scoreDocument(truth, read(type)).find((o) => o.field === 'total_amount');
    // "NET AVOIR 528,00 €" read as a credit note is stored −528: right.
    expect(total({ document_type_code: '381', total_amount: 528 }, 'credit_note')).toMatchObject({
      expected: -528,
      actual: -528,
      correct: true,
    });
    // Read as an invoice, it would be stored +528 and paid: wrong.
    expect(total({ document_type_code: '381', total_amount: 528 }, 'invoice')).toMatchObject({
      correct: false,
    });
    // Without a type in the truth (a printed layout's), amounts count as printed.
    expect(total({ total_amount: 528 }, 'credit_note')).toMatchObject({ correct: true });
  });
});
