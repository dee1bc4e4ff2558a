import type { Readable } from 'node:stream';
import { CONTENT_TYPES, type ExportType } from '@procure/contract';
import type { ExportColumn, RowBatches } from './columns';
import { csvStream } from './csv';
import { xlsxStream, xlsxWorkbookStream, type SheetSpec } from './xlsx';

export type { ExportColumn, RowBatches } from './columns';
export type { SheetSpec } from './xlsx';
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

/** An export of several tables (an invoice's header and lines): one sheet each in a
 * spreadsheet; a CSV holds only the first, since a CSV file is one table. */
export function exportWorkbook(
  format: ExportType,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- sheets of differing rows
  sheets: [SheetSpec<any>, ...SheetSpec<any>[]],
): { body: Readable; contentType: string; ext: 'xlsx' | 'csv' } {
  if (format === 'excel')
    return { body: xlsxWorkbookStream(sheets), contentType: CONTENT_TYPES.xlsx, ext: 'xlsx' };
  const [first] = sheets;
  return exportFile(format, first.name, first.columns, first.batches);
}
