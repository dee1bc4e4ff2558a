import { Readable } from 'node:stream';
import { neutralizeFormula, type ExportColumn, type RowBatches } from './columns';

/** A field is quoted when it holds a quote, a comma or a line break (quotes doubled inside). */
const NEEDS_QUOTES = /[",\r\n]/;
const field = (text: string) => (NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

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
          text += field(typeof value === 'string' ? neutralizeFormula(value) : String(value));
      }
      text += '\r\n';
    }
    if (text) yield Buffer.from(text, 'utf8');
  }
}
