import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;

const read = (rows: Rows) =>
  readLineItems(buildLines(layoutTokens(rows)), 'text').items.map((i) => [
    i.description?.value,
    i.amount?.value,
  ]);

/** Where a card starts when only its amount is read (issue 23 §1: cards in words no lexicon
 * holds, whose price is per base quantity so nothing multiplies). */
describe('a card whose quantity and price are not read', () => {
  const card = (name: string, quantity: string, price: string, amount: string): Rows => [
    [[40, `${name}, as agreed in the framework`]],
    [[40, 'contract, delivered to the goods receipt']],
    [[54, `Määrä: ${quantity}`]],
    [[54, `Yks.hinta: ${price}`]],
    [[54, `Yhteensä: ${amount}`]],
  ];

  it('keeps the labelled figures every card prints out of the name above them', () => {
    const rows: Rows = [
      ...card('Paper subscription', '2', '800.00', '400.00'),
      [],
      ...card('Archive access', '3', '100.00', '75.00'),
      [],
      [
        [300, 'Net amount'],
        [460, '475.00'],
      ],
    ];
    expect(read(rows)).toEqual([
      [
        'Paper subscription, as agreed in the framework contract, delivered to the goods receipt',
        400,
      ],
      ['Archive access, as agreed in the framework contract, delivered to the goods receipt', 75],
    ]);
  });
});
