import type { Line, Segment } from '../layout/lines.js';
import type { Candidate } from './candidates.js';
import { subBox, type LabelHit } from './label-finder.js';
import { parseDateValue, parseIdentifier } from './values.js';

/** A number cut where a narrow cell wraps it: the first part ends on a joiner ("ORD230412-"). */
const ENDS_JOINED = /[-/_.]$/;

/**
 * A number label with nothing after it on its line whose value wraps in a narrow cell to its
 * right, printed centred on the label: the first part on the line above ends with a joiner
 * ("ORD230412-"), the rest stands on the line below at the same place ("0087"). Till receipts
 * print their order numbers so. The two parts joined are the value, read right of the label.
 */
export function straddlingNumber(lines: Line[], hits: LabelHit[]): Candidate | null {
  for (const hit of hits) {
    if (hit.field !== 'invoice_number') continue;
    const line = lines[hit.lineIndex];
    const label = line?.segments[hit.segmentIndex];
    if (!line || !label || /[\p{L}\d]/u.test(label.text.slice(hit.end))) continue;
    if (line.segments.length > hit.segmentIndex + 1) continue;
    const above = lines[hit.lineIndex - 1];
    const below = lines[hit.lineIndex + 1];
    if (!above || !below || above.page !== line.page || below.page !== line.page) continue;
    // Centred on the label: the parts stand within a line height above and below it.
    if (line.y - (above.y + above.height) > line.height) continue;
    if (below.y - (line.y + line.height) > line.height) continue;
    const labelRight = subBox(label, hit.start, hit.end);
    const rightOf = (s: Segment): boolean => s.x > labelRight.x + labelRight.width;
    for (const top of above.segments.filter(rightOf)) {
      if (!ENDS_JOINED.test(top.text.trim())) continue;
      const rest = below.segments.find(
        (s) => rightOf(s) && s.x < top.x + top.width && top.x < s.x + s.width,
      );
      if (!rest) continue;
      const joined = `${top.text.trim()}${rest.text.trim()}`;
      const value = parseIdentifier(joined);
      if (value !== joined) continue;
      const x = Math.min(top.x, rest.x);
      const box = {
        x,
        y: top.y,
        width: Math.max(top.x + top.width, rest.x + rest.width) - x,
        height: rest.y + rest.height - top.y,
      };
      return {
        field: 'invoice_number',
        value,
        // Read beside its label, but pieced together: below a value printed whole.
        score: hit.weight * 0.95 * 0.9,
        placement: 'right',
        page: line.page,
        box,
        lineIndex: hit.lineIndex,
      };
    }
  }
  return null;
}

/** "2015-" at the end of a label's line: a date cut after its year (or day) and a joiner. */
const DATE_HEAD = /(?:^|[\s:])(\d{4}-|\d{1,2}[./-])\s*$/;
const DATE_TAIL = /^(\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{2,4})(?!\d)/;

/**
 * A date label whose value wraps in its cell ("Data wystawienia: 2015-" over "01-12"): the two
 * parts joined, where the rest starts the next line under the first part. Read inline but
 * pieced together, so a little below a date printed whole.
 */
export function wrappedDates(lines: Line[], hits: LabelHit[]): Candidate[] {
  const out: Candidate[] = [];
  for (const hit of hits) {
    if (hit.field !== 'invoice_date' && hit.field !== 'due_date') continue;
    const line = lines[hit.lineIndex];
    const seg = line?.segments[hit.segmentIndex];
    if (!line || !seg) continue;
    const head = DATE_HEAD.exec(seg.text.slice(hit.end))?.[1];
    if (!head) continue;
    // The next line under the label's cell (a neighbouring column's line may come between).
    const rest = lines
      .slice(hit.lineIndex + 1, hit.lineIndex + 3)
      .filter((l) => l.page === line.page && l.y - (line.y + line.height) < line.height)
      .flatMap((l) => l.segments)
      .find((s) => Math.abs(s.x - seg.x) < seg.height * 2);
    const tail = rest ? DATE_TAIL.exec(rest.text.trim())?.[1] : undefined;
    if (!rest || !tail) continue;
    const date = parseDateValue(`${head}${tail}`);
    if (!date || date.length !== head.length + tail.length) continue;
    const box = { x: seg.x, y: seg.y, width: seg.width, height: rest.y + rest.height - seg.y };
    out.push({
      field: hit.field,
      value: date.iso,
      date,
      score: hit.weight * 0.9,
      placement: 'inline',
      page: line.page,
      box,
      lineIndex: hit.lineIndex,
    });
  }
  return out;
}
