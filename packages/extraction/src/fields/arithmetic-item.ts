import type { Line, Segment } from '../layout/lines.js';
import type { Box, ExtractedField, LineItem } from '../types.js';
import { subBox } from './label-finder.js';
import {
  inColumn,
  looksLikeMoney,
  rowNumbers,
  type AmountColumn,
  type RowNumber,
} from './row-numbers.js';
import type { RowProduct } from './row-product.js';

/** A row of an item table found by arithmetic, with the amount it prints in the amount column. */
export interface TableRow {
  index: number;
  line: Line;
  nums: RowNumber[];
  product: RowProduct | null;
  amount: number;
}

/** Wrapped description lines and code lines (GTIN, article numbers) an item may carry. */
const MAX_CONTINUATION_LINES = 3;

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

const field = (
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

/** The text of a line left of `cut` (where the row's figures begin), word by word. */
function textLeftOf(line: Line, cut: number): { text: string; seg: Segment | null } {
  const words: string[] = [];
  let first: Segment | null = null;
  for (const seg of line.segments)
    for (const m of seg.text.matchAll(/\S+/g)) {
      const box = subBox(seg, m.index, m.index + m[0].length);
      if (box.x + box.width > cut + 1) continue;
      words.push(m[0]);
      first ??= seg;
    }
  return { text: words.join(' '), seg: first };
}

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

/** A number of the row printed at a column's right edge (for rows without a product). */
function atColumn(nums: RowNumber[], right: number | null, tolerance: number): RowNumber | null {
  if (right === null) return null;
  return nums.find((n) => !n.percent && Math.abs(n.right - right) <= tolerance) ?? null;
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
): LineItem {
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
    (n) => n.percent && n !== p?.discount && Math.abs(n.values[0] ?? -1) <= 30,
  );
  const item: LineItem = {
    description: null,
    quantity: quantity
      ? field(
          p ? p.values.quantity : (quantity.values[0] ?? 0),
          page,
          boxOf(quantity),
          source,
          p ? confidence : 0.6,
        )
      : null,
    unit_price: unitPrice
      ? field(
          p ? p.values.unitPrice : (unitPrice.values[0] ?? 0),
          page,
          boxOf(unitPrice),
          source,
          p ? confidence : 0.6,
        )
      : null,
    tax_rate: rate ? field(Math.abs(rate.values[0] ?? 0), page, boxOf(rate), source, 0.75) : null,
    amount: field(row.amount, page, amountNum ? boxOf(amountNum) : null, source, confidence),
  };
  // The description ends where the row's figures begin (the product rows' leftmost figure column).
  const figureLefts = products.map((r) =>
    Math.min(
      ...[r.product?.quantity, r.product?.unitPrice, r.product?.amount].map(
        (n) => n?.left ?? Infinity,
      ),
    ),
  );
  const cut = p
    ? Math.min(p.quantity.left, p.unitPrice.left, p.amount.left)
    : (median(figureLefts) ?? amountNum?.left ?? row.line.segments.at(-1)?.x ?? 0);
  let own = textLeftOf(row.line, cut - 2);
  // "2 x Widget  10,00  20,00": the quantity printed inside the description column.
  if (p && !/\p{L}{2,}/u.test(own.text)) {
    const priced = Math.min(p.unitPrice.left, p.amount.left);
    const words = textLeftOf(row.line, priced - 2);
    const named = words.text.replace(/^\S+\s*(x|×)?\s*/i, '');
    if (/\p{L}{2,}/u.test(named)) own = { text: named, seg: words.seg };
  }
  const parts = [own.text.replace(/^\d{1,4}\.?\s+(?=\S)/, '')];
  let box: Box | null = own.seg
    ? { x: own.seg.x, y: own.seg.y, width: own.seg.width, height: own.seg.height }
    : null;
  let bottom = row.line.y + row.line.height;
  const end = next?.index ?? lines.length;
  for (let i = row.index + 1; i < end && i <= row.index + MAX_CONTINUATION_LINES; i += 1) {
    const line = lines[i] as Line;
    if (line.page !== page || line.y - bottom > row.line.height * 1.6) break;
    // Money in the amount column is a row of its own (a subtotal, the next item), never a wrap.
    const right = amountNum?.right;
    if (right !== undefined && lineHasMoneyAt(line, right, tolerance, column)) break;
    const wrapped = textLeftOf(line, cut - 2);
    if (!wrapped.text) continue;
    parts.push(wrapped.text);
    bottom = line.y + line.height;
    if (box && wrapped.seg) {
      const right = Math.max(box.x + box.width, wrapped.seg.x + wrapped.seg.width);
      box = { x: Math.min(box.x, wrapped.seg.x), y: box.y, width: 0, height: bottom - box.y };
      box.width = right - box.x;
    }
  }
  const description = parts.filter(Boolean).join(' ').trim();
  if (description) item.description = field(description, page, box, source, 0.7);
  return item;
}
