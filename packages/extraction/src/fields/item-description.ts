import type { Line, Segment } from '../layout/lines.js';
import { subBox } from './label-finder.js';

/** Wrapped description lines and code lines (GTIN, article numbers) an item may carry. */
export const MAX_CONTINUATION_LINES = 3;

/** The text of a line left of `cut` (where the row's figures begin), word by word, leaving out
 * the cells `skip` names (a unit of measure in a cell of its own). */
export function textLeftOf(
  line: Line,
  cut: number,
  skip?: (seg: Segment) => boolean,
): { text: string; seg: Segment | null } {
  const words: string[] = [];
  let first: Segment | null = null;
  for (const seg of line.segments)
    for (const m of skip?.(seg) ? [] : seg.text.matchAll(/\S+/g)) {
      const box = subBox(seg, m.index, m.index + m[0].length);
      if (box.x + box.width > cut + 1) continue;
      words.push(m[0]);
      first ??= seg;
    }
  return { text: words.join(' '), seg: first };
}

/** A line that prints words left of the figures and nothing over them: description text. */
const onlyLeftOf = (line: Line, cut: number): boolean =>
  line.segments.every((s) => s.x + s.width <= cut + 1) && /\p{L}{2}/u.test(line.text);

/** Two lines share part of their height (more than a sliver). */
export const overlapsVertically = (a: Line, b: Line): boolean =>
  a.page === b.page &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) >
    Math.min(a.height, b.height) * 0.2;

/** Where a table row's figures begin, and its line. */
export interface FigureRow {
  index: number;
  line: Line;
  /** The x where the row's figures begin (its leftmost figure column). */
  cut: number;
}

/**
 * Description lines beside a row, walking up (-1) or down (1) from it: up to three, each on the
 * row's page, printing nothing over the figure columns, and `near` the line before it in the walk
 * (the row's line first). In page order.
 */
function nameLinesBeside(
  lines: Line[],
  row: FigureRow,
  direction: -1 | 1,
  near: (line: Line, last: Line) => boolean,
  from = 0,
): number[] {
  const out: number[] = [];
  let last = row.line;
  for (
    let i = row.index + direction;
    i >= from && out.length < MAX_CONTINUATION_LINES;
    i += direction
  ) {
    const line = lines[i];
    if (!line || line.page !== row.line.page || !near(line, last)) break;
    if (!onlyLeftOf(line, row.cut - 2)) break;
    out.push(i);
    last = line;
  }
  return direction < 0 ? out.reverse() : out;
}

/**
 * Description lines printed directly above a row (up to three, nearest last), stopping at a gap,
 * a line that prints over the figure columns (a header, the row before) or at `from`. With
 * `overlapping`, only lines reaching down into the row's own height: figures printed centred
 * beside a two-line name stand between its lines.
 */
export function linesAbove(
  lines: Line[],
  row: FigureRow,
  from: number,
  overlapping = false,
): number[] {
  const gap = row.line.height * 1.2;
  return nameLinesBeside(
    lines,
    row,
    -1,
    (line, last) =>
      last.y - (line.y + line.height) <= gap &&
      (!overlapping || overlapsVertically(line, row.line)),
    from,
  );
}

/**
 * Some layouts print an item's description ABOVE its figures (the name on one line, the
 * quantities and amounts with an article number on the next), or centre the figures between the
 * description's lines, so the line above a figure row is its own. A table is read so when its
 * first row has description lines directly above it (not the header: a header prints over the
 * figure columns) and its last row has none directly under it, before the totals: then the
 * lines between two rows belong to the lower one.
 */
export function descriptionsAbove(lines: Line[], rows: FigureRow[]): boolean {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return false;
  if (!linesAbove(lines, first, 0).length) return false;
  const under = lines[last.index + 1];
  const gap = under ? under.y - (last.line.y + last.line.height) : Infinity;
  const wrapsUnder =
    under !== undefined &&
    under.page === last.line.page &&
    gap <= last.line.height * 1.2 &&
    onlyLeftOf(under, last.cut - 2);
  if (wrapsUnder) return false;
  // Every row after the first has its own lines above it, or none of the rows has lines at all.
  return rows
    .slice(1)
    .every((row, k) => linesAbove(lines, row, (rows[k] as FigureRow).index + 1).length > 0);
}

/** The description-only lines between two rows of a table (null when another line stands there). */
function between(lines: Line[], a: FigureRow, b: FigureRow): number[] | null {
  if (a.line.page !== b.line.page) return null;
  const out: number[] = [];
  for (let i = a.index + 1; i < b.index; i += 1) {
    if (!onlyLeftOf(lines[i] as Line, Math.min(a.cut, b.cut) - 2)) return null;
    out.push(i);
  }
  return out;
}

