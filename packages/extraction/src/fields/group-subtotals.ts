import type { Line, Segment } from '../layout/lines.js';
import { findAmounts } from '../parse/amount.js';
import { fold, sameCents } from '../parse/normalize.js';
import { AMOUNT_FIELDS } from './values.js';
import type { Candidate } from './candidates.js';
import { findLabels } from './label-finder.js';
import { labelledRows } from './totals-labels.js';

/** The words that open a subtotal's label (the lexicon reads them as the net, BT-109). */
const SUBTOTAL_WORD = /^(sub[\s.-]*total[e]?|subtotaal|zwischensumme|sous[\s.-]*total)\b/;

interface Figure {
  seg: Segment;
  value: number;
}

/** A row's figure: the last money in it (decimals or a currency, so a position number or a page
 * count is none) and the segment that prints it. */
function figureOf(line: Line): Figure | undefined {
  for (const seg of [...line.segments].reverse()) {
    const money = findAmounts(seg.text).filter((a) => a.hasDecimals || a.currency);
    const last = money.at(-1);
    if (last) return { seg, value: last.value };
  }
  return undefined;
}

const sameColumn = (a: Segment, b: Segment): boolean => a.x < b.x + b.width && b.x < a.x + a.width;

/** Lines printing a subtotal's label beside a figure (indices into the lines). */
function subtotalRows(lines: Line[]): number[] {
  const rows = new Set<number>();
  for (const hit of findLabels(lines)) {
    if (hit.field !== 'net_amount') continue;
    const text = lines[hit.lineIndex]?.segments[hit.segmentIndex]?.text ?? '';
    const line = lines[hit.lineIndex];
    if (line && SUBTOTAL_WORD.test(fold(text.slice(hit.start))) && figureOf(line))
      rows.add(hit.lineIndex);
  }
  return [...rows].sort((a, b) => a - b);
}

type RowKind = 'item' | 'other' | 'skip';

/** An unlabelled row whose figure stands in the subtotal's column is an item of its table; a
 * labelled row or another column's figure is something else. The row's figure comes with it,
 * read once. */
function kindOf(lines: Line[], j: number, column: Segment): { kind: RowKind; figure?: Figure } {
  const labelled = labelledRows(lines);
  const figure = figureOf(lines[j] as Line);
  // Headings, a repeated column header, the sums carried over a page break are passed over.
  if (!figure || labelled.carried.has(j)) return { kind: 'skip' };
  if (labelled.totals.has(j) || labelled.adjustments.has(j)) return { kind: 'other', figure };
  return { kind: sameColumn(figure.seg, column) ? 'item' : 'other', figure };
}

/** Whether item rows follow the subtotal row before any other row with money (a totals
 * block's subtotal is followed by the tax or the total, a group's by the next group). */
function itemsFollow(lines: Line[], row: number, column: Segment): boolean {
  for (let j = row + 1; j < lines.length; j += 1) {
    const { kind } = kindOf(lines, j, column);
    if (kind !== 'skip') return kind === 'item';
  }
  return false;
}

/** The subtotal sums the item rows right above it, up to the row labelled before them (the
 * group's title row, the previous subtotal) or the column's start: the sum of its group, not a
 * running sum of the table (a page's subtotal carried on). */
function sumsItsGroup(lines: Line[], row: number, figure: Figure): boolean {
  let sum = 0;
  let items = 0;
  for (let j = row - 1; j >= 0; j -= 1) {
    const row = kindOf(lines, j, figure.seg);
    if (row.kind === 'other') break;
    if (row.kind === 'skip') continue;
    sum += (row.figure as Figure).value;
    items += 1;
  }
  return items > 0 && sameCents(sum, figure.value);
}

/**
 * A table printed in groups, each closed by its subtotal row ("Subtotal 720.82" under the first
 * group's lines): such a row sums its group, never the document's net or total. Two subtotal
 * rows in a row are groups' when each adds up the item rows right above it (unlabelled rows
 * whose figure stands in its column, up to the row labelled before them) and item rows follow
 * the first. The last group's subtotal so counts too, though it stands right above the totals
 * block (a browser's page break leaves it without carried sums). A lone subtotal (a totals
 * block's, a receipt's "SubTotal Incl. GST" over a discount row), a subtotal summing the groups
 * under the last one (no items between) and a page's running subtotal stay the net's.
 * (Indices into the lines.)
 */
export function groupSubtotalRows(lines: Line[]): Set<number> {
  const groups = new Set<number>();
  const rows = subtotalRows(lines).map((row) => {
    const figure = figureOf(lines[row] as Line) as Figure;
    return {
      row,
      followed: itemsFollow(lines, row, figure.seg),
      sums: sumsItsGroup(lines, row, figure),
    };
  });
  for (const [k, next] of rows.slice(1).entries()) {
    const first = rows[k] as (typeof rows)[number];
    if (!first.followed || !first.sums || !next.sums) continue;
    groups.add(first.row);
    groups.add(next.row);
  }
  return groups;
}

/** The amount candidates read on a group's subtotal row (beside its label, or under a column
 * title above it) are no document total: they are left out. */
export function withoutGroupSubtotals(cands: Candidate[], lines: Line[]): Candidate[] {
  const groups = groupSubtotalRows(lines);
  if (!groups.size) return cands;
  return cands.filter((c) => !(AMOUNT_FIELDS.has(c.field) && groups.has(c.lineIndex)));
}
