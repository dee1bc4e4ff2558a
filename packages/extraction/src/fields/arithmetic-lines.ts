import type { Line } from '../layout/lines.js';
import { roundCents, sameCents } from '../parse/normalize.js';
import { labelledRows } from './totals-labels.js';
import type { LineItem } from '../types.js';
import { itemOf, type TableRow } from './arithmetic-item.js';
import { placeNames } from './item-names.js';
import {
  cellInColumn,
  inColumn,
  lineNumbers,
  looksLikeMoney,
  sharesWords,
  type AmountColumn,
  type RowNumber,
} from './row-numbers.js';
import { rowProduct } from './row-product.js';
import { printedAfter } from './printed-after.js';
import { amountColumn, rereadQuantities, subLineNumbers, type Row } from './product-rows.js';

export interface ArithmeticLines {
  items: LineItem[];
  sum: number | null;
  /** The lines' amounts add up to a total printed after them. */
  confirmed: boolean;
  /** Rows whose quantity × unit price = amount holds. */
  products: number;
  /** The names were placed by the layout (printed above their figures, or split by the gaps
   * between items): the header reading, which joins lines under a row, does not know so. */
  namesByLayout: boolean;
}

/** The money a row prints in the amount column (its product's amount where the product holds).
 * `byCell`: the products print their amounts bare, so a cell ending in a currency word at the
 * column's edge is in it too. */
function amountIn(row: Row, column: AmountColumn, byCell: boolean): number | null {
  if (row.product) return row.product.values.amount;
  const within = byCell ? cellInColumn : inColumn;
  const money = row.nums.filter((n) => looksLikeMoney(n) && within(n, column));
  // The longest reading at the edge (a space-grouped "1 234,56" over its piece "234,56").
  const pick = money.sort((a, b) => a.left - b.left)[0];
  return pick?.values[0] ?? null;
}

/** Lines between two rows of one table (a name wrapped above and under its figures, a section's
 * title and column header again); more is another part of the page. */
export const MAX_LINES_BETWEEN_ROWS = 6;

/** A line with figures only (amounts, rates, currency codes), no words. */
const isBareFigures = (line: Line): boolean =>
  !/\p{L}{2,}/u.test(line.text.replace(/\b(eur|usd|chf|gbp|czk)\b/giu, ''));

/** A row printing a sum shows no other money: one with a price beside its amount is an item
 * whose amount happens to equal the items' sum above it (a second line like the first). */
function printsSumOnly(c: TableRow): boolean {
  const money = c.nums.filter(looksLikeMoney);
  // Readings of one print share its words ("2 600,00" and its piece "600,00").
  return money.every((a) => money.every((b) => sharesWords(a, b)));
}

/** The document as the table search reads it: its lines, each line's numbers, its totals and
 * adjustment rows. */
interface Page {
  lines: Line[];
  nums: RowNumber[][];
  /** Rows labelled as a total, or as an allowance or charge on document level: never items. */
  totals: Set<number>;
  /** Rows labelled as a sum carried to or from another page: the table goes on after them. */
  carried: Set<number>;
  /** Labelled totals whose line opens with the label. */
  opening: Set<number>;
}

interface Walk {
  rows: TableRow[];
  sum: number;
  confirmed: boolean;
}

/**
 * Reads the table from a starting row: every row with an amount in the column is an item until
 * one prints the running sum of the items above it. That row is a subtotal: a carry-over when
 * product rows follow (a table continued on the next page), else the table's total. Without
 * such a row the table ends at its last product row, and the sum is looked for in what follows.
 */
