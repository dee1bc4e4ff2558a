import { unionBox } from '../layout/box.js';
import type { Line, Segment } from '../layout/lines.js';
import { columnOf, headerColumns, type Column } from './table-header.js';
import { subBox } from './label-finder.js';
import { labelledRows, TOTALS } from './totals-labels.js';
import { nameAbove, namesOnly, prependName } from './name-above-row.js';
import { continuationText } from './wrapped-description.js';
import { findAmounts, parseNumber, parsePercent } from '../parse/amount.js';
import { fold } from '../parse/normalize.js';
import type { ExtractedField, FieldSource, LineFieldName, LineItem } from '../types.js';
import { WHOLE_FACTOR, wholeProductHolds } from './whole-money.js';

const cell = (
  value: string | number,
  seg: Segment,
  source: FieldSource,
  confidence: number,
): ExtractedField => ({
  value,
  confidence,
  page: seg.page,
  box: { x: seg.x, y: seg.y, width: seg.width, height: seg.height },
  source,
});

type RowCells = Partial<Record<LineFieldName, { text: string; seg: Segment; under: boolean }>>;

/** Figures printed so close they are one run over two columns ("285,996.18 252,646.80" under
 * "Unit price" and "Amount"): each is a cell of its own. Only a run of money and nothing else. */
function figurePieces(seg: Segment, cols: Column[]): Segment[] {
  const amounts = findAmounts(seg.text);
  if (amounts.length < 2 || !amounts.every((a) => a.hasDecimals)) return [seg];
  const rest = amounts.reduceRight(
    (text, a) => text.slice(0, a.index) + text.slice(a.index + a.length),
    seg.text,
  );
  if (/[\p{L}\d]/u.test(rest)) return [seg];
  const pieces = amounts.map((a) => ({
    ...seg,
    ...subBox(seg, a.index, a.index + a.length),
    text: seg.text.slice(a.index, a.index + a.length),
  }));
  return new Set(pieces.map((p) => columnOf(p, cols))).size > 1 ? pieces : [seg];
}

/** A name's cell run into the next column ("Gebäude 10" with the quantity under "Menge"): the
 * figures at its end that stand under another read column are that column's cells. */
function nameRunOver(seg: Segment, cols: Column[]): Segment[] {
  if (columnOf(seg, cols)?.field !== 'description') return [seg];
  const words = [...seg.text.matchAll(/\S+/g)];
  let cut = words.length;
  while (cut > 1) {
    const w = words[cut - 1] as RegExpMatchArray;
    const box = subBox(seg, w.index ?? 0, (w.index ?? 0) + w[0].length);
    const col = columnOf({ ...seg, ...box }, cols);
    if (!FIGURE.test(w[0]) || !col?.field || col.field === 'description') break;
    if (box.x < col.left - 2) break;
    cut -= 1;
  }
  if (cut === words.length) return [seg];
  const end = (words[cut - 1]?.index ?? 0) + (words[cut - 1]?.[0].length ?? 0);
  const piece = (from: number, to: number): Segment => ({
    ...seg,
    ...subBox(seg, from, to),
    text: seg.text.slice(from, to),
  });
  return [
    piece(0, end),
    ...words.slice(cut).map((w) => piece(w.index ?? 0, (w.index ?? 0) + w[0].length)),
  ];
}

