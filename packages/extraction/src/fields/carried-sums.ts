import type { Line } from '../layout/lines.js';
import { findAmounts, type AmountMatch } from '../parse/amount.js';
import { sameCents } from '../parse/normalize.js';

/** The one sum a row prints beside its words ("Report  83 654,15"), or null. */
function soleSum(line: Line, money: AmountMatch[]): number | null {
  if (!/\p{L}{2,}/u.test(line.text)) return null;
  return money.length === 1 ? (money[0]?.value ?? null) : null;
}

/**
 * Rows carrying a table's running sum over a page break, by their print rather than their words
 * (the lexicon cannot know every "A reporter", "Report", "Zu übertragen"): the last row with
 * money on one page and the first row with money on the next print the same sum, each beside
 * words and nothing else, neither labelled a total (an item on the last page of its table
 * printed again as the net total on the next). (Indices into the lines.)
 */
export function carriedByPrint(lines: Line[], totals: Set<number>): number[] {
  const out: number[] = [];
  let last: { index: number; sum: number | null; page: number } | null = null;
  for (const [index, line] of lines.entries()) {
    const money = findAmounts(line.text).filter((a) => a.hasDecimals);
    if (!money.length) continue;
    const sum = soleSum(line, money);
    // The first money on the page after the last money of the page before.
    if (last && line.page === last.page + 1) {
      const labelled = totals.has(index) || totals.has(last.index);
      if (!labelled && sum !== null && last.sum !== null && sameCents(sum, last.sum) && sum !== 0)
        out.push(last.index, index);
    }
    last = { index, sum, page: line.page };
  }
  return out;
}
