import type { ExtractedFieldView } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { followTerms, TERMS_FIELD } from '../src/services/invoice-terms';
import { reviewedHeaderField } from '../src/services/review-places';

// A value a reviewer confirmed by clicking its words (issue 23 §4): how a save marks it, and
// how terms that would move it leave it.
const place = (x: number) => ({ page: 1, box: { x, y: 40, width: 60, height: 12 } });
const read = (value: string | number | null, x = 10): ExtractedFieldView => ({
  value,
  confidence: 0.8,
  ...place(x),
  source: 'text',
  status: 'extracted',
  learned: true,
});

describe('a value confirmed by a click', () => {
  it('is confirmed on any print, the extractor’s too, and no longer learned', () => {
    const { learned: _readAt, ...asRead } = read('PO-7');
    expect(reviewedHeaderField(read('PO-7'), 'PO-7', place(10))).toEqual({
      ...asRead,
      confirmed: true,
    });
    expect(reviewedHeaderField(read('PO-7'), 'PO-7', place(300))).toEqual({
      ...asRead,
      ...place(300),
      confirmed: true,
    });
  });

  it('stays as it is when saved or clicked again at its place; a corrected one only moves', () => {
    const confirmed = reviewedHeaderField(read('PO-7'), 'PO-7', place(300));
    expect(reviewedHeaderField(confirmed, 'PO-7')).toBe(confirmed);
    expect(reviewedHeaderField(confirmed, 'PO-7', place(300))).toBe(confirmed);
    const corrected = reviewedHeaderField(read('PO-7'), 'PO-8', place(300));
    expect(reviewedHeaderField(corrected, 'PO-8', place(90))).toEqual({
      ...corrected,
      ...place(90),
    });
    // Nothing found is nothing to vouch for.
    expect(reviewedHeaderField(read(null), null, place(90)).confirmed).toBeUndefined();
  });

  it('is a due date the terms no longer move', () => {
    const due = { ...read('2024-04-04'), source: 'derived' as const, confirmed: true };
    const fields = {
      invoice_date: read('2024-03-01'),
      due_date: due,
      [TERMS_FIELD]: read('net 60 days'),
    };
    followTerms(fields);
    expect(fields.due_date).toBe(due);
    // Not confirmed, the same due date follows the terms.
    const derived = { ...fields, due_date: { ...due, confirmed: undefined } };
    followTerms(derived);
    expect(derived.due_date.value).toBe('2024-04-30');
  });
});
