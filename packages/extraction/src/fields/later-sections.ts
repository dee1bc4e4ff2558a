import type { Line } from '../layout/lines.js';
import { fold } from '../parse/normalize.js';
import type { ExtractedField, LineItem } from '../types.js';
import type { ArithmeticLines } from './arithmetic-lines.js';
import { headerColumns, type Column } from './table-header.js';

/** How far apart, in points, two headers' column edges may stand and still be the same header. */
const SAME_EDGE = 3;

interface Header {
  line: Line;
  columns: Column[];
}

/** One column header printed again: the same words at the same place, or the same fields in the
 * same order at the same places (the words of a header may split into columns differently over
 * different rows). */
function sameHeader(h: Header, other: Header): boolean {
  const a = h.columns;
  const b = other.columns;
  const sameWords =
    fold(h.line.text) === fold(other.line.text) &&
    Math.abs((h.line.segments[0]?.x ?? 0) - (other.line.segments[0]?.x ?? 0)) <= SAME_EDGE;
  return (
    sameWords ||
    (a.length === b.length &&
      a.every((col, i) => {
        const o = b[i]!;
        return col.field === o.field && Math.abs(col.right - o.right) <= SAME_EDGE;
      }))
  );
}

/** Where a field stands in reading order: page, then top. */
const place = (f: ExtractedField | null | undefined): [number, number] => [
  f?.page ?? 0,
  f?.box?.y ?? 0,
];
const after = (a: [number, number], b: [number, number]): boolean =>
  a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

/**
 * An item table printed in titled sections ("Services" / "Material", the "Titel" of German
 * invoices), each under its own heading and the same column header, often each closed by its own
 * subtotal: the arithmetic confirms the first section by its subtotal and stops there, while the
 * header reading, which starts again at every header row, read the later sections too. Their
 * rows are items: the header reading's items under a repetition of the header above the
 * arithmetic's items, below the last of them, are added after them (a different header further
 * down, such as a VAT summary's, adds nothing).
 */
export function withLaterSections(
  found: ArithmeticLines,
  byHeader: LineItem[],
  lines: Line[],
): ArithmeticLines {
  const first = place(found.items[0]?.amount);
  const last = place(found.items.at(-1)?.amount);
  const headers = lines
    .map((line, index) => ({
      line,
      columns: headerColumns(
        line,
        lines.slice(index + 1, index + 4).filter((l) => l.page === line.page),
      ),
    }))
    .filter((h): h is Header => h.columns !== null);
  const own = headers.filter((h) => !after([h.line.page, h.line.y], first)).at(-1);
  if (!own) return found;
  // The later sections: from a repeated header below the last item to the next other header.
  const spans: Array<[[number, number], [number, number]]> = [];
  for (const [k, h] of headers.entries()) {
    const at: [number, number] = [h.line.page, h.line.y];
    if (!after(at, last) || !sameHeader(own, h)) continue;
    const next = headers.slice(k + 1).find((o) => !sameHeader(own, o));
    spans.push([at, next ? [next.line.page, next.line.y] : [Infinity, 0]]);
  }
  const later = byHeader.filter((item) => {
    const p = place(item.amount);
    return spans.some(([from, to]) => after(p, from) && after(to, p));
  });
  if (!later.length) return found;
  const cents = [...found.items, ...later].reduce(
    (s, i) => s + Math.round(Number(i.amount?.value ?? 0) * 100),
    0,
  );
  return { ...found, items: [...found.items, ...later], sum: cents / 100 };
}
