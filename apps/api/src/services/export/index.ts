import type { Readable } from 'node:stream';
import { CONTENT_TYPES, type ExportType } from '@procure/contract';
import type { ExportColumn, RowBatches } from './columns';
import { csvStream } from './csv';
import { xlsxStream } from './xlsx';

export type { ExportColumn, RowBatches } from './columns';
export { restoreFormula } from './columns';

/** One export for every list: the same columns as a streamed .xlsx or an injection-safe CSV. */
export function exportFile<Row>(
  format: ExportType,
  sheetName: string,
  columns: ExportColumn<Row>[],
  batches: RowBatches<Row>,
): { body: Readable; contentType: string; ext: 'xlsx' | 'csv' } {
  return format === 'excel'
    ? {
        body: xlsxStream(sheetName, columns, batches),
        contentType: CONTENT_TYPES.xlsx,
        ext: 'xlsx',
      }
    : { body: csvStream(columns, batches), contentType: CONTENT_TYPES.csv, ext: 'csv' };
}