const FIGURE = /^[-+(]?[\p{Sc}]?\d[\d.,']*%?\)?$/u;

/** A line's phrases by the column each stands in. */
function cellsOf(line: Line, cols: Column[]): RowCells {
  const row: RowCells = {};
  for (const seg of line.segments
    .flatMap((s) => nameRunOver(s, cols))
    .flatMap((s) => figurePieces(s, cols))) {
    const col = columnOf(seg, cols);
    if (!col?.field) continue;
    const under = seg.x < col.right && seg.x + seg.width > col.left;
    const prev = row[col.field];
    // A figure under no heading (a column whose heading was not recognised) only comes nearest
    // to a read column: beside the figure printed under that heading it is not part of the
    // value ("100,000" beside "100,00" would read as 100 000 100 with space-grouped digits).
    if (prev && col.field !== 'description' && prev.under !== under) {
      if (under) row[col.field] = { text: seg.text, seg, under };
      continue;
    }
    row[col.field] = prev
      ? { text: `${prev.text} ${seg.text}`, seg: prev.seg, under: prev.under || under }
      : { text: seg.text, seg, under };
  }
  return row;
}

/** Reads item tables: a header row naming the columns, then rows with an amount under the amount column. */
export function extractLineItems(
  lines: Line[],
  source: 'text' | 'ocr',
): { items: LineItem[]; sum: number | null } {
  const items: LineItem[] = [];
  let cols: Column[] | null = null;
  const base = source === 'ocr' ? 0.6 : 0.75;
  // The last item row, to which a wrapped second line of its description may belong.
  let open: { item: LineItem; line: Line; nameSize: number } | null = null;
  let nameSize = 0;
  // Words under the header before its first row: the first item's name printed above its figures.
  let lead: Line[] | null = null;
  // Lines over a table's first row start its name where the table has that one row or the name
  // goes on under its figures too; over several one-line rows printed as closely, such a line is
  // the title of a section ("Fakturace zboží"). Judged when the table ends.
  let firstName: { item: LineItem; above: Line[]; rows: number; wraps: boolean } | null = null;
  const closeTable = (): void => {
    if (firstName && (firstName.rows === 1 || firstName.wraps))
      prependName(firstName.item, firstName.above);
    firstName = null;
  };
  // Rows the lexicon labels as a total (net, tax, due, prepaid, rounding) end a table too; a sum
  // carried to or from another page is no item, and the table goes on after it.
  const { totals: totalsAt, carried, adjustments } = labelledRows(lines);
  for (const [index, line] of lines.entries()) {
    const header = headerColumns(
      line,
      lines.slice(index + 1, index + 4).filter((l) => l.page === line.page),
    );
    if (header) {
      closeTable();
      cols = header;
      open = null;
      lead = [];
      nameSize = 0;
      continue;
    }
    if (!cols || carried.has(index)) continue;
    // An allowance or charge on document level ("Zuschläge 49.243,65") is no item; an item
    // named like one prints its quantity and price beside the amount.
    if (adjustments.has(index) && findAmounts(line.text).length === 1) continue;
    const first = fold(line.segments[0]?.text ?? '');
    const endsTable =
      totalsAt.has(index) ||
      TOTALS.test(first) ||
      line.segments.some((s) => /^(sub ?total|total|totaal|summe)\b/.test(fold(s.text)));
    // A totals line (with a number) ends the table; a wrapped header word like "MwSt." does not.
    if (endsTable && findAmounts(line.text).length > 0) {
      cols = null;
      continue;
    }
    const row = cellsOf(line, cols);
    const amountCell = row.amount;
    const amount = amountCell ? findAmounts(amountCell.text).at(-1) : undefined;
    const qty = row.quantity && parseNumber(row.quantity.text.split(/\s+/)[0] ?? '');
    const price = row.unit_price && findAmounts(row.unit_price.text).at(-1);
    // Money is printed with cents or a currency; a bare integer there is a page number or a
    // count, unless the row's quantity × price gives it exactly (money printed whole: such a
    // row is an item of its own, never a wrapped name).
    const shaped = Boolean(amount && (amount.hasDecimals || amount.currency));
    const whole = Boolean(
      !shaped && amount && qty && price && wholeProductHolds(qty.value, price.value, amount.value),
    );
    const wrapped =
      open && !endsTable && !whole ? continuationText(line, open, cols, nameSize) : null;
    if (open && wrapped) {
      const description = open.item.description as ExtractedField;
      description.value = `${String(description.value)} ${wrapped.text}`;
      if (firstName?.item === open.item) firstName.wraps = true;
      if (description.box) description.box = unionBox(description.box, wrapped.seg);
      open.line = line;
      continue;
    }
    open = null;
    if (!amountCell || !amount || !(shaped || whole)) {
      // (A header's second line, or anything else, starts the lead again.)
      if (lead) lead = namesOnly(line, cols) ? [...lead, line] : [];
      continue;
    }
    if (line.segments.some((s) => /^(page|seite|pagina)\b/i.test(s.text))) continue;
    // A whole amount lacks the money shape's cue: every field of its row is a little less sure.
    const sure = shaped ? base : base * WHOLE_FACTOR;
    const item: LineItem = {
      description: null,
      quantity: null,
      unit_price: null,
      tax_rate: null,
      amount: cell(amount.value, amountCell.seg, source, sure),
    };
    if (row.description) {
      item.description = cell(row.description.text, row.description.seg, source, sure);
      const above = lead ? nameAbove(lead, line, row.description.seg) : [];
      if (above.length) firstName = { item, above, rows: 0, wraps: false };
    }
    lead = null;
    if (row.quantity && qty) item.quantity = cell(qty.value, row.quantity.seg, source, sure);
    if (row.unit_price && price)
      item.unit_price = cell(price.value, row.unit_price.seg, source, sure);
    const rate = row.tax_rate && parsePercent(row.tax_rate.text);
    if (row.tax_rate && rate !== null && rate !== undefined)
      item.tax_rate = cell(rate, row.tax_rate.seg, source, sure);
    // Arithmetic check: quantity × unit price = amount confirms the whole row.
    const qv = item.quantity?.value;
    const pv = item.unit_price?.value;
    if (
      typeof qv === 'number' &&
      typeof pv === 'number' &&
      Math.abs(qv * pv - amount.value) < 0.015
    ) {
      for (const f of ['quantity', 'unit_price', 'amount'] as const) {
        const fieldValue = item[f];
        if (fieldValue) fieldValue.confidence = shaped ? 0.92 : 0.92 * WHOLE_FACTOR;
      }
    }
    items.push(item);
    if (firstName) firstName.rows += 1;
    if (row.description) {
      nameSize = Math.max(nameSize, row.description.seg.height);
      open = { item, line, nameSize: row.description.seg.height };
    }
  }
  closeTable();
  const sum = items.length
    ? Math.round(items.reduce((s, i) => s + Math.round(Number(i.amount?.value ?? 0) * 100), 0)) /
      100
    : null;
  return { items, sum };
}
