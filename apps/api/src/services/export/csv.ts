import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutralizeFormula, type ExportColumn, type RowBatches } from './columns';

/** RFC 4180 CSV (CRLF line ends, quotes doubled, fields quoted when needed) with a UTF-8 byte
 * order mark so spreadsheet programs read accents right; text that a spreadsheet would run as a
 * formula is neutralized. Streams batch by batch. */
export function csvStream<Row>(columns: ExportColumn<Row>[], batches: RowBatches<Row>): Readable {
  const out = new PassThrough();
  const csv = stringify({ record_delimiter: 'windows', bom: true, quoted_match: /[",\r\n]/ });
  csv.pipe(out);
  (async () => {
    csv.write(columns.map((c) => c.header));
    for await (const batch of batches) {
      for (const row of batch) {
        const record = columns.map((c) => {
          const value = row[c.key] as unknown;
          if (value === null || value === undefined) return '';
          return typeof value === 'string' ? neutralizeFormula(value) : String(value);
        });
        if (!csv.write(record)) await new Promise((resolve) => csv.once('drain', resolve));
      }
    }
    csv.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
