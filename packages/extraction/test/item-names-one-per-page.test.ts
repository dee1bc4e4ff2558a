import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';
import { tokensAt } from './helpers/layout.js';

const on = (page: number, rows: Array<[number, number, string]>) => tokensAt(rows, page);

/** Where the figures end: they are printed right-aligned. */
const RIGHT = 525;

/** A name over three lines with its figures beside the middle one, as a table centring its
 * cells prints it; the price is gross, so nothing multiplies and only the sums read the rows. */
const item = (page: number, y: number, name: string, price: string, amount: string): Token[] =>
  on(page, [
    [y, 42, `${name}, as agreed in the framework contract,`],
    [y + 13, 42, 'delivered to the goods receipt, as agreed in the'],
    [y + 13, 385, '1'],
    // Printed tight, price and amount are one run of text over two columns (right-aligned).
    [y + 13, RIGHT - (price.length + amount.length + 1) * 5, `${price} ${amount}`],
    [y + 26, 42, 'framework contract, delivered to the goods receipt'],
  ]);

const header = (page: number, y: number): Token[] =>
  on(page, [
    [y, 42, 'Description'],
    [y, 380, 'Qty'],
    [y, 420, 'Unit price'],
    [y, 500, 'Amount'],
  ]);

/** A table that goes on over pages with one row on each (issue 23 §1). */
describe('item names of a table with one row a page', () => {
  it("takes each row's name lines above its figures, as for a table of one row", () => {
    const tokens = [
      ...header(1, 179),
      ...item(1, 197, 'IndustriePolice', '99,548.42', '83,654.15'),
      ...on(1, [
        [243, 42, 'Carried forward'],
        [243, RIGHT - 45, '83,654.15'],
      ]),
      ...header(2, 72),
      ...on(2, [
        [90, 42, 'Brought forward'],
        [90, RIGHT - 45, '83,654.15'],
      ]),
      ...item(2, 105, 'Road tax', '285,996.18', '252,646.80'),
      ...on(2, [
        [168, 400, 'Net amount'],
        [168, RIGHT - 50, '336,300.95'],
      ]),
    ];
    const name = (first: string) =>
      `${first}, as agreed in the framework contract, delivered to the goods receipt, as agreed in the framework contract, delivered to the goods receipt`;
    expect(
      readLineItems(buildLines(tokens), 'text').items.map((i) => [
        i.description?.value,
        i.amount?.value,
      ]),
    ).toEqual([
      [name('IndustriePolice'), 83654.15],
      [name('Road tax'), 252646.8],
    ]);
  });
});
