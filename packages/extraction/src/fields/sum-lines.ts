import type { Line } from '../layout/lines.js';
import { roundCents, sameCents } from '../parse/normalize.js';
import { itemOf, type TableRow } from './arithmetic-item.js';
import { placeNames } from './item-names.js';
import { MAX_LINES_BETWEEN_ROWS, sumOf, type ArithmeticLines } from './arithmetic-lines.js';
import { sumsNoItems } from './not-item-sums.js';
import { labelledRows } from './totals-labels.js';
import { wordsOnly } from './own-line-names.js';
import { alignedAt, lineNumbers, looksLikeMoney, type RowNumber } from './row-numbers.js';

/** A table continued on the next page has the page's foot and the next page's head between two
 * of its rows (a footer, a page number, a repeated title): a few lines more. */
const MAX_LINES_OVER_PAGE_BREAK = 12;

/** Two rows with money, in this order, near enough to be rows of one table. */
const adjacent = (row: TableRow, next: TableRow): boolean =>
  row.line.page === next.line.page
    ? next.index - row.index <= MAX_LINES_BETWEEN_ROWS
    : next.line.page === row.line.page + 1 && next.index - row.index <= MAX_LINES_OVER_PAGE_BREAK;

/** The rightmost money on a line, where a table without quantities prints each row's amount;
 * of readings ending at one edge the longest ("21 389,00" over its piece "389,00": their edges
 * differ by a rounding error of the glyph positions). */
function lastMoney(nums: RowNumber[]): RowNumber | null {
  const money = nums
    .filter(looksLikeMoney)
    .sort((a, b) => (Math.abs(b.right - a.right) > 0.5 ? b.right - a.right : a.left - b.left));
  return money[0] ?? null;
}

/** Two amounts in one column: aligned at their right edge, at their left (left-aligned cells) or
 * at their middle (centred cells). */
const sameEdge = (a: RowNumber | null, b: RowNumber | null, tolerance: number): boolean =>
  Boolean(
    a &&
    b &&
    (['right', 'left', 'center'] as const).some(
      (edge) => Math.abs(alignedAt(a, edge) - alignedAt(b, edge)) <= tolerance,
    ),
  );

/** The row's money in the sum's column: its last, or one before it where a column the sum does
 * not add (gross, VAT) is printed right of the amounts. */
function moneyAt(nums: RowNumber[], edge: RowNumber | null, tolerance: number): RowNumber | null {
  const last = lastMoney(nums);
  if (sameEdge(last, edge, tolerance)) return last;
  return nums.find((n) => looksLikeMoney(n) && sameEdge(n, edge, tolerance)) ?? null;
}

type FigureOf = (row: TableRow) => RowNumber | null;

const toleranceOf = (row: TableRow): number => Math.max(3, row.line.height * 0.8);

/** Each row's money in the column of the sum a row prints (at the sum's edge). */
function figuresBeside(total: TableRow): FigureOf {
  const edge = lastMoney(total.nums);
  const tolerance = toleranceOf(total);
  return (row) => moneyAt(row.nums, edge, tolerance);
}

/**
 * A labelled total printed in a box of its own, right of the amounts' column: a web page's table
 * of left-aligned or centred figures ends at its amount column while its totals box keeps to the
 * right margin, so no row prints money at the total's edge (or left of it: a till centres its
 * total line under a right-aligned column). The rows are then read in the column
 * of the last money on the row right above the total (or above the allowances and charges under
 * the rows), where the total's figure ends clearly further right (or left).
 */
function figuresApart(total: TableRow, row: TableRow): FigureOf | null {
  const sum = lastMoney(total.nums);
  const own = lastMoney(row.nums);
  const tolerance = toleranceOf(row);
  if (!sum || !own || Math.abs(sum.right - own.right) <= tolerance) return null;
  // Right of the amounts, or (a till centring its total line) wholly left of them.
  if (sum.right > own.right ? sum.left < own.left : sum.right > own.left) return null;
  return (r) => moneyAt(r.nums, own, tolerance);
}

