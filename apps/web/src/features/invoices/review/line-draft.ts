import type { InvoiceLineItem } from '@procure/contract';
import { editText, lineNumber, newLineId } from './review-rules';

/** A column of the line-item table: the line's field, its header, and whether it holds a number. */
export interface LineColumn {
  name: string;
  label: string;
  numeric: boolean;
  /** A dropdown's choices (a GL account's code and name), offered as the cell is typed in. */
  options?: { value: string; label: string }[];
}

/** The id of a column's list of choices in the page. */
export const choicesId = (column: LineColumn) => `line-choices-${column.name}`;

/** A line as it is edited: every column's value as the text in its cell. */
export type DraftLine = { id: number } & Record<string, string | number>;

export const toDraft = (line: InvoiceLineItem, columns: LineColumn[]): DraftLine => ({
  id: line.id,
  ...Object.fromEntries(columns.map((c) => [c.name, editText(line[c.name])])),
});

/** The lines as the server takes them: number columns parsed as decimals (NaN is 0). */
export const toSaved = (lines: DraftLine[], columns: LineColumn[]): InvoiceLineItem[] =>
  lines.map((line) => ({
    id: line.id,
    ...Object.fromEntries(
      columns.map((c) => {
        const text = String(line[c.name] ?? '');
        return [c.name, c.numeric ? lineNumber(text) : text.trim() || null];
      }),
    ),
  }));

/** A line added after `lines`: its number columns 0, its text columns empty. */
export const blankLine = (lines: DraftLine[], columns: LineColumn[]): DraftLine => ({
  id: newLineId(lines),
  ...Object.fromEntries(columns.map((c) => [c.name, c.numeric ? '0' : ''])),
});

/** What a draft changed against the stored lines, as a line-level save sends it: the cells
 * edited (a cell whose text differs from its stored value's; parsed as toSaved parses them),
 * the lines added (without their draft ids: the server gives theirs) and the ids removed. */
export function lineChanges(stored: DraftLine[], draft: DraftLine[], columns: LineColumn[]) {
  const before = new Map(stored.map((line) => [line.id, line]));
  const update: InvoiceLineItem[] = [];
  const add: Record<string, InvoiceLineItem[string]>[] = [];
  for (const line of draft) {
    const old = before.get(line.id);
    const [saved] = toSaved([line], columns);
    const { id, ...values } = saved!;
    if (!old) add.push(values);
    else {
      const edited = columns.filter(
        (c) => String(old[c.name] ?? '') !== String(line[c.name] ?? ''),
      );
      if (edited.length)
        update.push({ id, ...Object.fromEntries(edited.map((c) => [c.name, values[c.name]])) });
    }
  }
  const kept = new Set(draft.map((line) => line.id));
  const remove = stored.filter((line) => !kept.has(line.id)).map((line) => line.id);
  return { update, add, remove };
}
export type LineChanges = ReturnType<typeof lineChanges>;
