import { unionBox } from '../layout/box.js';
import { isUnitWord } from '../lexicon/unit-words.js';
import { isCurrencyWord } from '../parse/currency.js';
import type { Line, Segment } from '../layout/lines.js';
import type { Box, ExtractedField, LineItem } from '../types.js';
import { MAX_CONTINUATION_LINES, overlapsVertically, textLeftOf } from './item-description.js';
import { figuresLeft } from './item-names.js';
import { WRAPPED_LINE_GAP } from './name-above-row.js';
import {
  inColumn,
  looksLikeMoney,
  rowNumbers,
  type AmountColumn,
  type RowNumber,
} from './row-numbers.js';
import type { RowProduct } from './row-product.js';
import { isVatRate } from './vat-rate.js';

/** The name lines of a row: those printed above it, and under it (which ones, where the gaps
 * between items said, or whether the lines under it are its own at all), and whether a leading
 * number is a position (the rows are numbered) rather than part of the name. */
export interface ItemNames {
  above: number[];
  below: boolean | number[];
  numbered?: boolean;
  /** The name lines are the item's own, printed across the figures' width: read them whole. */
  whole?: boolean;
}

/** A row of an item table found by arithmetic, with the amount it prints in the amount column. */
export interface TableRow {
  index: number;
  line: Line;
  nums: RowNumber[];
  product: RowProduct | null;
  amount: number;
}

const median = (values: number[]): number | null => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? null) : null;
};

const boxOf = (n: RowNumber): Box => ({
  x: n.left,
  y: n.seg.y,
  width: n.right - n.left,
  height: n.seg.height,
});

/** A line item's field, its confidence scaled down for OCR'd words. */
export const itemField = (
  value: string | number,
  page: number,
  box: Box | null,
  source: 'text' | 'ocr',
  confidence: number,
): ExtractedField => ({
  value,
  confidence: Math.round(confidence * (source === 'ocr' ? 0.9 : 1) * 1000) / 1000,
  page,
  box,
  source,
});

/** The line prints money in the amount column (by its numbers when the column is known). */
const lineHasMoneyAt = (
  line: Line,
  right: number,
  tolerance: number,
  column: AmountColumn | undefined,
): boolean =>
  column
    ? rowNumbers(line, '.').some((n) => looksLikeMoney(n) && inColumn(n, column))
    : line.segments.some(
        (s) => Math.abs(s.x + s.width - right) <= tolerance && /\d[.,]\d{2}\b/.test(s.text),
      );

/** A line of words over two of the row's figures or more, and words of its own (no money, checked
 * before): column titles printed again, the header of a section that follows (a tight print
 * joins the titles over the figures into one run, "Qty Unit price Amount"). */
function titlesOverFigures(line: Line, figures: RowNumber[]): boolean {
  const words = line.segments.filter((s) => /\p{L}{2}/u.test(s.text));
  const over = (n: RowNumber): boolean =>
    words.some((s) => s.x < n.right && s.x + s.width > n.left);
  return words.length >= 2 && figures.filter(over).length >= 2;
}

/** A number of the row printed at a column's right edge (for rows without a product). */
function atColumn(nums: RowNumber[], right: number | null, tolerance: number): RowNumber | null {
  if (right === null) return null;
  return nums.find((n) => !n.percent && Math.abs(n.right - right) <= tolerance) ?? null;
}

const figureColumns = new WeakMap<TableRow[], number | null>();

/** Where the product rows' figures begin (the median of their leftmost figures), once a table. */
function figureColumn(products: TableRow[]): number | null {
  const known = figureColumns.get(products);
  if (known !== undefined) return known;
  const lefts = products.flatMap((r) =>
    r.product
      ? [Math.min(r.product.quantity.left, r.product.unitPrice.left, r.product.amount.left)]
      : [],
  );
  const at = median(lefts);
  figureColumns.set(products, at);
  return at;
}

/**
 * One item from its table row: amount, quantity and unit price from the product (or, on a row
 * without one, the numbers at the product rows' columns), the rate printed with "%", and the
 * description left of the figures with the lines wrapped under it, a leading position number
 * left out. Confidence is highest when the row's product holds and the table's sum is printed.
 */