function walk(candidates: TableRow[], start: number, page: Page): Walk {
  const rows: TableRow[] = [];
  let sum = 0;
  const lastProduct = candidates.findLastIndex((c) => c.product);
  // Where a group may have begun: after the last group's subtotal, and after every running sum
  // printed since (a carry-over at a page break is not a group's end, but the first group's
  // subtotal also prints the running sum). A group's subtotal is the sum since one of them.
  let starts = [{ sum: 0, rows: 0 }];
  let i = start;
  for (; i < candidates.length; i += 1) {
    const c = candidates[i] as TableRow;
    if (page.carried.has(c.index)) {
      if (sameCents(c.amount, sum)) starts.push({ sum, rows: rows.length });
      continue;
    }
    if (!c.product && rows.length && sameCents(c.amount, sum) && printsSumOnly(c)) {
      if (i < lastProduct && !totalsFollow(candidates, i, page)) {
        starts.push({ sum, rows: rows.length });
        continue;
      }
      const later = laterGroups(candidates, i, page, sum);
      return { rows: [...rows, ...later], sum: roundCents(sum + sumOf(later)), confirmed: true };
    }
    const closes = starts.some((s) => rows.length - s.rows > 1 && sameCents(c.amount, sum - s.sum));
    if (!c.product && i < lastProduct && closes && printsSumOnly(c)) {
      starts = [{ sum, rows: rows.length }];
      continue;
    }
    if (i > lastProduct && (page.totals.has(c.index) || !sumAhead(candidates, i, sum))) break;
    const previous = rows.at(-1);
    // A row of bare figures under an item ("1,00 %  - 0,10") is that item's allowance or charge:
    // the line's net amount includes it. It prints a rate or a sign; a plain figure is a row of
    // its own whose name stands beside it (a flat fee, its name centred on the figures).
    const adjusts = c.amount < 0 || c.nums.some((n) => n.percent || n.signed);
    if (
      previous &&
      !c.product &&
      adjusts &&
      isBareFigures(c.line) &&
      c.line.page === previous.line.page
    ) {
      rows[rows.length - 1] = { ...previous, amount: roundCents(previous.amount + c.amount) };
      sum += c.amount;
      continue;
    }
    rows.push(c);
    sum += c.amount;
  }
  let confirmed = printedAfter(page.nums, rows.at(-1)?.index ?? 0, roundCents(sum));
  // Rows right under the last product row without a quantity of their own (a flat fee, an
  // installation) belong to the table when the sum with them is printed further down.
  const extra: TableRow[] = [];
  for (const c of candidates.slice(i, i + 3)) {
    const prev = (extra.at(-1) ?? rows.at(-1))?.line;
    if (!prev || c.line.page !== prev.page || c.line.y - prev.y > prev.height * 5) break;
    if (page.totals.has(c.index)) break;
    extra.push(c);
    if (
      !printedAfter(page.nums, c.index, roundCents(sum + extra.reduce((s, e) => s + e.amount, 0)))
    )
      continue;
    rows.push(...extra.splice(0));
    sum = sumOf(rows);
    confirmed = true;
  }
  return { rows, sum: roundCents(sum), confirmed };
}

export const sumOf = (rows: Array<{ amount: number }>): number =>
  rows.reduce((s, r) => s + r.amount, 0);

/** Groups after the table's subtotal, each closed by its own (a later titled section whose rows
 * multiply to nothing, under column titles no lexicon reads): items where each subtotal repeats
 * its described rows' sum and all groups add up to a figure printed below (the net). */
function laterGroups(candidates: TableRow[], at: number, page: Page, sum: number): TableRow[] {
  const out: TableRow[] = [];
  let group: TableRow[] = [];
  let previous = candidates[at] as TableRow;
  for (const c of candidates.slice(at + 1)) {
    if (c.line.page !== previous.line.page || c.index - previous.index > MAX_LINES_BETWEEN_ROWS)
      break;
    previous = c;
    const closes = group.length > 0 && sameCents(c.amount, sumOf(group)) && printsSumOnly(c);
    if (closes && printedAfter(page.nums, c.index, roundCents(sum + sumOf(out) + sumOf(group)))) {
      out.push(...group);
      group = [];
      continue;
    }
    if (closes || page.totals.has(c.index) || !/\p{L}{2,}/u.test(c.line.text)) break;
    group.push(c);
  }
  return out;
}

/** The row after a running sum is a labelled total, tax or charge: the sum closed the table and
 * opened its totals block. Product rows further down belong to another table (an account
 * statement, a cash-discount table), never to this one. An item naming a rate inside its
 * description ("Food (VAT 12%)") is no total: a totals row opens with its label. */
