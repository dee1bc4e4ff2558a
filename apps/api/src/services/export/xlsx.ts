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

/** One sheet of a workbook: its columns and its rows in batches. */
export type SheetSpec<Row> = {
  name: string;
  columns: ExportColumn<Row>[];
  batches: RowBatches<Row>;
};

/** An .xlsx written row by row to a stream (exceljs' streaming writer: memory stays flat however
 * many rows), with a bold header row frozen at the top, an autofilter over the header, typed
 * cells (numbers, money with two decimals, dates) and column widths. */
export function xlsxStream<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  batches: RowBatches<Row>,
): Readable {
  return xlsxWorkbookStream([{ name: sheetName, columns, batches }]);
}

/** Several sheets in one workbook (an invoice's header and its lines), written one after the
 * other, each as xlsxStream writes its one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- sheets of differing rows
export function xlsxWorkbookStream(sheets: SheetSpec<any>[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  (async () => {
    for (const spec of sheets) await writeSheet(workbook, out, spec);
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** The stream exceljs (4.4) pipes a sheet's XML into, inside archiver. exceljs writes to it
 * without heeding backpressure, so a large sheet's uncompressed XML piled up there (35 MB for
 * 100k rows) while deflate waited for the event loop. Internals: when a later exceljs does not
 * have them, there is nothing to wait for (export-memory.test.ts fails, so the upgrade is noticed). */
type ZipInput = NodeJS.EventEmitter & {
  destroyed?: boolean;
  _writableState?: { length: number; highWaterMark: number };
};
export function zipInputsOf(sheet: ExcelJS.Worksheet): ZipInput[] {
  const stream = (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream;
  return (stream?.pipes ?? []).filter((pipe) => pipe._writableState);
}

/** Waits until archiver has taken what the sheet wrote, or the download has gone. */
async function waitForZip(sheet: ExcelJS.Worksheet, out: PassThrough) {
  for (const pipe of zipInputsOf(sheet)) {
    const state = pipe._writableState!;
    while (!out.destroyed && !pipe.destroyed && state.length > state.highWaterMark)
      await untilEither(pipe, 'drain', out, 'close');
  }
}

/** The first of two events; the listener of the other is removed (no leak over many waits). */
async function untilEither(
  a: NodeJS.EventEmitter,
  aEvent: string,
  b: NodeJS.EventEmitter,
  bEvent: string,
) {
  const stop = new AbortController();
  try {
    await Promise.race([
      once(a, aEvent, { signal: stop.signal }),
      once(b, bEvent, { signal: stop.signal }),
    ]);
  } finally {
    stop.abort();
  }
}

async function writeSheet<Row>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  out: PassThrough,
  { name, columns, batches }: SheetSpec<Row>,
) {
  const sheet = workbook.addWorksheet(name.slice(0, 31), {
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
  for await (const batch of batches) {
    for (const row of batch) {
      sheet.addRow(columns.map((c) => cellValue(c.type, row[c.key]))).commit();
    }
    await waitForZip(sheet, out);
    // exceljs writes rows without waiting for the reader: wait for the client to take what
    // is written before the next batch, or a slow download would hold the whole file.
    while (
      !out.destroyed &&
      (out.writableNeedDrain || out.readableLength > out.readableHighWaterMark)
    )
      await untilEither(out, out.writableNeedDrain ? 'drain' : 'data', out, 'close');
  }
  sheet.commit();
}
