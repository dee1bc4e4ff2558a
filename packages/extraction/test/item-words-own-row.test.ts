import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Row = Array<[number, string]>;

const header: Row = [
  [50, 'Description'],
  [260, 'Qty'],
  [330, 'Unit price'],
  [440, 'Amount'],
];
const item = (name: string, qty: string, price: string, amount: string): Row => [
  [50, name],
  [260, qty],
  [330, price],
  [440, amount],
];
const sum = (label: string, amount: string): Row => [
  [330, label],
  [440, amount],
];

/** The header reading's words join the item on their own row (issue 23 §1). */
describe('item words from their own row', () => {
  it('names the line after a subtotal by its row, not by a later line of the same amount', () => {
    // The header reading stops at the group's "Subtotal" and starts again under the next page's
    // header: its first item there (1600.00 "Goods 4") must not name page 1's 1600.00 row.
    const page1 = layoutTokens(
      [
        header,
        item('Goods 1', '1', '100.00', '100.00'),
        item('Goods 2', '2', '100.00', '200.00'),
        sum('Subtotal', '300.00'),
        item('Goods 8', '2', '800.00', '1600.00'),
        item('Goods 9', '3', '100.00', '300.00'),
      ],
      1,
    );
    const page2 = layoutTokens(
      [
        header,
        item('Goods 4', '4', '400.00', '1600.00'),
        item('Goods 5', '1', '500.00', '500.00'),
        sum('Subtotal', '4000.00'),
        sum('Net amount', '4300.00'),
      ],
      2,
    );
    const items = readLineItems(buildLines([...page1, ...page2]), 'text').items;
    expect(items.map((i) => [i.amount?.value, i.description?.value])).toEqual([
      [100, 'Goods 1'],
      [200, 'Goods 2'],
      [1600, 'Goods 8'],
      [300, 'Goods 9'],
      [1600, 'Goods 4'],
      [500, 'Goods 5'],
    ]);
  });
});
