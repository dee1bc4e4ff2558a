import type { Line } from '../layout/lines.js';
import {
  alignedAt,
  inColumn,
  looksLikeMoney,
  type AmountColumn,
  type RowNumber,
} from './row-numbers.js';
import { rowProduct, type RowProduct } from './row-product.js';

/** A line of the document as the item-table search reads it: its numbers and their product. */
export interface Row {
  index: number;
  line: Line;
  nums: RowNumber[];
  product: RowProduct | null;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * The edge most product rows print their amount at: numbers in a column align right, in some
 * layouts left. The edge more product amounts share at the median of their prints wins (the
 * right edges of left-aligned amounts of different lengths scatter, so a column anchored on one
 * of them may hold them all while its median leaves some out); on a tie, right unless the left
 * edges are clearly the tighter column.
 */
export function amountColumn(rows: Row[]): AmountColumn | null {
  const products = rows.flatMap((r) => (r.product ? [{ product: r.product, line: r.line }] : []));
  let best: (AmountColumn & { count: number; spread: number }) | null = null;
  for (const edge of ['right', 'left', 'center'] as const) {
    const at = (p: RowProduct): number => alignedAt(p.amount, edge);
    const edges = new EdgeIndex(
      products.map(({ product }) => ({ x: at(product), weight: product.gross ? 0.5 : 1 })),
    );
    for (const { product, line } of products) {
      const tolerance = Math.max(3, line.height * 0.8);
      const column = { edge, at: edges.medianNear(at(product), tolerance), tolerance };
      // A gross column (net × (1 + VAT)) counts half: the net column is the line amount, and a
      // row whose net does not multiply out may still do so with its VAT from a stray factor.
      const { weight, spread } = edges.near(column.at, tolerance);
      // Right-aligned print spreads a little too (signs, brackets): only a clearly tighter
      // column beats the first edge tried. Left-aligned amounts of different widths spread
      // their right edges by a few points, within one column's tolerance.
      const tighter = best !== null && best.spread > tolerance / 4 && spread < best.spread / 2;
      const better = !best || weight > best.count || (weight === best.count && tighter);
      if (better) best = { ...column, count: weight, spread };
    }
  }
  return best && { edge: best.edge, at: best.at, tolerance: best.tolerance };
}

/**
 * The amounts' edges sorted, with running sums, so a column's members, their weight and their
 * spread around its middle are read in log time (a table of 2,000 rows tries 4,000 columns).
 */
class EdgeIndex {
  private readonly xs: number[];
  private readonly sums: number[] = [0];
  private readonly weights: number[] = [0];

  constructor(points: Array<{ x: number; weight: number }>) {
    const sorted = [...points].sort((a, b) => a.x - b.x);
    this.xs = sorted.map((p) => p.x);
    for (const p of sorted) {
      this.sums.push((this.sums.at(-1) ?? 0) + p.x);
      this.weights.push((this.weights.at(-1) ?? 0) + p.weight);
    }
  }