/**
 * Where the name lines between two rows split, when the layout spaces its items apart: the
 * widest step from line to line (top to top) between two rows is the gap between two items when
 * it is clearly wider than every other step there (a name of three lines with its figures on the
 * middle one, spaced 12.6 pt within an item and 16.2 pt between items). Returns the lines between
 * the rows and how many of them are the upper row's, or null where the steps are even (the
 * table's convention decides).
 */
export function splitByGaps(
  lines: Line[],
  a: FigureRow,
  b: FigureRow,
): { inner: number[]; upper: number; step: number } | null {
  const inner = between(lines, a, b);
  if (!inner?.length) return null;
  const tops = [a.line.y, ...inner.map((i) => (lines[i] as Line).y), b.line.y];
  const steps = tops.slice(1).map((y, k) => y - (tops[k] as number));
  const widest = Math.max(...steps);
  const at = steps.indexOf(widest);
  const step = Math.max(...steps.filter((_, k) => k !== at));
  if (!Number.isFinite(step) || widest < step * 1.2 || widest - step < 1) return null;
  return { inner, upper: at, step };
}

/** Description-only lines stepping away from a row by at most `step` (top to top), up or down. */
const linesWithin = (lines: Line[], row: FigureRow, step: number, direction: -1 | 1): number[] =>
  nameLinesBeside(lines, row, direction, (line, last) => Math.abs(line.y - last.y) <= step * 1.1);

/** The name lines of each table row: above and under it, where the steps between lines say
 * (`splitByGaps`); null where they do not, for the table's convention to decide. `spaced`: some
 * two rows showed the layout spacing its items apart. */
export function namesByGaps(
  lines: Line[],
  rows: FigureRow[],
): { names: Array<{ above: number[] | null; below: number[] | null }>; spaced: boolean } {
  const splits = rows.slice(1).map((row, k) => splitByGaps(lines, rows[k] as FigureRow, row));
  // The step between the lines of one item, where some pair of rows showed it.
  const steps = splits.flatMap((s) => (s ? [s.step] : []));
  // A row alone on its page (a table of one row, or one row a page where the table goes on)
  // shows no step: its name's lines stand at most a line and a half apart.
  const alone = (row: FigureRow): boolean =>
    rows.filter((r) => r.line.page === row.line.page).length === 1;
  const names = rows.map((row, i) => {
    const step = steps.length ? Math.max(...steps) : alone(row) ? row.line.height * 1.6 : null;
    const prev = rows[i - 1];
    const next = rows[i + 1];
    const up = prev ? splits[i - 1] : null;
    const down = next ? splits[i] : null;
    // The first row of the table or of a page, and the last: their other side has no row to
    // split with, so the step within an item decides.
    const startsPage = !prev || prev.line.page !== row.line.page;
    const endsPage = !next || next.line.page !== row.line.page;
    return {
      above: up
        ? up.inner.slice(up.upper)
        : startsPage && step
          ? linesWithin(lines, row, step, -1)
          : null,
      below: down
        ? down.inner.slice(0, down.upper)
        : endsPage && step
          ? linesWithin(lines, row, step, 1)
          : null,
    };
  });
  return { names, spaced: steps.length > 0 };
}

const leadingNumber = (line: Line): number | null => {
  const m = /^(\d{1,4})\.?\s/.exec(line.text);
  return m ? Number(m[1]) : null;
};

/**
 * The table numbers its rows (a position column: 1, 2, 3 or 10, 20, 30): every row's line opens
 * with a number, rising from row to row. Only then is a leading number a position, not the
 * start of a name ("1 KG UL BLOKJES"); a table of one row is numbered when its number stands in
 * a cell of its own, and so is a table whose numbers all stand in cells of their own, one above
 * the other.
 */
export function numberedRows(rows: FigureRow[]): boolean {
  const numbers = rows.map((r) => leadingNumber(r.line));
  if (numbers.some((n) => n === null)) return false;
  const cells = rows.map((r) => r.line.segments[0]);
  const inCell = (s: Segment | undefined): s is Segment =>
    s !== undefined && /^\d{1,4}\.?$/.test(s.text.trim());
  if (rows.length === 1) return inCell(cells[0]);
  // Counts in a column of their own, left of the names ("1 | Noodle soup", "2 | Shrimp fried"),
  // whatever their order: quantities, never a name's first word.
  const lefts = cells.filter(inCell).map((s) => s.x);
  const height = rows[0]?.line.height ?? 10;
  if (lefts.length === rows.length && Math.max(...lefts) - Math.min(...lefts) <= height * 0.5)
    return true;
  return numbers.every((n, i) => i === 0 || (n as number) > (numbers[i - 1] as number));
}
