import type { Line, Segment } from '../layout/lines.js';
import { subBox } from './label-finder.js';

/** Wrapped description lines and code lines (GTIN, article numbers) an item may carry. */
export const MAX_CONTINUATION_LINES = 3;

/** The text of a line left of `cut` (where the row's figures begin), word by word. */
export function textLeftOf(line: Line, cut: number): { text: string; seg: Segment | null } {
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
  const out: number[] = [];
  let top = row.line.y;
  for (let i = row.index - 1; i >= from && out.length < MAX_CONTINUATION_LINES; i -= 1) {
    const line = lines[i] as Line;
    if (line.page !== row.line.page || top - (line.y + line.height) > row.line.height * 1.2) break;
    if (overlapping && !overlapsVertically(line, row.line)) break;
    if (!onlyLeftOf(line, row.cut - 2)) break;
    out.unshift(i);
    top = line.y;
  }
  return out;
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
  if (!first || !last || rows.length < 2) return false;
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
