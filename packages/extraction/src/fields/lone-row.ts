import type { Line } from '../layout/lines.js';
import { sameCents } from '../parse/normalize.js';
import { itemField } from './arithmetic-item.js';
import type { ArithmeticLines } from './arithmetic-lines.js';
import { labelsAboveNet } from './card-amount-only.js';
import { textLeftOf } from './item-description.js';
import { labelledRows } from './totals-labels.js';
import { lineNumbers, looksLikeMoney, type RowNumber } from './row-numbers.js';

/** Weak: for an invoice of one line the amount is the net by construction; nothing but its place
 * says the row is an item. Below the export band. */
const LONE_ROW_CONFIDENCE = 0.6;

/** Lines the row may stand above the net (its name wrapped under it, a rule, a blank cell). */
const MAX_LINES_TO_NET = 3;

/**
 * A table of one row beside a totals box standing apart from it (a web page's left-aligned cells
 * under no column titles, issue 23 §1): the row multiplies to nothing and no column title names
 * it. Read only where no other reading finds an item (readLineItems), and only where the row is
 * the one line with money above the net total, right above it on its page, names something left
 * of its figures, carries no label of the lexicon, and its last money is the net's figure.
 */
export function loneRowAtNet(
  lines: Line[],
  source: 'text' | 'ocr',
  nums: RowNumber[][] = lineNumbers(lines),
): ArithmeticLines | null {
  const aboveNet = labelsAboveNet(lines);
  if (!aboveNet) return null;
  const { hits, firstNet } = aboveNet;
  const money = (i: number): RowNumber[] => (nums[i] ?? []).filter(looksLikeMoney);
  const net = money(firstNet).at(-1)?.values[0];
  const withMoney = lines.slice(0, firstNet).flatMap((_, i) => (money(i).length ? [i] : []));
  const at = withMoney[0];
  if (net === undefined || withMoney.length !== 1 || at === undefined) return null;
  const labels = labelledRows(lines);
  const row = lines[at] as Line;
  const labelled = hits.some((h) => h.lineIndex === at) || labels.totals.has(at);
  if (labelled || labels.adjustments.has(at)) return null;
  if (row.page !== lines[firstNet]?.page || firstNet - at > MAX_LINES_TO_NET) return null;
  const figures = money(at);
  const amount = figures.reduce((a, b) => (b.right > a.right ? b : a));
  if (!sameCents(amount.values[0] ?? NaN, net)) return null;
  const name = textLeftOf(row, Math.min(...(nums[at] ?? []).map((n) => n.left)) - 2);
  if (!/\p{L}{2}/u.test(name.text) || !name.seg) return null;
  const box = {
    x: amount.left,
    y: amount.seg.y,
    width: amount.right - amount.left,
    height: amount.seg.height,
  };
  const item = {
    description: itemField(name.text, row.page, name.seg, source, LONE_ROW_CONFIDENCE),
    quantity: null,
    unit_price: null,
    tax_rate: null,
    amount: itemField(net, row.page, box, source, LONE_ROW_CONFIDENCE),
  };
  return { items: [item], sum: net, confirmed: true, products: 0, namesByLayout: true };
}
