import type { InvoiceLineItem } from '@procure/contract';
import { editText, lineNumber, newLineId } from './review-rules';

/** A column of the line-item table: the line's field, its header, and whether it holds a number. */
export interface LineColumn {
  name: string;
  label: string;
  numeric: boolean;
}

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
