import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';

/** A line of phrases [x, text] at `y` (9 pt print, glyphs 5 pt wide). */
const line = (y: number, phrases: Array<[number, string]>): Token[] =>
  phrases.map(([x, text]) => ({ text, page: 1, x, y, width: text.length * 5, height: 9 }));

/** Column titles in words no lexicon holds (Hungarian, as `header=unknown-words`). */
const titles = (y: number): Token[] =>
  line(y, [
    [42, 'Megnevezés'],
    [390, 'Mennyiség'],
    [445, 'Egységár'],
    [512, 'Érték'],
  ]);
const row = (y: number, name: string, qty: string, price: string, amount: string): Token[] =>
  line(y, [
    [42, name],
    [400, qty],
    [450, price],
    [510, amount],
  ]);
const sum = (y: number, label: string, amount: string): Token[] =>
  line(y, [
    [42, label],
    [510, amount],
  ]);

/** Two titled sections, each closed by its subtotal; the second's row prices per 100 pieces, so
 * it multiplies to nothing. `net` is the figure printed under them. */
const sections = (net: string): Token[] => [
  ...line(250, [[42, 'Services']]),
  ...titles(266),
  ...row(285, 'Fixed price M6x40', '1.000', '12122.59', '12122.59'),
  ...row(301, 'Deduction M6x40', '-1.000', '606.13', '-606.13'),
  ...sum(317, 'Subtotal Services', '11516.46'),
  ...line(336, [[42, 'Material']]),
  ...titles(352),
  ...row(371, 'Screws M6x40, per 100', '1.000', '1.50', '177.41'),
  ...sum(387, 'Subtotal Material', '177.41'),
  ...line(410, [
    [440, 'Net amount'],
    [510, net],
  ]),
  ...line(424, [
    [440, 'Total'],
    [510, net],
  ]),
];

const amounts = (tokens: Token[]): unknown[] =>
  readLineItems(buildLines(tokens), 'text').items.map((i) => i.amount?.value);

/** A later titled section whose rows multiply to nothing, closed by its own subtotal, under
 * column titles the header reading cannot read (issue 23 §1, `sections=titled` with
 * `header=unknown-words` and subtotals). */
describe('groups after the table subtotal', () => {
  it('reads a later section closed by its subtotal where all sections add up to the net', () => {
    expect(amounts(sections('11693.87'))).toEqual([12122.59, -606.13, 177.41]);
  });

  it('leaves a later group out where no figure below includes it', () => {
    expect(amounts(sections('11516.46'))).toEqual([12122.59, -606.13]);
  });
});
