import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';

/** A line of phrases [x, text] at `y` (9 pt print, glyphs 5 pt wide). */
const line = (y: number, phrases: Array<[number, string]>): Token[] =>
  phrases.map(([x, text]) => ({ text, page: 1, x, y, width: text.length * 5, height: 9 }));

const heading = [
  ...line(44, [[40, 'Muster GmbH']]),
  ...line(76, [[40, 'Invoice']]),
  ...line(99, [[40, 'Invoice number: TEST1234']]),
  ...line(110, [[40, 'Invoice date: 2025-02-18']]),
];
/** The totals in a box of their own at the right margin, apart from the row's figures. */
const totals = (net: string, y = 184): Token[] => [
  ...line(y, [
    [450, 'Net amount'],
    [525, net],
  ]),
  ...line(y + 13.5, [
    [450, 'VAT'],
    [530, '0.00'],
  ]),
  ...line(y + 27, [
    [450, 'Total'],
    [525, net],
  ]),
];

const read = (tokens: Token[]): unknown[] =>
  readLineItems(buildLines(tokens), 'text').items.map((i) => [
    i.amount?.value,
    i.description?.value,
    i.amount?.confidence,
  ]);

/** A one-row table beside a totals box apart (issue 23 §1, `producer=browser align=left
 * header=none`): no column title, no product; the lone row with money above the net is the item. */
describe('a lone row at the net', () => {
  it('reads the one described row whose money is the net, below the export band', () => {
    const tokens = [
      ...heading,
      ...line(157, [
        [45, 'Great article'],
        [263, '1.5'],
        [340, '10.00'],
        [452, '14.90'],
      ]),
      ...totals('14.90'),
    ];
    expect(read(tokens)).toEqual([[14.9, 'Great article', 0.6]]);
  });

  it('reads no row whose money is not the net, and none of two rows', () => {
    const note = line(157, [
      [45, 'Deposit returned on delivery'],
      [391, '5.00'],
    ]);
    expect(read([...heading, ...note, ...totals('9.90')])).toEqual([]);
    const two = [
      ...line(157, [
        [45, 'Great article'],
        [391, '9.90'],
      ]),
      ...line(170, [
        [45, 'Deposit'],
        [391, '5.00'],
      ]),
    ];
    expect(read([...heading, ...two, ...totals('9.90')])).toEqual([]);
  });

  it('reads no row standing far above the totals', () => {
    const far = line(157, [
      [45, 'Great article'],
      [391, '9.90'],
    ]);
    const between = [170, 183, 196, 209].flatMap((y) => line(y, [[45, 'Thank you']]));
    expect(read([...heading, ...far, ...between, ...totals('9.90', 230)])).toEqual([]);
  });
});
