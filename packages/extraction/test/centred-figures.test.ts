import { describe, expect, it } from 'vitest';
import { fromTokens } from '../src/from-tokens.js';
import { joinCentredFigures } from '../src/layout/centred-figures.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';

/** Phrases at [x, y, text], 8 pt text, glyphs 4.4 pt wide: as a browser prints an HTML table. */
const tokens = (phrases: Array<[number, number, string]>): Token[] =>
  phrases.map(([x, y, text]) => ({ text, page: 1, x, y, width: text.length * 4.4, height: 8 }));

/** Rows of a web page's table: a name wrapped over two lines (10 pt apart) and the row's
 * figures centred between them, as a table cell's default vertical alignment puts them. */
const centredRows: Array<[number, number, string]> = [
  [20, 100, 'Description'],
  [300, 100, 'Qty'],
  [380, 100, 'Unit price'],
  [480, 100, 'Amount'],
  [20, 120, 'Office Chair, as agreed in the framework'],
  [20, 130, 'contract, delivered to the goods receipt'],
  [305, 125, '1'],
  [390, 125, '70.00'],
  [490, 125, '70.00'],
  [20, 148, 'Olive Oil, as agreed in the framework'],
  [20, 158, 'contract, delivered to the goods receipt'],
  // A line whose price and amount differ (a line allowance): no product marks it as an item.
  [305, 153, '1'],
  [390, 153, '1.00'],
  [490, 153, '0.90'],
  [380, 190, 'Net amount'],
  [490, 190, '70.90'],
  [380, 202, 'Total'],
  [490, 202, '70.90'],
];

describe('figures centred between the two lines of a wrapped name (a browser-printed table)', () => {
  it('reads each row once, with both halves of its name', () => {
    const result = fromTokens(tokens(centredRows), 'text');
    expect(result.line_items.map((l) => l.amount?.value)).toEqual([70, 0.9]);
    expect(result.line_items.map((l) => l.description?.value)).toEqual([
      'Office Chair, as agreed in the framework contract, delivered to the goods receipt',
      'Olive Oil, as agreed in the framework contract, delivered to the goods receipt',
    ]);
  });

  it('joins the figures to the upper line only where they lie in other columns than the name', () => {
    const lines = joinCentredFigures(buildLines(tokens(centredRows)));
    expect(lines.map((l) => l.text)).toContain(
      'Office Chair, as agreed in the framework  1  70.00  70.00',
    );
    // A line under a paragraph's line, overlapping its words, is a line of its own.
    const paragraph = buildLines(
      tokens([
        [20, 100, 'Payable within 30 days of the invoice date'],
        [40, 105, 'Reference 2024-118'],
        [20, 110, 'to the account below, quoting the number'],
      ]),
    );
    expect(joinCentredFigures(paragraph)).toHaveLength(3);
  });

  it('leaves rows a table prints a full line apart as they are', () => {
    const rows = buildLines(
      tokens([
        [20, 100, 'Desk lamp'],
        [390, 110, '1'],
        [490, 110, '25.00'],
        [20, 120, 'Chair'],
      ]),
    );
    // 20 pt from one name to the next: two rows, not the lines of one wrapped name.
    expect(joinCentredFigures(rows)).toHaveLength(3);
  });
});
