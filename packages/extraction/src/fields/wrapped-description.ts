import type { Line, Segment } from '../layout/lines.js';
import type { LineItem } from '../types.js';
import { columnOf, type Column } from './table-header.js';

export interface OpenRow {
  item: LineItem;
  /** The row's last line so far (the item line or its latest wrapped line). */
  line: Line;
  /** Font size of the row's description. */
  nameSize: number;
}

/**
 * A line without an amount right under an item row, starting where the item's description starts,
 * in the same print size, is the description wrapped onto a second line. Smaller print under an
 * item (serial numbers, fees, notes) and anything after a gap is not.
 * `tableNameSize` is the largest description size seen in the table: sub-rows in smaller print
 * cannot take wrapped lines either.
 */
export function continuationText(
  line: Line,
  open: OpenRow,
  cols: Column[],
  tableNameSize: number,
): { text: string; seg: Segment } | null {
  const description = open.item.description;
  if (!description?.box || line.page !== open.line.page) return null;
  const parts = line.segments.filter((s) => columnOf(s, cols)?.field === 'description');
  const first = parts[0];
  if (!first) return null;
  const size = first.height;
  const gap = line.y - (open.line.y + open.line.height);
  if (gap > size * 1.2) return null;
  if (Math.abs(first.x - description.box.x) > Math.max(3, size * 0.3)) return null;
  if (size < open.nameSize * 0.9 || size > open.nameSize * 1.1 || size < tableNameSize * 0.9)
    return null;
  // Money elsewhere on the line makes it a row of its own (read or skipped), not a wrapped name.
  if (line.segments.some((s) => !parts.includes(s) && /\d[.,]\d{2}\b/.test(s.text))) return null;
  return { text: parts.map((p) => p.text).join(' '), seg: first };
}
