import type { Line } from '../layout/lines.js';
import { sameCents } from '../parse/normalize.js';
import type { LineItem } from '../types.js';
import { itemField } from './arithmetic-item.js';
import type { ArithmeticLines } from './arithmetic-lines.js';
import { AMOUNT_LABEL } from './card-items.js';
import { labelledFigures, MAX_NAME_LINES, nameAbove } from './card-lines.js';
import { findLabels } from './label-finder.js';
import { lineNumbers, looksLikeMoney, type RowNumber } from './row-numbers.js';

/**
 * An invoice of one item printed as a card that states only its amount: the name, and under it
 * "Amount: 9.90" (no quantity or price to multiply, so nothing but the words and the totals marks
 * it as an item). It is read only where no other reading found an item (readLineItems), and only
 * on this evidence: the figure is alone on its line after the lexicon's amount word, a name with
 * no figure of money and no label of its own stands right above it, and the page's net total
 * (a net label, printed below it, none above) repeats it. A totals block prints its net before its
 * gross total, so its "Total 9.90" has the net above and is no card.
 */

/** Weak: the amount is the net by construction for an invoice of one item; what says it is an
 * item is where it is printed and its label's words. Below the export band, above a guess. */
const AMOUNT_ONLY_CONFIDENCE = 0.7;
const NAME_CONFIDENCE = 0.6;

/** Lines the net total may stand below the card (a page break, a notes block between). */
const MAX_LINES_TO_NET = 25;

const NET_FIELDS = new Set(['net_amount', 'line_net_total']);

/** The page's labels, the lines labelled as the net total and the first of them (null without
 * one): the items of a table no reading found stand above it. */
export function labelsAboveNet(lines: Line[]) {
  const hits = findLabels(lines);
  const nets = hits.filter((h) => NET_FIELDS.has(h.field)).map((h) => h.lineIndex);
  return nets.length ? { hits, nets, firstNet: Math.min(...nets) } : null;
}

export function amountOnlyCard(
  lines: Line[],
  source: 'text' | 'ocr',
  nums: RowNumber[][] = lineNumbers(lines),
): ArithmeticLines | null {
  const aboveNet = labelsAboveNet(lines);
  if (!aboveNet) return null;
  const { hits, nets, firstNet } = aboveNet;
  const labelledLines = new Set(hits.map((h) => h.lineIndex));
  const found: LineItem[] = [];
  for (let i = 0; i < firstNet; i += 1) {
    const figures = labelledFigures(lines[i] as Line, i, nums[i] ?? []);
    const figure = figures?.length === 1 ? figures[0] : undefined;
    const value = figure?.num.values[0];
    if (!figure || !value || !looksLikeMoney(figure.num) || !AMOUNT_LABEL.test(figure.label))
      continue;
    const repeated = nets.some(
      (n) =>
        n > i &&
        n - i <= MAX_LINES_TO_NET &&
        nums[n]?.some((x) => looksLikeMoney(x) && sameCents(x.values[0] ?? NaN, value)),
    );
    if (!repeated) continue;
    // The name is text right above: no money in it, no label of the header ("Due date: …").
    const plain = (k: number): boolean =>
      k >= 0 && !labelledLines.has(k) && !(nums[k] ?? []).some(looksLikeMoney);
    let count = 0;
    while (count < MAX_NAME_LINES && plain(i - count - 1)) count += 1;
    const name = count
      ? nameAbove(lines, nums, { figures: [figure], first: i, last: i }, -1, count, [])
      : null;
    if (!name || !/\p{L}{2}/u.test(name.text)) continue;
    const page = lines[i]?.page ?? 1;
    const box = {
      x: figure.num.left,
      y: figure.num.seg.y,
      width: figure.num.right - figure.num.left,
      height: figure.num.seg.height,
    };
    found.push({
      description: itemField(name.text, page, name.box, source, NAME_CONFIDENCE),
      quantity: null,
      unit_price: null,
      tax_rate: null,
      amount: itemField(value, page, box, source, AMOUNT_ONLY_CONFIDENCE),
    });
  }
  if (found.length !== 1) return null;
  const sum = Number(found[0]?.amount?.value);
  return { items: found, sum, confirmed: true, products: 0, namesByLayout: true };
}
