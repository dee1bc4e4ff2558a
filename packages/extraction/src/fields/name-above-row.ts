import { unionBox } from '../layout/box.js';
import type { Line, Segment } from '../layout/lines.js';
import { findAmounts } from '../parse/amount.js';
import type { ExtractedField, LineItem } from '../types.js';
import { columnOf, type Column } from './table-header.js';

// The header reading's first row may have its name start above its figures (issue 23 §1: names
// wrapped around their figures, a table of one row the arithmetic cannot confirm).

/** A line with words in the description column only, and no money: a name may hold a count or
 * a size ("stavka 1", "EROGAZIONE SOL. ORALE 50 ML"). */
export const namesOnly = (line: Line, cols: Column[]): boolean =>
  findAmounts(line.text).every((a) => !a.hasDecimals && !a.currency) &&
  line.segments.every((s) => columnOf(s, cols)?.field === 'description');

/** The most space between the lines of one wrapped name, in print heights: a name's lines are
 * set closer than a table's rows or a title over them. */
export const WRAPPED_LINE_GAP = 0.6;

/**
 * The lines right above a table's first row that carry on into its name: each starts where the
 * name starts and sits a wrapped line's distance above the next (a section title after a gap
 * stays out).
 */
export function nameAbove(lead: Line[], row: Line, name: Segment): Line[] {
  const out: Line[] = [];
  let below = row;
  for (const line of [...lead].reverse()) {
    const first = line.segments[0];
    if (!first || line.page !== row.page) break;
    if (below.y - (line.y + line.height) > first.height * WRAPPED_LINE_GAP) break;
    if (Math.abs(first.x - name.x) > Math.max(3, first.height * 0.3)) break;
    out.unshift(line);
    below = line;
  }
  return out;
}

/** The lines above become the start of the item's name, and its box takes them in. */
export function prependName(item: LineItem, above: Line[]): void {
  const name = item.description as ExtractedField;
  name.value = [...above.map((l) => l.text), String(name.value)].join(' ');
  for (const l of above)
    for (const seg of l.segments) if (name.box) name.box = unionBox(name.box, seg);
}
