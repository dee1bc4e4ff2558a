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

const values = (line: Line): number[] => rowNumbers(line, ',').map((n) => n.values[0] ?? NaN);

/** A credit note's space-grouped amounts (issue 23 §2, `document=credit-parentheses` and
 * `credit-minus` with French numbers): pieces that cannot stand apart are no numbers. */
describe('pieces of a space-grouped number', () => {
  it('reads "(1 000,00)" and "-1 000,00" whole, never their pieces', () => {
    expect(values(lineOf([[400, '(1 000,00)']]))).toEqual([-1000]);
    expect(values(lineOf([[400, '-1 000,00']]))).toEqual([-1000]);
    expect(values(lineOf([[400, '(2 000 000,00)']]))).toEqual([-2000000]);
  });

  it('keeps the pieces of a number that may be two ("1 500,00": a quantity and a price)', () => {
    expect(values(lineOf([[400, '1 500,00']]))).toEqual([1, 1500, 500]);
    expect(values(lineOf([[400, '(12 pcs)']]))).toEqual([12]);
  });

  it('finds no product in a credit row whose gross "(1 000,00)" gave a quantity 1', () => {
    // Price per two units: 2 × 800,00 ≠ 800,00; "(1" × 800,00 = 800,00 read the price as the
    // amount, positive, at 0.95.
    const row = lineOf([
      [42, 'Paper subscription'],
      [377, '2,000'],
      [408, '800,00 25 % (800,00) (1 000,00)'],
    ]);
    expect(rowProduct(rowNumbers(row, ','))).toBeNull();
  });
});