function totalsFollow(candidates: TableRow[], at: number, page: Page): boolean {
  const next = candidates[at + 1];
  if (!next || !page.totals.has(next.index) || page.carried.has(next.index)) return false;
  return !next.product || page.opening.has(next.index);
}

/**
 * After the last product row, rows without a quantity (a flat fee, an item priced per base
 * quantity) are items only when a subtotal a few rows further down confirms them.
 */
function sumAhead(candidates: TableRow[], from: number, sum: number): boolean {
  let running = sum;
  for (const c of candidates.slice(from, from + 8)) {
    if (sameCents(c.amount, running) && c !== candidates[from]) return true;
    running += c.amount;
  }
  return false;
}

/**
 * Item lines found by arithmetic, whatever the table's header words: rows where two numbers
 * multiply to a third (quantity × unit price = amount) fix the amount column; the rows with an
 * amount in that column, from the first product row on, are the items, and their sum printed
 * below the table confirms them. Rows just above the first product row (items without a
 * quantity) join the table only when the sum then matches.
 */
export function arithmeticLineItems(
  lines: Line[],
  source: 'text' | 'ocr',
  numbers: RowNumber[][] = lineNumbers(lines),
): ArithmeticLines | null {
  const rows: Row[] = lines.map((line, index) => {
    const nums = numbers[index] ?? [];
    return { index, line, nums, product: rowProduct(nums) };
  });
  const labels = labelledRows(lines);
  // A factor printed under a row (a discounted net price) belongs to an item, never to a total:
  // "Amount due" over a VAT summary table would otherwise multiply its figures. (An item may
  // name its own discount or surcharge: "Volume discount: - €5.00" under it stays its factor.)
  const under = (row: Row): RowNumber[] =>
    labels.totals.has(row.index) ? [] : subLineNumbers(rows, row);
  for (const row of rows) row.product ??= rowProduct(row.nums, undefined, under(row));
  const column = amountColumn(rows.filter((r) => r.product));
  if (!column) return null;
  // A product whose amount is not in the column is read again with its amount there; a row
  // without one may take a factor from the lines printed under it (a discounted net price).
  for (const row of rows) {
    if (row.product && inColumn(row.product.amount, column)) continue;
    row.product = rowProduct(row.nums, column, under(row));
  }
  rereadQuantities(rows, column);
  const candidates: TableRow[] = [];
  const byCell = rows.every((r) => r.product?.amount.cellRight === undefined);
  for (const row of rows) {
    const amount = amountIn(row, column, byCell);
    if (amount !== null && (amount !== 0 || row.product))
      candidates.push({
        index: row.index,
        line: row.line,
        nums: row.nums,
        product: row.product,
        amount,
      });
  }
  const first = candidates.findIndex((c) => c.product);
  if (first < 0) return null;
  const totals = new Set([...labels.totals, ...labels.adjustments, ...labels.carried]);
  const page: Page = {
    lines,
    nums: rows.map((r) => r.nums),
    totals,
    carried: labels.carried,
    opening: labels.opening,
  };
  // Rows above the first product join where the sums then hold. A reading of the first
  // product's row alone, confirmed by a subtotal that repeats it (a section of one line), yields
  // to a longer confirmed one.
  let best: Walk | null = null;
  for (let back = 0; back <= Math.min(6, first); back += 1) {
    const w = walk(candidates, first - back, page);
    const alone = best?.confirmed && best.rows.length === 1;
    if (!best || (w.confirmed && (!best.confirmed || (alone && w.rows.length > 1)))) best = w;
    if (best.confirmed && best.rows.length > 1) break;
  }
  if (!best) return null;
  const table = best;
  const products = table.rows.filter((r) => r.product);
  const placed = placeNames(lines, table.rows);
  const items = table.rows.map((row, i) =>
    itemOf(
      row,
      table.rows[i + 1],
      lines,
      products,
      source,
      table.confirmed,
      column,
      placed.names[i],
    ),
  );
  return {
    items,
    sum: table.sum,
    confirmed: table.confirmed,
    products: products.length,
    namesByLayout: placed.byLayout,
  };
}
