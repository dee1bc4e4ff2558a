import { TOTALS } from '../fields/totals-labels.js';
import type { Line, Segment } from '../layout/lines.js';
import { findAmounts, parseNumber } from '../parse/amount.js';
import { CURRENCY_SIGN } from '../parse/currency.js';
import { fold } from '../parse/normalize.js';
import type { ExtractedField, LineFieldName, LineItem } from '../types.js';

/**
 * What a reviewer's lines teach about a vendor's item table (issue 23 §4): the header row above
 * the items (its words, folded), the label of the row that ends the table (a totals row), and the
 * right edges of the number columns, as fractions of the document's text width so a scan at
 * another resolution lines up. The next invoice of the vendor reads the rows between them by
 * those columns, whatever arithmetic can or cannot see in them (no quantity, a single row).
 */
export interface LearnedColumns {
  header: string;
  end?: string;
  amount: number;
  quantity?: number;
  unit_price?: number;
  tax_rate?: number;
}
/** A reviewer's line, as saved: numbers may arrive as numbers or printed text. */
export type ReviewedLine = Partial<Record<LineFieldName, string | number | null>>;

/** How far a value's right edge may stray from its column's, as a share of the text width. */
const EDGE = 0.02;
/** Rows searched above the first item for its header, and below the last for the totals row. */
const HEADER_ROWS = 4;
const END_ROWS = 6;
/** A description continues on at most this many rows under its item. */
const WRAPPED_ROWS = 2;
/** Confidence of a line read by learned columns: its sum printed below it adds a cue. */
const CONFIRMED = 0.93;
const UNCONFIRMED = 0.8;

const NUMBER_COLUMNS = ['quantity', 'unit_price', 'tax_rate'] as const;

/** A row's letters, folded, without spaces: how two prints of one header compare (a text layer
 * may space a phrase differently from one document to the next). */
const words = (text: string): string => fold(text).replace(/[^\p{L}]+/gu, '');
const cents = (v: unknown): number => Math.round(Number(v) * 100);
const widthOf = (lines: Line[]): number =>
  Math.max(1, ...lines.flatMap((l) => l.segments.map((s) => s.x + s.width)));
const rightOf = (s: Segment, width: number): number => (s.x + s.width) / width;
const near = (a: number, b: number | undefined): boolean =>
  b !== undefined && Math.abs(a - b) <= EDGE;
const amountIn = (s: Segment): number | null => {
  const found = findAmounts(s.text);
  return found.length ? (found[found.length - 1]?.value ?? null) : null;
};
/** What may follow a number in its cell: a rate's or a currency's sign, a unit or a code. */
const TRAILING = new RegExp(String.raw`(?:%|${CURRENCY_SIGN}|[a-z]|\s)+$`, 'giu');
const numberIn = (s: Segment): number | null =>
  parseNumber(s.text.replace(TRAILING, '').trim())?.value ?? null;

/** A rate is printed with its percent sign or bare; a quantity or price never with one. */
const fitsColumn = (column: (typeof NUMBER_COLUMNS)[number], s: Segment): boolean =>
  column === 'tax_rate' || !s.text.includes('%');

/** The right edge (as a share of the width) most of the given values share, with where each sits. */
function sharedEdge(
  lines: Line[],
  width: number,
  values: number[],
): { edge: number; rows: number[] } | null {
  const spots = values.map((value) =>
    lines.flatMap((line, row) =>
      line.segments
        .filter((s) => amountIn(s) !== null && cents(amountIn(s)) === cents(value))
        .map((s) => ({ row, right: rightOf(s, width) })),
    ),
  );
  let best: { edge: number; rows: number[] } | null = null;
  for (const candidate of spots.flat()) {
    const rows: number[] = [];
    let after = -1;
    for (const spot of spots) {
      const at = spot.find((s) => s.row > after && near(s.right, candidate.right));
      if (at) rows.push((after = at.row));
    }
    if (!best || rows.length > best.rows.length) best = { edge: candidate.right, rows };
  }
  return best && best.rows.length * 2 >= values.length ? best : null;
}

/** Learns the item table's columns from a reviewer's lines, or null where they are not found. */
export function learnLineColumns(lines: Line[], reviewed: ReviewedLine[]): LearnedColumns | null {
  const width = widthOf(lines);
  const amounts = reviewed
    .map((l) => (typeof l.amount === 'string' ? parseNumber(l.amount)?.value : l.amount))
    .filter((a): a is number => typeof a === 'number' && a !== 0);
  const placed = amounts.length ? sharedEdge(lines, width, amounts) : null;
  if (!placed?.rows.length) return null;
  const first = Math.min(...placed.rows);
  const last = Math.max(...placed.rows);
  // The header is the nearest row above the items that names columns (two phrases or more, no
  // amount): a header split over two lines ("Allowances / | Charges") is known by its first.
  const headerRows = lines
    .slice(Math.max(0, first - HEADER_ROWS), first)
    .filter((line) => words(line.text).length >= 3 && !line.segments.some((s) => amountIn(s)));
  const named = headerRows.filter((line) => line.segments.length >= 2);
  const header = words((named[named.length - 1] ?? headerRows[headerRows.length - 1])?.text ?? '');
  if (!header) return null;
  const columns: LearnedColumns = { header, amount: placed.edge };
  for (let row = last + 1; row < lines.length && row <= last + END_ROWS; row += 1) {
    const line = lines[row] as Line;
    const atEdge = line.segments.some(
      (s) => amountIn(s) !== null && near(rightOf(s, width), placed.edge),
    );
    const label = words(line.segments[0]?.text ?? '');
    if (atEdge && label) {
      columns.end = label;
      break;
    }
  }
  for (const field of NUMBER_COLUMNS) {
    const edges = placed.rows.flatMap((row, i) => {
      const value = reviewed[i]?.[field];
      const wanted = typeof value === 'string' ? parseNumber(value)?.value : value;
      if (typeof wanted !== 'number') return [];
      const seg = (lines[row] as Line).segments.find(
        (s) =>
          !near(rightOf(s, width), placed.edge) &&
          fitsColumn(field, s) &&
          cents(numberIn(s)) === cents(wanted),
      );
      return seg ? [rightOf(seg, width)] : [];
    });
    if (edges.length) columns[field] = edges.sort((a, b) => a - b)[Math.floor(edges.length / 2)];
  }
  return columns;
}

