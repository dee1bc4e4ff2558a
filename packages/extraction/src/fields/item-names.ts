import type { Line } from '../layout/lines.js';
import type { ItemNames, TableRow } from './arithmetic-item.js';
import {
  descriptionsAbove,
  linesAbove,
  namesByGaps,
  numberedRows,
  textLeftOf,
  type FigureRow,
} from './item-description.js';
import { namesOnOwnLines } from './own-line-names.js';

/** Where a row's figures begin: its product's leftmost figure (its price where the quantity
 * stands left of the name), else its first number printed
 * apart from the words it starts with (a quantity, a price), else its amount's print. */
export function figuresLeft(row: TableRow): number {
  const p = row.product;
  if (p) {
    const left = Math.min(p.quantity.left, p.unitPrice.left, p.amount.left);
    // A quantity column left of the names: the names reach to the price.
    const named = /\p{L}{2,}/u.test(textLeftOf(row.line, left - 2).text);
    return named ? left : Math.min(p.unitPrice.left, p.amount.left);
  }
  const apart = row.nums.filter((n) => n.seg !== row.line.segments[0]).map((n) => n.left);
  if (apart.length) return Math.min(...apart);
  const printed = row.nums.find((n) => Math.abs(n.values[0] ?? NaN) === Math.abs(row.amount));
  return printed?.left ?? row.line.segments.at(-1)?.x ?? 0;
}

/**
 * Which name lines are each row's: where the layout spaces its items apart, the gaps between
 * them say; elsewhere the table's convention does (names under their figures, or above them).
 * A till's names on lines of their own are read whole
 * (own-line-names.ts). `byLayout`: the layout placed them, so the header reading (which joins lines under a row)
 * does not know better.
 */
export function placeNames(
  lines: Line[],
  rows: TableRow[],
): { names: ItemNames[]; byLayout: boolean } {
  const figureRows: FigureRow[] = rows.map((r) => ({
    index: r.index,
    line: r.line,
    cut: figuresLeft(r),
  }));
  const own = namesOnOwnLines(lines, figureRows);
  if (own)
    return { names: own.map((n) => ({ ...n, numbered: false, whole: true })), byLayout: true };
  const above = descriptionsAbove(lines, figureRows);
  const { names: byGaps, spaced } = namesByGaps(lines, figureRows);
  const numbered = numberedRows(figureRows);
  const names = figureRows.map((row, i) => {
    const from = (rows[i - 1]?.index ?? -1) + 1;
    const gaps = byGaps[i];
    return {
      above: gaps?.above ?? linesAbove(lines, row, from, !above),
      below: gaps?.below ?? !above,
      numbered,
    };
  });
  return { names, byLayout: above || spaced };
}
