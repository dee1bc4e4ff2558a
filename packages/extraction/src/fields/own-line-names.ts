import type { Line } from '../layout/lines.js';
import { isCurrencyWord } from '../parse/currency.js';
import { MAX_CONTINUATION_LINES, type FigureRow } from './item-description.js';

// A till prints each item on two lines: its figures ("2 x 3,20 €   *6,40 €") and its name on a
// line of its own, right under them or right above them, across the width where the figures
// stand. No column cuts such a name: the lines are the item's whole.

/** A row that prints figures only: no word of two letters beside its numbers, currencies and a
 * multiplication mark. */
const figuresOnly = (line: Line): boolean =>
  !/\p{L}{2,}/u.test(
    line.text
      .split(/\s+/)
      .filter((w) => !isCurrencyWord(w) && !/^[x×@*]$/iu.test(w))
      .join(' '),
  );

/** A line of words and no money (a size in a name, "Almdudler 0,35l", is no money). */
export const wordsOnly = (line: Line): boolean =>
  /\p{L}{2,}/u.test(line.text) && !/\d[.,]\d{2}(?![\d\p{L}])/u.test(line.text);

/** The name lines of each row and on which side of it they stand. */
export interface OwnLineNames {
  above: number[];
  below: number[];
}

/** Where a line's print ends on the right. */
const rightEdge = (line: Line): number => Math.max(...line.segments.map((s) => s.x + s.width));

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

/**
 * The names of a table whose rows print figures only, each item's name on lines of its own:
 * every two rows have one to three word lines between them, and the side is the one where the
 * table's edge shows a name too (a name line right under the last row, or right above the first,
 * as close as the lines within the table). Null where the rows print words, or where both edges
 * or neither show a name.
 */
export function namesOnOwnLines(lines: Line[], rows: FigureRow[]): OwnLineNames[] | null {
  if (rows.length < 2 || !rows.every((r) => figuresOnly(r.line))) return null;
  const inner = rows.slice(1).map((row, k) => range((rows[k] as FigureRow).index + 1, row.index));
  const page = rows[0]?.line.page;
  if (rows.some((r) => r.line.page !== page)) return null;
  if (inner.some((ix) => !ix.length || ix.length > MAX_CONTINUATION_LINES)) return null;
  // Money at the amounts' edge is a row of its own (a total); elsewhere a figure may be part of
  // a name (a size OCR'd as "0,51" for "0,5l").
  const edges = rows.map((r) => rightEdge(r.line)).sort((a, b) => a - b);
  const edge = edges[Math.floor(edges.length / 2)] as number;
  const tolerance = Math.max(3, (rows[0] as FigureRow).line.height * 0.8);
  const nameLine = (line: Line): boolean =>
    wordsOnly(line) ||
    (/\p{L}{2,}/u.test(line.text) && Math.abs(rightEdge(line) - edge) > tolerance);
  if (inner.some((ix) => !ix.every((i) => nameLine(lines[i] as Line)))) return null;
  // The widest step from line to line (top to top) inside the table.
  const tops = rows.flatMap((r, k) => [r.line.y, ...(inner[k] ?? []).map((i) => lines[i]!.y)]);
  const step = Math.max(...tops.slice(1).map((y, k) => y - (tops[k] as number)));
  const near = (a: Line | undefined, b: Line | undefined): boolean =>
    Boolean(a && b && a.page === b.page && Math.abs(b.y - a.y) <= step * 1.1);
  const edgeLines = (from: number, direction: -1 | 1, count: number): number[] => {
    const out: number[] = [];
    for (let i = from + direction; out.length < count; i += direction) {
      const line = lines[i];
      const last = lines[i - direction];
      if (!line || !nameLine(line) || !near(line, last)) break;
      out.push(i);
    }
    return direction < 0 ? out.reverse() : out;
  };
  const most = Math.max(...inner.map((ix) => ix.length));
  const first = rows[0] as FigureRow;
  const last = rows.at(-1) as FigureRow;
  const before = edgeLines(first.index, -1, most);
  const after = edgeLines(last.index, 1, most);
  if (Boolean(before.length) === Boolean(after.length)) return null;
  const below = after.length > 0;
  return rows.map((_, k) =>
    below
      ? { above: [], below: inner[k] ?? after }
      : { above: k === 0 ? before : (inner[k - 1] as number[]), below: [] },
  );
}
