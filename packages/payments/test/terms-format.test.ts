import { describe, expect, it } from 'vitest';
import { dueDate, formatTerms, parseTerms, tierDeadline, type PaymentTerms } from '../src';

/** What terms mean on an invoice date: the due date and each tier's rate and last day. */
const meaning = (terms: PaymentTerms, invoiceDate = '2026-01-31') => ({
  due: dueDate(invoiceDate, terms),
  tiers: terms.discounts
    .map((t) => [t.rateBasisPoints, tierDeadline(invoiceDate, t), t.baseMinor ?? null])
    .sort(),
});

const CASES: [PaymentTerms, string][] = [
  [
    { netDays: 30, discounts: [{ rateBasisPoints: 300, days: 10 }] },
    '3 % discount within 10 days, net 30 days',
  ],
  [
    {
      netDays: 60,
      discounts: [
        { rateBasisPoints: 250, days: 14 },
        { rateBasisPoints: 125, days: 30 },
      ],
    },
    '2.5 % discount within 14 days, 1.25 % discount within 30 days, net 60 days',
  ],
  [
    {
      dueDate: '2026-03-31',
      netDays: 30,
      discounts: [{ rateBasisPoints: 200, date: '2026-02-28' }],
    },
    '2 % discount until 2026-02-28, due 2026-03-31',
  ],
  [{ netDays: 0, discounts: [] }, 'due on receipt'],
  [{ netDays: 30, fromMonthEnd: true, discounts: [] }, 'net 30 days from end of month'],
  [{ netDays: 30, toMonthEnd: true, discounts: [] }, 'net 30 days to month end'],
  [{ discounts: [{ rateBasisPoints: 200, days: 8 }] }, '2 % discount within 8 days'],
  [
    { netDays: 30, discounts: [{ rateBasisPoints: 200, days: 14, baseMinor: 100_00 }] },
    '#SKONTO#TAGE=14#PROZENT=2.00#BASISBETRAG=100.00#\nnet 30 days',
  ],
];

describe('formatTerms', () => {
  it.each(CASES)('writes %j as words parseTerms reads back to the same meaning', (terms, text) => {
    expect(formatTerms(terms)).toBe(text);
    const read = parseTerms(text)!.terms;
    expect(meaning(read)).toEqual(meaning(terms));
    expect(meaning(read, '2024-02-29')).toEqual(meaning(terms, '2024-02-29'));
  });

  it('writes nothing for terms that say nothing', () => {
    expect(formatTerms({ discounts: [] })).toBeNull();
  });
});