const hasWords = (line: Line): boolean => /\p{L}{2,}/u.test(line.text);

/** A row of figures alone is an item where its name wraps around it: word lines right above
 * and right under it, as close as wrapped lines ("Shrimp fried" / "2  140.00" / "rice"). */
function namedBeside(lines: Line[], index: number): boolean {
  const row = lines[index] as Line;
  const close = (line: Line | undefined): boolean =>
    line !== undefined &&
    wordsOnly(line) &&
    line.page === row.page &&
    Math.abs(line.y - row.y) <= row.height * 1.6;
  return close(lines[index - 1]) && close(lines[index + 1]);
}

interface Group {
  run: TableRow[];
  sum: number;
  /** The row printing the group's sum, and its place among the rows with money. */
  total: TableRow;
  at: number;
  /** Allowances or charges stand between the rows and their total. */
  adjusted: boolean;
  /** The sum brought from the page before, printed above the rows (a table continued over
   * pages): the group's total includes it. */
  brought?: TableRow;
  /** Each row's figure in the rows' column. */
  figure: FigureOf;
}

/** The items' sum, with the allowances and charges printed under them, is the total: each
 * adjustment as printed, or taken off or added where its sign is left to its label. */
function addsUp(sum: number, adjusted: TableRow[], total: number): boolean {
  let ways = [sum];
  for (const a of adjusted)
    ways = ways.flatMap((w) => [w + a.amount, w - Math.abs(a.amount), w + Math.abs(a.amount)]);
  return ways.some((w) => sameCents(w, total));
}

/** The items of the rows read, their names placed as the layout prints them; each row's name
 * lines end at the next row, or at its group's total. */
function itemsOf(
  lines: Line[],
  read: TableRow[],
  totalOf: (row: TableRow) => TableRow | undefined,
  source: 'text' | 'ocr',
): ArithmeticLines {
  const placed = placeNames(lines, read);
  const items = read.map((r, i) => {
    const next = read[i + 1];
    const total = totalOf(r);
    const end = next && (!total || next.index < total.index) ? next : (total ?? next);
    return itemOf(r, end, lines, [], source, true, undefined, placed.names[i]);
  });
  const sum = roundCents(sumOf(read));
  return { items, sum, confirmed: true, products: 0, namesByLayout: placed.byLayout };
}

/**
 * Item lines of a table that prints no quantities (services, fees): two or more described rows,
 * each with its amount at one edge of a column, directly followed by a row at that edge that prints
 * their sum. Totals and tax rows never count as items (net + tax = total is no item table).
 * Used where no row's quantity × price = amount holds, or where the products add up to nothing
 * printed (item-table.ts, bySums).
 */
