import { describe, expect, it } from 'vitest';
import { currencyConfidence, ONE_CUE, tripleConfidence } from '../src/fields/calibration.js';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { detectCurrency } from '../src/parse/currency.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows, lineSum: number | null = null) =>
  extractHeader(buildLines(layoutTokens(rows)), 'text', lineSum);

describe('confidence ≥ 0.9 needs two cues (issue 23 §3)', () => {
  it('net + tax = total with each amount beside its own label is sure', () => {
    const f = read([
      [
        [50, 'Net amount'],
        [500, '100.00 EUR'],
      ],
      [
        [50, 'VAT 19 %'],
        [500, '19.00 EUR'],
      ],
      [
        [50, 'Total'],
        [500, '119.00 EUR'],
      ],
    ]);
    expect(f.total_amount?.value).toBe(119);
    expect(f.total_amount?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(f.currency?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('a zero tax makes net = total hold for any two equal amounts: below 0.9 unless the lines add up', () => {
    const rows: Rows = [
      [
        [50, 'Subtotal'],
        [500, '80.00'],
      ],
      [
        [50, 'Tax'],
        [500, '0.00'],
      ],
      [
        [50, 'Total'],
        [500, '80.00'],
      ],
    ];
    expect(read(rows).total_amount?.value).toBe(80);
    expect(read(rows).total_amount?.confidence).toBe(ONE_CUE);
    expect(read(rows, 80).total_amount?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('an amount only arithmetic places (weak label) stays below 0.9; the lines adding up lift it', () => {
    const weak = { score: 0.5, othersLabelled: false, zeroTax: false, linesConfirm: false };
    expect(tripleConfidence(weak)).toBe(ONE_CUE);
    expect(tripleConfidence({ ...weak, score: 0.95 })).toBe(0.95);
    expect(tripleConfidence({ ...weak, othersLabelled: true })).toBe(0.95);
    expect(tripleConfidence({ ...weak, linesConfirm: true })).toBe(0.97);
  });

  it('a tax summary row whose halves add up (one label, x + x = 2x) stays below 0.9', () => {
    const f = read([
      [
        [50, 'Total'],
        [200, '35,000.00'],
        [300, '3,150.00'],
        [400, '3,150.00'],
        [500, '6,300.00'],
      ],
    ]);
    expect(f.total_amount?.value).toBe(6300);
    for (const field of ['net_amount', 'tax_amount', 'total_amount'] as const)
      if (f[field]) expect(f[field]!.confidence).toBeLessThan(0.9);
    const row = { score: 0.95, othersLabelled: true, zeroTax: false, linesConfirm: false };
    expect(tripleConfidence({ ...row, oneRow: true, equalHalves: true })).toBe(ONE_CUE);
    // Equal halves on separate labelled rows: two labels still make two cues.
    expect(tripleConfidence({ ...row, equalHalves: true })).toBe(0.95);
    // One row, unequal amounts: the row's label and the arithmetic are two cues.
    expect(tripleConfidence({ ...row, oneRow: true })).toBe(0.95);
    expect(tripleConfidence({ ...row, oneRow: true, equalHalves: true, linesConfirm: true })).toBe(
      0.97,
    );
  });

  it("a currency read from '$' alone, or seen once, stays below 0.9", () => {
    const dollars = detectCurrency('Total $ 12.00  Paid $ 12.00');
    expect(dollars).toMatchObject({ code: 'USD', symbolOnly: true });
    expect(currencyConfidence(dollars!)).toBe(ONE_CUE);
    const once = detectCurrency('Amount due 12.00 EUR');
    expect(once).toMatchObject({ code: 'EUR', sightings: 1, symbolOnly: false });
    expect(currencyConfidence(once!)).toBeLessThan(0.9);
    const named = detectCurrency('Total 12.00 USD  Paid $ 12.00');
    expect(currencyConfidence(named!)).toBeGreaterThanOrEqual(0.9);
  });
});