const field = (
  value: string | number,
  seg: Segment,
  confidence: number,
  source: 'text' | 'ocr',
): ExtractedField => ({
  value,
  confidence,
  page: seg.page,
  box: { x: seg.x, y: seg.y, width: seg.width, height: seg.height },
  source,
  learned: true,
});

/** The item lines at the learned columns: every row between the learned header and the row that
 * ends the table (a page without the header continues it) with an amount at the amount column.
 * Where the header is not printed (the vendor's invoice in another language, a column added),
 * rows that print numbers at the amount column and at a learned quantity or price column are. */
export function readLearnedLines(
  lines: Line[],
  columns: LearnedColumns,
  source: 'text' | 'ocr',
): { items: LineItem[]; confirmed: boolean } {
  const width = widthOf(lines);
  const byStructure = !lines.some((line) => words(line.text) === columns.header);
  const structured = (line: Line) =>
    line.segments.some((s) =>
      (['quantity', 'unit_price'] as const).some(
        (c) => near(rightOf(s, width), columns[c]) && fitsColumn(c, s) && numberIn(s) !== null,
      ),
    );
  const rows: Array<{ amount: Segment; line: Line; wrapped: string[] }> = [];
  let inTable = byStructure;
  let since = 0;
  for (const line of lines) {
    if (words(line.text) === columns.header) {
      inTable = true;
      continue;
    }
    if (!inTable) continue;
    const amount = line.segments.find(
      (s) => amountIn(s) !== null && near(rightOf(s, width), columns.amount),
    );
    const label = words(line.segments[0]?.text ?? '');
    // The learned totals row ends the table, as does any row the lexicon calls a total.
    const spaced = fold(line.segments[0]?.text ?? '')
      .replace(/[^\p{L}]+/gu, ' ')
      .trim();
    if (amount && (label === columns.end || TOTALS.test(spaced))) {
      inTable = byStructure;
      continue;
    }
    const previous = rows[rows.length - 1];
    if (amount && (!byStructure || structured(line))) {
      rows.push({ amount, line, wrapped: [] });
      since = 0;
    } else if (previous && previous.line.page === line.page && (since += 1) <= WRAPPED_ROWS)
      previous.wrapped.push(line.text.trim());
  }
  if (!rows.length) return { items: [], confirmed: false };
  // The rows' sum printed within a few rows under the last one confirms them.
  const sum = rows.reduce((s, r) => s + cents(amountIn(r.amount)), 0);
  const after = lines.indexOf((rows[rows.length - 1] as (typeof rows)[number]).line);
  const confirmed = lines
    .slice(after + 1, after + 1 + END_ROWS)
    .some((line) => line.segments.some((s) => cents(amountIn(s)) === sum));
  const confidence = (confirmed ? CONFIRMED : UNCONFIRMED) * (source === 'ocr' ? 0.9 : 1);
  const items = rows.map(({ amount, line, wrapped }) => {
    const item: LineItem = {
      description: null,
      quantity: null,
      unit_price: null,
      tax_rate: null,
      amount: field(amountIn(amount) as number, amount, confidence, source),
    };
    const described: Segment[] = [];
    for (const seg of line.segments) {
      if (seg === amount) continue;
      const edge = rightOf(seg, width);
      const column = NUMBER_COLUMNS.find((c) => near(edge, columns[c]) && fitsColumn(c, seg));
      const value = column ? numberIn(seg) : null;
      if (column && value !== null) item[column] = field(value, seg, confidence, source);
      else if (!/^\d{1,3}\.?$/.test(seg.text.trim()) || described.length) described.push(seg);
    }
    const text = [...described.map((s) => s.text.trim()), ...wrapped].join(' ').trim();
    if (text && described[0]) item.description = field(text, described[0], confidence, source);
    return item;
  });
  return { items, confirmed };
}

/**
 * The lines learned columns read, where they are surer than the reading without them: that one
 * found none, or the learned rows add up to the sum printed under them and differ from it. Where
 * both read the same amounts and the sum confirms the learned rows, the two cues agree, as for a
 * header field: the reading without learning keeps its words, its amounts are marked learned at
 * the surer of the two confidences.
 */
export function preferLearnedLines(
  unlearned: LineItem[],
  learned: { items: LineItem[]; confirmed: boolean },
): LineItem[] {
  if (!learned.items.length) return unlearned;
  if (!unlearned.length) return learned.items;
  const key = (items: LineItem[]) =>
    items
      .map((i) => cents(i.amount?.value))
      .sort((a, b) => a - b)
      .join(',');
  if (key(unlearned) !== key(learned.items)) return learned.confirmed ? learned.items : unlearned;
  if (!learned.confirmed) return unlearned;
  const pool = [...learned.items];
  return unlearned.map((item) => {
    const at = pool.findIndex((l) => cents(l.amount?.value) === cents(item.amount?.value));
    const [match] = at >= 0 ? pool.splice(at, 1) : [];
    if (!item.amount || !match?.amount) return item;
    const confidence = Math.max(item.amount.confidence, match.amount.confidence);
    return { ...item, amount: { ...item.amount, confidence, learned: true } };
  });
}
