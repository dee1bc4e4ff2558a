import { readLineItems } from '../../src/fields/item-table.js';
import { buildLines } from '../../src/layout/lines.js';
import type { Token } from '../../src/types.js';

/**
 * Lays out rows of phrases as tokens, as a text layer would give them: each row is a line 16 pt
 * below the previous; each phrase is [x, text]. Glyphs are 5 pt wide at 10 pt size.
 */
export function layoutTokens(rows: Array<Array<[number, string]>>, page = 1): Token[] {
  return rows.flatMap((row, i) =>
    row.map(([x, text]) => ({ text, page, x, y: 40 + i * 16, width: text.length * 5, height: 10 })),
  );
}

/** Tokens at explicit tops on one page: each [y, x, text]; glyphs 5 pt wide, 9 pt tall. */
export function tokensAt(rows: Array<[number, number, string]>, page = 1): Token[] {
  return rows.map(([y, x, text]) => ({ text, page, x, y, width: text.length * 5, height: 9 }));
}

/** The line amounts the item-table readers find in rows laid out as by `layoutTokens`. */
export function itemAmounts(rows: Array<Array<[number, string]>>): unknown[] {
  return readLineItems(buildLines(layoutTokens(rows)), 'text').items.map((i) => i.amount?.value);
}
