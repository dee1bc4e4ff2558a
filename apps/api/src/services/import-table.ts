import { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../http/errors';
import { restoreFormula } from './export';
import { restoreCsvText } from './export/csv';
import { assertUnpacksWithin, ZipTooLarge } from './import-zip';
import { asRequestError } from './uploads';

/** Bounds of an import file, each checked while the file is read, before the next row is
 * built: a small file must not be able to make the server build a large table. Master data
 * is small (an export of a full category is a few hundred KB), so each bound is far above a
 * real file and far below what hurts a server. See docs/decisions.md (issue 21). */
export const IMPORT_LIMITS = {
  /** The file as sent. A full 5,000-row CSV with long descriptions is about 3 MB. */
  bytes: 6 * 1024 * 1024,
  /** What a workbook's zip unpacks to, all its parts together. */
  unpackedBytes: 24 * 1024 * 1024,
  /** Data rows that hold something (blank rows are skipped and not counted here). */
  rows: 5000,
  /** Rows of any kind, blank ones included: rows cost something even when empty. */
  sheetRows: 20_000,
  /** Columns: an export has 8; unknown columns are allowed, a sheet 16,384 wide is not. */
  columns: 64,
  /** One CSV record's characters (a field of 500 plus the others is under 2,000). */
  recordChars: 64 * 1024,
} as const;

/** One row of the file that holds something: its spreadsheet row number (1 = header) and its
 * cells as text, trimmed, with the apostrophe an export puts before formula text taken off. */
export type TableRow = { row: number; cells: string[] };

const fileIssue = (message: string) => badRequest(message, [{ path: 'file', message }]);
const tooManyRows = () => fileIssue(`The file has more than ${IMPORT_LIMITS.rows} rows`);
const tooWide = (row: number) =>
  fileIssue(
    `Row ${row} has cells past column ${IMPORT_LIMITS.columns}: use the columns of an export`,
  );
const tooLarge = (limitBytes: number) =>
  payloadTooLarge(`The file is larger than ${Math.round((limitBytes / 1048576) * 10) / 10} MB`);

/** Reads the one file of a multipart import into memory, refusing it (413) as soon as it passes
 * the import's byte bound (or the server's upload limit, when that is lower), before the rest is
 * read. */
export async function readImportFile(request: FastifyRequest, uploadLimitBytes: number) {
  const limitBytes = Math.min(IMPORT_LIMITS.bytes, uploadLimitBytes);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw fileIssue('Send exactly one file, in the field named file');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limitBytes) {
          part.file.destroy();
          throw tooLarge(limitBytes);
        }
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge(limitBytes);
      file = Buffer.concat(chunks);
    }
  } catch (error) {
    throw asRequestError(error);
  }
  if (!file) throw fileIssue('Choose a file to import');
  if (file.length === 0) throw fileIssue('The file is empty');
  return file;
}

/** Counts rows as they come and refuses the file at the first bound it passes. */
function rowCollector() {
  const rows: TableRow[] = [];
  let seen = 0;
  return {
    rows,
    add(row: number, cells: string[]) {
      seen += 1;
      if (seen > IMPORT_LIMITS.sheetRows) throw tooManyRows();
      if (cells.length > IMPORT_LIMITS.columns) throw tooWide(row);
      if (!cells.some((c) => c !== '')) return;
      // The header is not a data row: one more row than the limit may be kept.
      if (rows.length > IMPORT_LIMITS.rows) throw tooManyRows();
      rows.push({ row, cells });
    },
  };
}

/** The rows of a workbook's first sheet, streamed: the zip is unpacked once with a bound (a
 * bomb stops there), then rows are read one at a time and checked as they arrive. */
async function workbookRows(file: Buffer): Promise<TableRow[]> {
  try {
    assertUnpacksWithin(file, IMPORT_LIMITS.unpackedBytes);
  } catch (error) {
    if (error instanceof ZipTooLarge)
      throw payloadTooLarge(
        `The workbook unpacks to more than ${IMPORT_LIMITS.unpackedBytes / 1048576} MB`,
      );
    throw unreadableWorkbook();
  }
  const collector = rowCollector();
  // Loaded on the first workbook imported: evaluating exceljs takes most of a second, which
  // every start of the server (and every test file that starts one) paid for nothing.
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells: string[] = [];
        let widest = 0;
        row.eachCell((cell, column) => {
          widest = Math.max(widest, column);
          if (column <= IMPORT_LIMITS.columns) cells[column - 1] = restoreFormula(cell.text.trim());
        });
        if (widest > IMPORT_LIMITS.columns) throw tooWide(row.number);
        collector.add(
          row.number,
          Array.from(cells, (c) => c ?? ''),
        );
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadableWorkbook();
  }
  return collector.rows;
}
const unreadableWorkbook = () => fileIssue('The workbook cannot be read; save it again as .xlsx');

/** The records of a CSV, streamed from its bytes (comma, semicolon or tab, whichever the header
 * line uses); each record is bounded in characters and checked as it arrives. */
async function csvRows(file: Buffer): Promise<TableRow[]> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw unsupportedMediaType('Only XLSX and CSV files can be imported');
  }
  if (text.includes('\u0000'))
    throw unsupportedMediaType('Only XLSX and CSV files can be imported');
  const firstLine =
    text
      .replace(/^\uFEFF/, '')
      .slice(0, IMPORT_LIMITS.recordChars)
      .split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  const collector = rowCollector();
  // Fed in slices: csv-parse turns a whole chunk into records at once, so one 6 MB chunk of
  // short lines would be millions of records before the first could be counted.
  const parser = Readable.from(slices(text, 64 * 1024)).pipe(
    parseCsv({
      bom: true,
      delimiter,
      relax_column_count: true,
      max_record_size: IMPORT_LIMITS.recordChars,
    }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      collector.add(
        row,
        record.map((c) => restoreCsvText(c.trim())),
      );
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof HttpError) throw error;
    // csv-parse's messages quote the file's text: the answer names the row only.
    throw fileIssue(`The CSV cannot be read at row ${row + 1}: check its quotes`);
  }
  return collector.rows;
}

function* slices(text: string, size: number) {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

/** The file as rows of text cells, by its bytes: a zip is a workbook (its first sheet), UTF-8
 * text is CSV. */
export function readTable(file: Buffer): Promise<TableRow[]> {
  return file.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
    ? workbookRows(file)
    : csvRows(file);
}
