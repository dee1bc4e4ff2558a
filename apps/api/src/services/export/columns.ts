/** One column of an export: which value, its header, and how a spreadsheet should type it. */
export type ExportColumn<Row> = {
  key: keyof Row & string;
  header: string;
  /** text stays text; number/integer/money are numeric cells; date is an ISO date or time. */
  type: 'text' | 'integer' | 'number' | 'money' | 'date';
  /** Width in characters; the header's length when not given. */
  width?: number;
};

/** Rows arrive in batches so an export of any size never holds the whole table. */
export type RowBatches<Row> = AsyncIterable<readonly Row[]>;

/** A spreadsheet program runs a cell that starts with one of these as a formula (CSV injection):
 * such text is prefixed with an apostrophe, which the program shows as plain text. */
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutralizeFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The inverse for files coming back (imports): an apostrophe the export put before formula
 * text is removed, so an exported value reads back as it was. */
export const restoreFormula = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
