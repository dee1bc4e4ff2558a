import {
  documentMoney,
  fromMilli,
  lineMoney,
  toMilli,
  type Issue,
  type Section,
} from '@procure/contract';
import { parseFieldValue } from '@procure/forms';
import { emptyEntry, parseEntry, type EntryValues } from '../../components/metadata-form';

/** A line as the grid holds it: the item fields by control name, and its `id`. */
export type GridLine = EntryValues & { id: number };

/** The money inputs of a line as numbers: blank or unreadable is 0 (spec §5, NaN becomes 0). */
export function lineNumbers(line: EntryValues): {
  quantity: number;
  unitPrice: number;
  taxRate: number;
} {
  const decimal = (raw: unknown) => {
    const value = parseFieldValue({ type: 'number', data_type: 'decimal' }, raw);
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  return {
    quantity: decimal(line.quantity),
    unitPrice: decimal(line.unitPrice),
    taxRate: decimal(line.taxRate),
  };
}

/** The amount of a line with the contract's money rule (what the server checks). */
export const lineAmount = (line: EntryValues): number => lineMoney(lineNumbers(line)).amount;

/** Subtotal, tax and total of the lines, each a sum of rounded lines. */
export const gridTotals = (lines: readonly EntryValues[]) => documentMoney(lines.map(lineNumbers));

/** The id of a new line (spec §4): the line count minus one, or 0. Should that id be taken
 * (a line was deleted before), the next free one after the highest, so ids stay unique and a
 * receipt can name the order line it receives. */
export function nextLineId(lines: readonly { id?: unknown }[]): number {
  const ids = new Set(lines.map((line) => Number(line.id)));
  const candidate = Math.max(lines.length, 0);
  if (!ids.has(candidate)) return candidate;
  return Math.max(...ids) + 1;
}

/** A new line: every default from the items metadata, 0 or empty values, and its id. */
export function newLine(section: Section, lines: readonly { id?: unknown }[]): GridLine {
  return { ...emptyEntry(section), id: nextLineId(lines), amount: '0.00' };
}

/** The lines as the payload sends them: typed values and the amount recomputed. */
export function linePayload(section: Section, lines: readonly EntryValues[]) {
  return lines.map((line) => {
    const parsed = parseEntry(section, line);
    const numbers = lineNumbers(line);
    return {
      ...parsed,
      ...numbers,
      id: Number(line.id),
      amount: lineMoney(numbers).amount,
    };
  });
}

/** Server issues of a saved document (array of one: '0.line_items.2.quantity') as grid cell
 * paths ('entries.2.quantity'); issues of other fields are returned apart. */
export function splitIssues(issues: readonly Issue[]): { cells: Issue[]; other: Issue[] } {
  const cells: Issue[] = [];
  const other: Issue[] = [];
  for (const issue of issues) {
    const match = /^(?:body\.)?(?:\d+\.)?line_items\.(\d+)\.(.+)$/.exec(issue.path);
    if (match) cells.push({ path: `entries.${match[1]}.${match[2]}`, message: issue.message });
    else other.push(issue);
  }
  return { cells, other };
}

/** A purchase order line as an MRN receives it. */
export type OrderLine = EntryValues & {
  id: number;
  quantity: number;
  received_quantity: number;
  open_quantity: number;
};

/** MRN lines from a purchase order: one per line with something still open, receiving all of
 * it by default, priced as ordered, each naming its order line (`po_line_id`). */
export function linesFromOrder(section: Section, order: readonly OrderLine[]): GridLine[] {
  const lines: GridLine[] = [];
  for (const line of order) {
    if (line.open_quantity <= 0) continue;
    const { id, received_quantity: _received, open_quantity, ...item } = line;
    const next: GridLine = {
      ...emptyEntry(section),
      ...item,
      id: nextLineId(lines),
      po_line_id: id,
      quantity: open_quantity,
    };
    lines.push({ ...next, amount: lineAmount(next).toFixed(2) });
  }
  return lines;
}

/** What each order line has received through other MRNs: an MRN being edited (a draft, or an
 * approved one shown read-only) is already counted in the order's received quantities, so its
 * own saved lines are taken back out (in thousandths, the contract's receipt unit). */
export function receivedByOthers(
  order: readonly OrderLine[],
  own: readonly EntryValues[],
): Map<number, number> {
  const ownMilli = new Map<number, number>();
  for (const line of own) {
    const orderLine = Number(line.po_line_id);
    if (line.po_line_id === null || line.po_line_id === undefined || Number.isNaN(orderLine))
      continue;
    ownMilli.set(orderLine, (ownMilli.get(orderLine) ?? 0) + toMilli(Number(line.quantity) || 0));
  }
  return new Map(
    order.map((line) => [
      line.id,
      fromMilli(Math.max(0, toMilli(line.received_quantity) - (ownMilli.get(line.id) ?? 0))),
    ]),
  );
}