export function sumOnlyLineItems(
  lines: Line[],
  source: 'text' | 'ocr',
  numbers: RowNumber[][] = lineNumbers(lines),
): ArithmeticLines | null {
  const labels = labelledRows(lines);
  const totals = new Set([...labels.totals, ...labels.carried]);
  const { adjustments } = labels;
  const rows: TableRow[] = [];
  for (const [index, line] of lines.entries()) {
    const nums = numbers[index] ?? [];
    const money = lastMoney(nums);
    const amount = money?.values[0];
    if (money && amount !== undefined) rows.push({ index, line, nums, product: null, amount });
  }
  /** The described rows directly above row j whose sum (with the adjustments under them) row j
   * prints, at least `min` of them. */
  const moneyGroupEndingAt = (j: number, min: number): Group | null => {
    const total = rows[j] as TableRow;
    let figureOf = figuresBeside(total);
    // Rows read in a column apart from the total's make a table of two rows or more.
    let least = min;
    const run: TableRow[] = [];
    let sum = 0;
    // Allowances and charges on document level printed between the items and their total.
    let adjusted: TableRow[] = [];
    const made = (): Group => ({
      run,
      sum,
      total,
      at: j,
      adjusted: adjusted.length > 0,
      figure: figureOf,
    });
    for (let k = j - 1; k >= 0; k -= 1) {
      const above = rows[k] as TableRow;
      let figure = figureOf(above);
      if (!figure && !run.length && totals.has(total.index) && !totals.has(above.index)) {
        const apart = figuresApart(total, above);
        figure = apart?.(above) ?? null;
        if (apart && figure) [figureOf, least] = [apart, Math.max(min, 2)];
      }
      const row = { ...above, amount: figure?.values[0] ?? 0 };
      const next = run[0] ?? adjusted[0] ?? total;
      if (!adjacent(row, next)) break;
      if (!figure) break;
      if (!run.length && adjustments.has(row.index)) {
        adjusted = [row, ...adjusted];
        continue;
      }
      if (labels.carried.has(row.index)) {
        const brought = sum !== 0 && addsUp(sum + row.amount, adjusted, total.amount);
        if (brought && run.length >= least) return { ...made(), brought: row };
        // A group's own subtotal leaves out what the table carried over the page break: the
        // group began above the carried pair ("Carried forward" / "Brought forward").
        continue;
      }
      if (!(hasWords(row.line) || namedBeside(lines, row.index)) || totals.has(row.index)) break;
      run.unshift(row);
      sum += row.amount;
      if (run.length >= least && sum !== 0 && addsUp(sum, adjusted, total.amount)) return made();
    }
    return null;
  };
  const groupEndingAt = (j: number, min: number): Group | null => {
    const group = moneyGroupEndingAt(j, min);
    const first = group?.run[0];
    if (!group || !first) return null;
    return sumsNoItems(lines, first, group.total, group.figure) ? null : group;
  };
  for (const j of rows.keys()) {
    // One row may open a table when its sum is carried to the next page and read on there, or
    // when a labelled subtotal closes it and further groups follow (sections of one line each).
    const at = (rows[j] as TableRow).index;
    const oneRow = labels.carried.has(at) || totals.has(at);
    const first = groupEndingAt(j, 2) ?? (oneRow ? groupEndingAt(j, 1) : null);
    if (!first) continue;
    // A table in groups prints each group's subtotal under it: the groups right below the
    // first, each adding up to its own subtotal, are the same table.
    const groups = [first];
    for (let k = j + 1; k < rows.length; k += 1) {
      const last = groups.at(-1) as Group;
      const group = groupEndingAt(k, 1);
      const start = group?.run[0];
      if (group && start && start.index > last.total.index) {
        // After a page break the sum brought forward joins the rows to the table above.
        const read = roundCents(sumOf(groups.flatMap((g) => g.run)));
        const continued = group.brought && sameCents(group.brought.amount, read);
        // The next group's first row may stand on the next page, past its foot and head.
        const within =
          start.line.page === last.total.line.page
            ? MAX_LINES_BETWEEN_ROWS
            : MAX_LINES_OVER_PAGE_BREAK;
        if (!continued && start.index - last.total.index > within) break;
        groups.push(group);
        k = group.at;
      }
    }
    if (first.run.length < 2 && groups.length < 2) continue;
    const rowsRead = groups.flatMap((g) => g.run);
    return itemsOf(lines, rowsRead, (r) => groups.find((g) => g.run.includes(r))?.total, source);
  }
  // A table of one line: a described row whose amount the labelled net total right under it
  // prints again, with figures beside it (a quantity, a price) or none (a service, a fee).
  for (const j of rows.keys()) {
    const total = rows[j] as TableRow;
    if (!totals.has(total.index)) continue;
    const single = groupEndingAt(j, 1);
    const row = single?.run[0];
    if (!single || !row || single.run.length !== 1 || single.adjusted) continue;
    if (!sameCents(row.amount, total.amount)) continue;
    // An item's amount is its row's largest figure (a VAT summary row prints its base beside
    // the tax: "SR 6 % 140.00 8.40" over "TOTAL 140.00 8.40").
    const money = row.nums.filter(looksLikeMoney).map((n) => Math.abs(n.values[0] ?? 0));
    if (money.some((m) => m > Math.abs(row.amount) + 0.005)) continue;
    return itemsOf(lines, [row], () => total, source);
  }
  return null;
}