  /** The first index whose edge is ≥ x. */
  private lower(x: number): number {
    let lo = 0;
    let hi = this.xs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.xs[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** [from, to): the edges within `tolerance` of x (as `inColumn` reads a column). */
  private window(x: number, tolerance: number): [number, number] {
    return [this.lower(x - tolerance), this.lower(x + tolerance + Number.EPSILON * 1024)];
  }

  /** The median edge of those within `tolerance` of x (the upper one of an even count). */
  medianNear(x: number, tolerance: number): number {
    const [from, to] = this.window(x, tolerance);
    return this.xs[from + Math.floor((to - from) / 2)] ?? x;
  }

  /** The weight of the edges within `tolerance` of x, and their mean distance from it. */
  near(x: number, tolerance: number): { weight: number; spread: number } {
    const [from, to] = this.window(x, tolerance);
    const split = Math.min(Math.max(this.lower(x), from), to);
    const below = x * (split - from) - ((this.sums[split] ?? 0) - (this.sums[from] ?? 0));
    const above = (this.sums[to] ?? 0) - (this.sums[split] ?? 0) - x * (to - split);
    const count = to - from;
    return {
      weight: (this.weights[to] ?? 0) - (this.weights[from] ?? 0),
      spread: count ? (below + above) / count : 0,
    };
  }
}

/** The share of the rows' figures printed at `right` that are whole numbers. */
function wholeShare(rows: Row[], right: number, tolerance: number): number {
  const values = rows.flatMap((r) =>
    r.nums.filter((n) => Math.abs(n.right - right) <= tolerance).map((n) => n.values[0] ?? NaN),
  );
  return values.length ? values.filter(Number.isInteger).length / values.length : 0;
}

/**
 * The right edge of the quantity column: where most product rows read their quantity, unless
 * the column they read as unit prices prints whole numbers more often. "1 × 50,00" reads either
 * way round, and the rows that cannot ("2 × 8,50") show which column counts.
 */
function quantityEdge(rows: Row[], tolerance: number): { at: number; byWholeness: boolean } {
  const quantities = median(rows.map((r) => r.product?.quantity.right ?? 0));
  const prices = median(rows.map((r) => r.product?.unitPrice.right ?? 0));
  const whole = (at: number): number => wholeShare(rows, at, tolerance);
  const byWholeness = whole(prices) > whole(quantities);
  return { at: byWholeness ? prices : quantities, byWholeness };
}

/**
 * Where most product rows print their quantity, a row that read another number as its quantity
 * (a position number of the same value: "2  Bolts  2  5,00  10,00") is read again with its
 * quantity there, if its product holds so.
 */
export function rereadQuantities(rows: Row[], column: AmountColumn): void {
  const withProduct = rows.filter((r) => r.product);
  if (withProduct.length < 3) return;
  const tolerance = Math.max(3, (withProduct[0]?.line.height ?? 10) * 0.8);
  const { at, byWholeness } = quantityEdge(withProduct, tolerance);
  const rights = withProduct.map((r) => r.product?.quantity.right ?? 0);
  const quantityColumn = { edge: 'right' as const, at, tolerance };
  const inIt = rights.filter((r) => Math.abs(r - at) <= tolerance).length;
  if (inIt === withProduct.length) return;
  if (!byWholeness && inIt * 3 < withProduct.length * 2) return;
  for (const row of withProduct) {
    if (inColumn(row.product?.quantity as RowNumber, quantityColumn)) continue;
    const again = rowProduct(row.nums, column, subLineNumbers(rows, row), quantityColumn);
    if (again) row.product = again;
  }
}

/** A sub-line follows its row closely: a gap of more text heights is another part of the page
 * (a VAT summary row took "discount within 10 days, 30 days net" from the page's foot as factors:
 * 10 × 30 less 25 % = 225). */
const MAX_SUB_LINE_GAP = 2;

/**
 * Numbers on the (up to five) lines under a row, before a line that prints money as far right as
 * the row's amount (the next row, a subtotal) or a gap that ends the row.
 */
export function subLineNumbers(rows: Row[], row: Row): RowNumber[] {
  const money = row.nums.filter(looksLikeMoney);
  if (!money.length) return [];
  const right = Math.max(...money.map((n) => n.right)) - Math.max(3, row.line.height * 0.8);
  const out: RowNumber[] = [];
  let above = row.line;
  for (const [k, below] of rows.slice(row.index + 1, row.index + 6).entries()) {
    if (below.line.page !== row.line.page) break;
    if (below.line.y - (above.y + above.height) > above.height * MAX_SUB_LINE_GAP) break;
    above = below.line;
    if (below.nums.some((n) => looksLikeMoney(n) && n.right >= right)) break;
    // Word indices of another line must never collide with the row's own.
    const shift = (k + 1) * 1000;
    out.push(
      ...below.nums.map((n) => ({
        ...n,
        firstWord: n.firstWord + shift,
        lastWord: n.lastWord + shift,
      })),
    );
  }
  return out;
}
