import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutralizeFormula, type ExportColumn, type RowBatches } from './columns';

const NUMBER_FORMATS: Partial<Record<ExportColumn<unknown>['type'], string>> = {
  integer: '0',
  number: '#,##0.###',
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
};

function cellValue(type: ExportColumn<unknown>['type'], value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'date') {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? String(value) : date;
  }
  if (type !== 'text') {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  return neutralizeFormula(String(value));
}

/** An .xlsx written row by row to a stream (exceljs' streaming writer: memory stays flat however
 * many rows), with a bold header row frozen at the top, an autofilter over the header, typed
 * cells (numbers, money with two decimals, dates) and column widths. */
export function xlsxStream<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  batches: RowBatches<Row>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({
    key: c.key,
    header: c.header,
    width: c.width ?? Math.max(10, c.header.length + 2),
    style: NUMBER_FORMATS[c.type] ? { numFmt: NUMBER_FORMATS[c.type] } : {},
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  (async () => {
    for await (const batch of batches) {
      for (const row of batch) {
        sheet.addRow(columns.map((c) => cellValue(c.type, row[c.key]))).commit();
      }
      // exceljs writes rows without waiting for the reader: wait for the client to take what
      // is written before the next batch, or a slow download would hold the whole file.
      while (
        !out.destroyed &&
        (out.writableNeedDrain || out.readableLength > out.readableHighWaterMark)
      )
        await Promise.race([
          once(out, out.writableNeedDrain ? 'drain' : 'data'),
          once(out, 'close'),
        ]);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
