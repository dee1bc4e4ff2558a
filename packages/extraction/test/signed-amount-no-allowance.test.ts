import { describe, expect, it } from 'vitest';
import { rowNumbers } from '../src/fields/row-numbers.js';
import { rowProduct } from '../src/fields/row-product.js';
import { buildLines } from '../src/layout/lines.js';
import type { Line } from '../src/layout/lines.js';

/** One line of phrases [x, text] (9 pt print, glyphs 4.5 pt wide). */
const lineOf = (phrases: Array<[number, string]>): Line =>
  buildLines(
    phrases.map(([x, text]) => ({ text, page: 1, x, y: 100, width: text.length * 4.5, height: 9 })),
  )[0] as Line;

const product = (line: Line): number[] | null => {
  const p = rowProduct(rowNumbers(line, '.'));
  return p && [p.values.quantity, p.values.unitPrice, p.values.amount];
};

/** A credit note's row (issue 23 §2, `document=credit-minus columns=discount`, an empty discount
 * cell): the signed figure right of the price is the amount, never an allowance on it. */
describe('a signed amount is no allowance on the row', () => {
  it('reads 1 × 49.99 = -49.99, not 100 (of the name) × 1 less 49.99', () => {
    const row = lineOf([
      [42, 'Onderhoudsset CA6707/10 M6x40, 100 pcs'],
      [393, '1.000'],
      [447, '49.99'],
      [522, '-49.99'],
    ]);
    expect(product(row)).toEqual([1, 49.99, -49.99]);
  });

  it('still takes an allowance printed before the amount', () => {
    const row = lineOf([
      [42, 'Widget'],
      [300, '5'],
      [340, '19.00'],
      [400, '-6.00'],
      [450, '+1.00'],
      [522, '90.00'],
    ]);
    expect(product(row)).toEqual([5, 19, 90]);
  });
});
