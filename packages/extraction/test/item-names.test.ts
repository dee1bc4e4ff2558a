import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';

/** Tokens at explicit tops: [y, x, text]. */
const at = (rows: Array<[number, number, string]>): Token[] =>
  rows.map(([y, x, text]) => ({ text, page: 1, x, y, width: text.length * 5, height: 9 }));

const names = (tokens: Token[]) =>
  readLineItems(buildLines(tokens), 'text').items.map((i) => i.description?.value);

/** Which name lines belong to which item (issue 23 §1: names wrapped around their figures). */
describe('item names around their figures', () => {
  it('splits three-line names whose figures stand on the middle line by the wider gap between items', () => {
    const tokens: Token[] = at([
      [170, 42, 'Description'],
      [170, 400, 'Qty'],
      [170, 470, 'Amount'],
    ]);
    let y = 190;
    for (const [name, qty, price, amount] of [
      ['Design', '120', '85.00', '10,200.00'],
      ['Hotel room', '3', '187.50', '562.50'],
      ['Printer paper', '2', '7.62', '15.24'],
    ] as const) {
      tokens.push(...at([[y, 42, `${name}, as agreed in the`]]));
      tokens.push(
        ...at([
          [y + 12.6, 42, 'framework contract, delivered'],
          [y + 12.6, 400, qty],
        ]),
      );
      tokens.push(
        ...at([
          [y + 12.6, 430, price],
          [y + 12.6, 480, amount],
        ]),
      );
      tokens.push(...at([[y + 25.2, 42, 'to the goods receipt']]));
      y += 41.4; // 12.6 within an item, 16.2 between items
    }
    tokens.push(
      ...at([
        [y + 10, 300, 'Net amount'],
        [y + 10, 480, '10,777.74'],
      ]),
    );
    expect(names(tokens)).toEqual([
      'Design, as agreed in the framework contract, delivered to the goods receipt',
      'Hotel room, as agreed in the framework contract, delivered to the goods receipt',
      'Printer paper, as agreed in the framework contract, delivered to the goods receipt',
    ]);
  });

  it('keeps a leading number of a name where the rows are not numbered', () => {
    const tokens = at([
      [190, 42, '1 KG UL BLOKJES'],
      [190, 400, '2'],
      [190, 430, '9.95'],
      [190, 480, '19.90'],
      [206, 42, 'KRAT BIER'],
      [206, 400, '1'],
      [206, 430, '10.00'],
      [206, 480, '10.00'],
      [226, 300, 'Net amount'],
      [226, 480, '29.90'],
    ]);
    expect(names(tokens)).toEqual(['1 KG UL BLOKJES', 'KRAT BIER']);
  });

  it('reads the name printed above the figures of a table of one row', () => {
    const tokens = at([
      [170, 42, 'Description'],
      [170, 400, 'Qty'],
      [170, 480, 'Amount'],
      [190, 42, 'Paper subscription, as agreed in the framework'],
      [202.6, 42, 'contract, delivered to the goods receipt'],
      [202.6, 400, '2'],
      [202.6, 430, '400.00'],
      [202.6, 480, '800.00'],
      [226, 300, 'Net amount'],
      [226, 480, '800.00'],
    ]);
    expect(names(tokens)).toEqual([
      'Paper subscription, as agreed in the framework contract, delivered to the goods receipt',
    ]);
  });
});