export function itemOf(
  row: TableRow,
  next: TableRow | undefined,
  lines: Line[],
  products: TableRow[],
  source: 'text' | 'ocr',
  confirmed: boolean,
  column?: AmountColumn,
  /** The name lines printed above the row, and under it: which ones (where the gaps between
   * items said), or whether the lines under it are its own (not where the table prints each
   * name above its figures: those are the next item's). */
  names: ItemNames = { above: [], below: true },
): LineItem {
  const { above } = names;
  const p = row.product;
  const page = row.line.page;
  const tolerance = Math.max(3, row.line.height * 0.8);
  const confidence = p && confirmed ? 0.95 : p || confirmed ? 0.85 : 0.6;
  const amountNum =
    p?.amount ??
    row.nums.find((n) => Math.abs(n.values[0] ?? NaN) === Math.abs(row.amount)) ??
    null;
  const quantity =
    p?.quantity ??
    atColumn(row.nums, median(products.map((r) => r.product?.quantity.right ?? 0)), tolerance);
  const unitPrice =
    p?.unitPrice ??
    atColumn(row.nums, median(products.map((r) => r.product?.unitPrice.right ?? 0)), tolerance);
  const rate = row.nums.find(
    (n) => n.percent && n !== p?.discount && isVatRate(Math.abs(n.values[0] ?? NaN)),
  );
  const item: LineItem = {
    description: null,
    quantity: quantity
      ? itemField(
          p ? p.values.quantity : (quantity.values[0] ?? 0),
          page,
          boxOf(quantity),
          source,
          p ? confidence : 0.6,
        )
      : null,
    unit_price: unitPrice
      ? itemField(
          p ? p.values.unitPrice : (unitPrice.values[0] ?? 0),
          page,
          boxOf(unitPrice),
          source,
          p ? confidence : 0.6,
        )
      : null,
    tax_rate: rate
      ? itemField(Math.abs(rate.values[0] ?? 0), page, boxOf(rate), source, 0.75)
      : null,
    amount: itemField(row.amount, page, amountNum ? boxOf(amountNum) : null, source, confidence),
  };
  // The description ends where the row's figures begin (the product rows' leftmost figure column),
  // or at a rate printed apart before them (a VAT column left of the price is no part of the name).
  const figuresStart = p
    ? Math.min(p.quantity.left, p.unitPrice.left, p.amount.left)
    : (figureColumn(products) ?? figuresLeft(row));
  const rateApart = rate && rate.seg !== row.line.segments[0] && rate.left < figuresStart;
  const cut = rateApart ? rate.left : figuresStart;
  // A unit of measure in a cell of its own ("szt.", "hrs") is a column, not the name's word.
  const unitCell = (seg: Segment): boolean => isUnitWord(seg.text);
  let own = textLeftOf(row.line, cut - 2, unitCell);
  let nameCut = cut;
  // "2 x Widget  10,00  20,00": the quantity printed inside the description column, or a
  // quantity column left of the names: the name lines end at the price.
  if (p && !/\p{L}{2,}/u.test(own.text)) {
    const priced = Math.min(p.unitPrice.left, p.amount.left);
    nameCut = priced;
    const words = textLeftOf(row.line, priced - 2, unitCell);
    // The price's currency printed apart before it ("S/ 50.00") is no part of the name either.
    const named = words.text
      .replace(/^\S+\s*(x|×)?\s*/i, '')
      .replace(/\s+(\S+)$/u, (w, word: string) => (isCurrencyWord(word) ? '' : w));
    if (/\p{L}{2,}/u.test(named)) own = { text: named, seg: words.seg };
  }
  const nameIn = (line: Line): { text: string; seg: Segment | null } =>
    names.whole
      ? { text: line.text.trim(), seg: line.segments[0] ?? null }
      : textLeftOf(line, nameCut - 2);
  const upper = above.map((i) => nameIn(lines[i] as Line));
  // A leading position number is no part of the name (on the first line or on the figures' line).
  const unnumbered = (t: string): string =>
    names.numbered === false ? t : t.replace(/^\d{1,4}\.?(\s+(?=\S)|$)/, '');
  const parts = [
    ...upper.map((u, i) => (i === 0 ? unnumbered(u.text) : u.text)),
    unnumbered(own.text),
  ];
  // The name's box: its lines above, its own words and (below) its wrapped lines, as a plain box.
  let box: Box | null = null;
  const grow = (b: Box): void => {
    box = box ? unionBox(box, b) : { x: b.x, y: b.y, width: b.width, height: b.height };
  };
  for (const u of [...upper, own]) if (u.seg) grow(u.seg);
  if (box && above.length) grow({ ...(box as Box), y: row.line.y, height: row.line.height });
  let bottom = row.line.y + row.line.height;
  // Names printed above the figures take no lines from under the row: those are the next item's.
  const listed = Array.isArray(names.below) ? names.below : null;
  const end = listed
    ? (listed.at(-1) ?? row.index) + 1
    : names.below
      ? (next?.index ?? lines.length)
      : row.index + 1;
  const figures = row.nums.filter((n) => n.left >= cut - 2);
  const wraps: Array<{ text: string; seg: Segment | null; line: Line; apart: boolean }> = [];
  for (let i = row.index + 1; i < end && i <= row.index + MAX_CONTINUATION_LINES; i += 1) {
    const line = lines[i] as Line;
    if (!listed && (line.page !== page || line.y - bottom > row.line.height * 1.6)) break;
    // A name line reaching into the next row's height is that row's (its figures are centred).
    if (next && overlapsVertically(line, next.line)) break;
    // Money in the amount column is a row of its own (a subtotal, the next item), never a wrap.
    const right = amountNum?.right;
    if (right !== undefined && lineHasMoneyAt(line, right, tolerance, column)) break;
    // Column titles again: a new section's header. The lines right above it that stand apart
    // from the name (more than a wrapped line's distance) are that section's title.
    if (!names.whole && titlesOverFigures(line, figures)) {
      const title = wraps.findLastIndex((w) => w.apart);
      if (title >= 0) wraps.length = title;
      break;
    }
    const wrapped = nameIn(line);
    if (!wrapped.text) continue;
    // A rule ("-----") ends the table; so does money where the name may reach past the row's
    // first figure (a totals line under a table whose quantities stand left of the names).
    if (/^[-=_*#~]{4,}/.test(wrapped.text)) break;
    if (!names.whole && nameCut !== cut && /\d[.,]\d{2}(?![\d\p{L}])/u.test(wrapped.text)) break;
    const apart = line.y - bottom > line.height * WRAPPED_LINE_GAP;
    wraps.push({ ...wrapped, line, apart });
    bottom = line.y + line.height;
  }
  for (const w of wraps) {
    parts.push(w.text);
    if (box && w.seg) grow({ ...w.seg, y: w.line.y, height: w.line.height });
  }
  // A unit alone is still what the row prints as its name ("Set", "Pauschal").
  const description =
    parts.filter(Boolean).join(' ').trim() || unnumbered(textLeftOf(row.line, cut - 2).text);
  if (description) item.description = itemField(description, page, box, source, 0.7);
  return item;
}
