import { describe, expect, it } from 'vitest';
import { rowNumbers, type DecimalMark } from '../src/fields/row-numbers.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

/** The readings of every number of a one-phrase line. */
const numbersOf = (text: string, mark: DecimalMark) => {
  const [line] = buildLines(layoutTokens([[[50, text]]]));
  return rowNumbers(line!, mark).map((n) => n.values);
};

describe('numbers on an item row', () => {
  it('keeps both readings of a number whose print allows two, the document mark first', () => {
    expect(numbersOf('1.250', ',')).toEqual([[1250, 1.25]]);
    expect(numbersOf('1.250', '.')).toEqual([[1.25, 1250]]);
    expect(numbersOf('1,000', ',')).toEqual([[1, 1000]]);
    expect(numbersOf('12,3456', ',')).toEqual([[12.3456]]);
  });

  it('reads German, French, Swiss and English grouping', () => {
    expect(numbersOf('1.234,56', ',')).toEqual([[1234.56]]);
    expect(numbersOf("1'234.50", '.')).toEqual([[1234.5]]);
    expect(numbersOf('1,234,567', '.')).toEqual([[1234567]]);
    // "1 234,56" whole and as its pieces; arithmetic never uses two pieces of one number.
    expect(numbersOf('1 234,56', ',')).toEqual([[1], [1234.56], [234.56]]);
  });

  it('reads signs, currencies, percents and units printed around the digits', () => {
    const [line] = buildLines(layoutTokens([[[50, '- €5.00 19 % 3h 20,00 €/kg 45.00* (12.00)']]]));
    const nums = rowNumbers(line!, '.');
    expect(nums.map((n) => [n.values[0], n.currency, n.percent, n.unit, n.signed])).toEqual([
      [-5, true, false, false, true],
      [19, false, true, false, false],
      [3, false, false, true, false],
      [20, false, false, false, false],
      [45, false, false, false, false],
      [-12, false, false, false, false],
    ]);
  });

  it('reads an ISO currency code glued to an amount as its currency, not as a unit', () => {
    const [line] = buildLines(layoutTokens([[[50, '800,00DKK 5kg 12,50 HUF']]]));
    const nums = rowNumbers(line!, ',');
    expect(nums.map((n) => [n.values[0], n.currency, n.unit])).toEqual([
      [800, true, false],
      [5, false, true],
      [12.5, true, false],
    ]);
  });

  it('takes no piece of an IBAN or a space-grouped number for a number of its own', () => {
    expect(numbersOf('DE34 7007 0010 0156', '.')).toEqual([[7007]]);
  });
});
