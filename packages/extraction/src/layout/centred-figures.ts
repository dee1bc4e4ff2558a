import type { Line, Segment } from './lines.js';

const centre = (l: Line): number => l.y + l.height / 2;
const overlaps = (a: Segment, b: Segment): boolean => a.x < b.x + b.width && b.x < a.x + a.width;
const apart = (a: Line, b: Line): boolean =>
  a.segments.every((s) => b.segments.every((t) => !overlaps(s, t)));
const sameColumn = (a: Line, b: Line): boolean =>
  a.segments.some((s) => b.segments.some((t) => overlaps(s, t)));

/** How far apart, in text heights, two lines of one wrapped cell stand at most (centre to
 * centre): a table's next row is further, past its cell padding. */
const MAX_PITCH = 1.8;
/** The share of that pitch a centred figure keeps from each of the two lines. */
const MIN_SHARE = 0.25;

function merged(a: Line, b: Line): Line {
  const segments = [...a.segments, ...b.segments].sort((s, t) => s.x - t.x);
  const y = Math.min(a.y, b.y);
  const bottom = Math.max(a.y + a.height, b.y + b.height);
  return {
    page: a.page,
    y,
    height: bottom - y,
    segments,
    text: segments.map((s) => s.text).join('  '),
  };
}

/**
 * Figures printed between the two lines of a wrapped name, joined to the upper line. A web page's
 * table cell is centred vertically by default, so a browser prints a row's quantity, price and
 * amount half a line below the first line of a name that wraps over two: on neither line, and a
 * line of their own between the name's halves. Read as the name's first line with the figures,
 * the row is the usual wrapped item (its second line continues the name). Only a line of figures
 * lying wholly in other columns, between two lines of one column that stand a line apart, moves.
 */
export function joinCentredFigures(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const above = out[out.length - 1];
    const line = lines[i]!;
    const below = lines[i + 1];
    if (above && below && figuresBetween(above, line, below))
      out[out.length - 1] = merged(above, line);
    else out.push(line);
  }
  return out;
}

function figuresBetween(above: Line, line: Line, below: Line): boolean {
  if (above.page !== line.page || below.page !== line.page || !/\d/.test(line.text)) return false;
  const pitch = centre(below) - centre(above);
  if (pitch <= 0 || pitch > MAX_PITCH * Math.max(above.height, below.height)) return false;
  const share = Math.min(centre(line) - centre(above), centre(below) - centre(line)) / pitch;
  return share >= MIN_SHARE && apart(line, above) && apart(line, below) && sameColumn(above, below);
}
