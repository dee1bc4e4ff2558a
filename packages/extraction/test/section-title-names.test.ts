import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';

/** A line of phrases [x, text] at `y` (9 pt print, glyphs 5 pt wide). */
const line = (y: number, phrases: Array<[number, string]>): Token[] =>
  phrases.map(([x, text]) => ({ text, page: 1, x, y, width: text.length * 5, height: 9 }));

/** Column titles in words no lexicon holds, over the figures (Finnish, as `header=unknown-words`). */
const titles = (y: number): Token[] =>
  line(y, [
    [42, 'Nimike'],
    [400, 'Määrä'],
    [450, 'Yks.hinta'],
    [510, 'Yhteensä'],
  ]);
const item = (y: number, name: string, qty: string, price: string, amount: string): Token[] =>
  line(y, [
    [42, name],
    [410, qty],
    [460, price],
    [520, amount],
  ]);
const totals = (y: number): Token[] => [
  ...line(y, [
    [440, 'Net amount'],
    [520, '700.00'],
  ]),
  ...line(y + 14, [
    [470, 'Total'],
    [520, '700.00'],
  ]),
];

const names = (tokens: Token[]): unknown[] =>
  readLineItems(buildLines(tokens), 'text').items.map((i) => [
    i.amount?.value,
    i.description?.value,
  ]);

/** A table in titled sections (issue 23 §1, `sections=titled`): the second section's title and
 * its column titles printed again are no part of the first section's last name. */
describe('a section title under an item', () => {
  it('leaves the next section title and its column titles out of the name above them', () => {
    const tokens = [
      ...line(183, [[42, 'Services']]),
      ...titles(199),
      ...item(218, 'Newspaper', '1', '100.00', '100.00'),
      ...item(234, 'Food', '1', '50.00', '50.00'),
      ...line(254, [[42, 'Material']]),
      ...titles(271),
      ...item(290, 'Fuel', '1', '150.00', '150.00'),
      ...item(306, 'Petrol', '1', '400.00', '400.00'),
      ...totals(330),
    ];
    expect(names(tokens)).toEqual([
      [100, 'Newspaper'],
      [50, 'Food'],
      [150, 'Fuel'],
      [400, 'Petrol'],
    ]);
  });

  it('keeps a name wrapped under its figures above the next section title', () => {
    const tokens = [
      ...line(183, [[42, 'Services']]),
      ...titles(199),
      ...item(218, 'Newspaper', '1', '100.00', '100.00'),
      ...item(234, 'Food for', '1', '50.00', '50.00'),
      ...line(246.6, [[42, 'the canteen']]),
      ...line(267, [[42, 'Material']]),
      ...titles(284),
      ...item(303, 'Fuel', '1', '150.00', '150.00'),
      ...item(319, 'Petrol', '1', '400.00', '400.00'),
      ...totals(343),
    ];
    expect(names(tokens)).toEqual([
      [100, 'Newspaper'],
      [50, 'Food for the canteen'],
      [150, 'Fuel'],
      [400, 'Petrol'],
    ]);
  });

  it('leaves out column titles a tight print joins into one run over the figures', () => {
    const tight = (y: number): Token[] =>
      line(y, [
        [42, 'Nimike'],
        [400, 'Määrä Yks.hinta Yhteensä'],
      ]);
    const tokens = [
      ...line(183, [[42, 'Services']]),
      ...tight(199),
      ...item(218, 'Newspaper', '1', '100.00', '100.00'),
      ...item(234, 'Food', '1', '50.00', '50.00'),
      ...line(254, [[42, 'Material']]),
      ...tight(271),
      ...item(290, 'Fuel', '1', '150.00', '150.00'),
      ...item(306, 'Petrol', '1', '400.00', '400.00'),
      ...totals(330),
    ];
    expect(names(tokens)).toEqual([
      [100, 'Newspaper'],
      [50, 'Food'],
      [150, 'Fuel'],
      [400, 'Petrol'],
    ]);
  });
});
