import type { Line, Segment } from '../layout/lines.js';
import { OPEN_ITEM_WORDS } from '../lexicon/index.js';
import { fold } from '../parse/normalize.js';
import type { TableRow } from './arithmetic-item.js';
import { subBox } from './label-finder.js';
import { MEASURE_WORD as MEASURE } from './measure-label.js';
import type { RowNumber } from './row-numbers.js';

const OPEN_ITEMS = new RegExp(String.raw`^(${OPEN_ITEM_WORDS.join('|')})\b`);
/** Lines above a table's first row searched for its column's title. */
const TITLE_LINES_ABOVE = 6;

const overlaps = (seg: { x: number; width: number }, n: RowNumber): boolean =>
  seg.x < n.right + 2 && seg.x + seg.width > n.left - 2;

/** A cell printed in the figure's column: flush with it at the right, the left or the middle. */
function alignedWith(seg: { x: number; width: number }, figure: RowNumber): boolean {
  const right = seg.x + seg.width;
  return (
    Math.abs(right - figure.right) <= 3 ||
    Math.abs(seg.x - figure.left) <= 3 ||
    Math.abs((seg.x + right) / 2 - (figure.left + figure.right) / 2) <= 3
  );
}

/** The words of a segment printed over the figure: tight gaps join several column titles into
 * one run ("Qty Unit price Amount"), of which only the last heads the amounts. */
function wordsOver(seg: Segment, figure: RowNumber): string {
  const over = [...seg.text.matchAll(/\S+/g)].filter((m) =>
    overlaps(subBox(seg, m.index, m.index + m[0].length), figure),
  );
  return fold(over.map((m) => m[0]).join(' '));
}

/** The sum's label, the words printed right before its figure, names a measure ("Total hours
 * 19.75"); words further left are other text on that line (notes beside a totals block). */
function sumNamesAMeasure(total: TableRow, figure: RowNumber): boolean {
  // A tight print joins the label and the figure in one run ("Total hours 19.75").
  const joined = figure.seg.x < figure.left - 2;
  const before = total.line.segments.filter((s) => s.x + s.width <= figure.left + 1);
  const label = joined ? figure.seg : before.at(-1);
  return Boolean(label && MEASURE.test(fold(label.text)));
}

/** The column's title over the first row's figure names a measure ("Hours", "Gewicht kg") or an
 * account's open items ("Open", "Offen", "Solde"). */
function titleNamesAMeasure(lines: Line[], first: TableRow, figure: RowNumber): boolean {
  for (let k = first.index - 1; k >= Math.max(0, first.index - TITLE_LINES_ABOVE); k -= 1) {
    const line = lines[k];
    if (!line || line.page !== first.line.page) break;
    const title = line.segments.find((s) => overlaps(s, figure));
    // A line with nothing over the column (a section's heading, a name above its figures) ends
    // the search: what stands higher heads another table (a delivery note's "Weight kg").
    if (!title) return false;
    // Rows of the same column above the run (an open item already paid: 0.00) are passed over;
    // figures at another edge belong to another table (a delivery note's weights).
    if (/\d/.test(title.text)) {
      if (alignedWith(title, figure)) continue;
      return false;
    }
    const words = wordsOver(title, figure);
    return MEASURE.test(words) || OPEN_ITEMS.test(words);
  }
  return false;
}

/**
 * A column of figures that adds up to a sum printed under it is a table's amounts only where it
 * counts this invoice's money: a time sheet's hours or a delivery note's weights add up as well,
 * under a title or beside a sum that names the measure, and so do an account statement's open
 * amounts under their column title ("Open"; its sum's label, "Balance", may also end an invoice's
 * own items). `figure` picks each row's figure of the column.
 */
export function sumsNoItems(
  lines: Line[],
  first: TableRow,
  total: TableRow,
  figure: (row: TableRow) => RowNumber | null,
): boolean {
  const sum = figure(total);
  const top = figure(first);
  return Boolean(
    (sum && sumNamesAMeasure(total, sum)) || (top && titleNamesAMeasure(lines, first, top)),
  );
}
