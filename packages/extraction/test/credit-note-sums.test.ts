import { describe, expect, it } from 'vitest';
import { arithmeticLineItems } from '../src/fields/arithmetic-lines.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Row = Array<[number, string]>;

const row = (name: string, qty: string, price: string, amount: string): Row => [
  [50, name],
  [260, qty],
  [330, price],
  [440, amount],
];

/** A credit note's items add up to a negative sum (issue 23 §2: credit notes as printed). */
describe('the sums under a credit note', () => {
  it('confirm its lines, the charges printed without a sign and the net total with one', () => {
    const found = arithmeticLineItems(
      buildLines(
        layoutTokens([
          row('Design', '-120', '85.00', '-10,200.00'),
          row('Printer paper', '-2', '7.62', '-15.24'),
          row('Hotel room', '-3', '187.00', '-561.00'),
          [
            [330, 'Charges'],
            [440, '719.99'],
          ],
          [
            [330, 'Net amount'],
            [440, '-10,056.25'],
          ],
        ]),
      ),
      'text',
    );
    expect(found?.items.map((i) => i.amount?.value)).toEqual([-10200, -15.24, -561]);
    expect(found?.confirmed).toBe(true);
  });
});
