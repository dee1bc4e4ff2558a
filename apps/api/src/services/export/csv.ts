import { Readable } from 'node:stream';
import { neutralizeFormula, restoreFormula, type ExportColumn, type RowBatches } from './columns';

/** A field is quoted when it holds a quote, a line break or a separator of either kind: a
 * comma, or the semicolon that spreadsheet programs use as list separator in locales with a
 * decimal comma, or a tab (quotes doubled inside). Unquoted, `Net 60;=2+3` opened with `;` is two
 * cells, the second a formula the first-character check never saw. */
const NEEDS_QUOTES = /[",;\t\r\n]/;
const field = (text: string) => (NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Quoting holds a value together only for a reader that splits on our comma. A spreadsheet
 * set to `;` takes a quote as opening a field only at the field's start, so inside our quoted
 * value it starts a cell after any comma, semicolon, tab or line break (past quotes there). A
 * formula character in such a place gets the apostrophe a value's first character gets. */
const HIDDEN_CELL_START = /([,;\t\r\n]"*)(?=[=+\-@\t\r])/g;
const HIDDEN_CELL_MARK = /([,;\t\r\n]"*)'(?=[=+\-@\t\r])/g;
export const csvSafeText = (text: string) =>
  neutralizeFormula(text).replace(HIDDEN_CELL_START, "$1'");
/** The inverse for CSV files coming back (imports): an exported value reads back as it was. */
export const restoreCsvText = (text: string) =>
  restoreFormula(text.replace(HIDDEN_CELL_MARK, '$1'));

/** RFC 4180 CSV (CRLF line ends, quotes doubled, fields quoted when needed) with a UTF-8 byte
 * order mark so spreadsheet programs read accents right; text that a spreadsheet would run as a
 * formula is neutralized.
 *
 * Each batch of rows becomes one string, made only when the download has taken the one before
 * (a pull stream: Readable.from asks its generator for the next piece when it holds none), and
 * the row reader is closed when the download goes away (the generator is returned). Written
 * here rather than by csv-stringify, whose stream made a record array, a string and a Buffer per
 * row and pushed each through two streams on their own: the same bytes at ~3x its CPU, and an
 * abandoned download left its writer waiting for a 'drain' that never came. See
 * docs/decisions.md (issues 8, 9). */
export function csvStream<Row>(columns: ExportColumn<Row>[], batches: RowBatches<Row>): Readable {
  return Readable.from(csvText(columns, batches), { objectMode: false });
}

async function* csvText<Row>(
  columns: ExportColumn<Row>[],
  batches: RowBatches<Row>,
): AsyncGenerator<Buffer> {
  const keys = columns.map((c) => c.key);
  yield Buffer.from(`\ufeff${columns.map((c) => field(c.header)).join(',')}\r\n`, 'utf8');
  for await (const batch of batches) {
    let text = '';
    for (const row of batch) {
      for (let i = 0; i < keys.length; i += 1) {
        const value = row[keys[i]!] as unknown;
        if (i) text += ',';
        if (value !== null && value !== undefined)
          text += field(typeof value === 'string' ? csvSafeText(value) : String(value));
      }
      text += '\r\n';
    }
    if (text) yield Buffer.from(text, 'utf8');
  }
}
