import { PassThrough, type Readable } from 'node:stream';
import { neutralizeFormula, type ExportColumn, type RowBatches } from './columns';
import { writeZip, type ZipEntry } from './zip';

/** One sheet of a workbook: its columns and its rows in batches. */
export type SheetSpec<Row> = {
  name: string;
  columns: ExportColumn<Row>[];
  batches: RowBatches<Row>;
};

type ColumnType = ExportColumn<unknown>['type'];

/** Cell formats (cellXfs in styles.xml, by index): 0 plain, 1 bold (the header), then one
 * number format per typed column. */
const STYLE_OF: Record<ColumnType, number> = { text: 0, integer: 2, number: 3, money: 4, date: 5 };
const NUMBER_FORMATS = ['0', '#,##0.###', '#,##0.00', 'yyyy-mm-dd'];

/** The sheet's text is handed on in pieces of about this many characters: small enough to be
 * collected young, large enough to compress well. */
const PIECE = 64 * 1024;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Characters XML 1.0 cannot hold at all are dropped; markup characters are escaped. */
const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 forbids
    .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/g, '')
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number) {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Excel's serial day number of a moment (days since 1899-12-30, UTC). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const textCell = (ref: string, text: string, style = 0) =>
  `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;

/** A typed cell: numbers as numbers, dates as dates, text made safe from formula injection;
 * a value that does not fit its column's type is written as text. Empty values, no cell. */
function cellXml(ref: string, type: ColumnType, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'date') {
    const time = value instanceof Date ? value.getTime() : Date.parse(String(value));
    if (!Number.isNaN(time))
      return `<c r="${ref}" s="${STYLE_OF.date}"><v>${(time - EXCEL_EPOCH) / DAY_MS}</v></c>`;
  } else if (type !== 'text') {
    const n = typeof value === 'number' ? value : Number(value);
    if (Number.isFinite(n)) return `<c r="${ref}" s="${STYLE_OF[type]}"><v>${n}</v></c>`;
  }
  return textCell(ref, neutralizeFormula(String(value)));
}

/** A sheet's worksheet XML in pieces: the frozen bold header row, every row as its batch comes,
 * then the autofilter over the header. Only the piece being made is held. */
async function* worksheetXml<Row>({ columns, batches }: SheetSpec<Row>): AsyncGenerator<string> {
  const letters = columns.map((_, i) => columnName(i));
  const widths = columns
    .map((c, i) => {
      const width = c.width ?? Math.max(10, c.header.length + 2);
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  const header = columns.map((c, i) => textCell(`${letters[i]}1`, c.header, 1)).join('');
  yield (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${widths}</cols>` +
    `<sheetData><row r="1" s="1" customFormat="1">${header}</row>`
  );
  let rowNumber = 1;
  let piece = '';
  for await (const batch of batches) {
    for (const row of batch) {
      rowNumber += 1;
      piece += `<row r="${rowNumber}">`;
      for (let i = 0; i < columns.length; i += 1) {
        const column = columns[i]!;
        piece += cellXml(`${letters[i]}${rowNumber}`, column.type, row[column.key]);
      }
      piece += '</row>';
      if (piece.length >= PIECE) {
        yield piece;
        piece = '';
      }
    }
  }
  yield `${piece}</sheetData><autoFilter ref="A1:${letters[letters.length - 1]}1"/></worksheet>`;
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet';

/** The workbook's fixed parts: content types, relationships, sheet list (with each sheet's
 * autofilter range, as Excel records it) and the cell formats. */
function packageParts(sheets: SheetSpec<unknown>[]): ZipEntry[] {
  const names = sheets.map((s) => sheetName(s.name));
  const part = (name: string, xml: string): ZipEntry => ({ name, chunks: [XML_HEAD + xml] });
  const sheetOverrides = sheets
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${CONTENT}.worksheet+xml"/>`,
    )
    .join('');
  const filters = sheets
    .map((s, i) => {
      const last = columnName(Math.max(0, s.columns.length - 1));
      const quoted = `'${escapeXml(names[i]!.replace(/'/g, "''"))}'`;
      return `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">${quoted}!$A$1:$${last}$1</definedName>`;
    })
    .join('');
  const formats = NUMBER_FORMATS.map(
    (code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(code)}"/>`,
  ).join('');
  const xf = (numFmt: number, font = 0) =>
    `<xf numFmtId="${numFmt}" fontId="${font}" fillId="0" borderId="0" xfId="0"${numFmt ? ' applyNumberFormat="1"' : ''}${font ? ' applyFont="1"' : ''}/>`;
  return [
    part(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT}.sheet.main+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${CONTENT}.styles+xml"/>` +
        `${sheetOverrides}</Types>`,
    ),
    part(
      '_rels/.rels',
      `<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>` +
        names
          .map(
            (name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
          )
          .join('') +
        `</sheets><definedNames>${filters}</definedNames></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PACKAGE_REL_NS}">` +
        sheets
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ),
    part(
      'xl/styles.xml',
      `<styleSheet xmlns="${MAIN_NS}"><numFmts count="${NUMBER_FORMATS.length}">${formats}</numFmts>` +
        '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
        '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        `<cellXfs count="6">${xf(0)}${xf(0, 1)}${[164, 165, 166, 167].map((id) => xf(id)).join('')}</cellXfs>` +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
        '</styleSheet>',
    ),
  ];
}

/** An .xlsx written row by row to a stream (memory stays flat however many rows), with a bold
 * header row frozen at the top, an autofilter over the header, typed cells (numbers, money with
 * two decimals, dates) and column widths. */
export function xlsxStream<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  batches: RowBatches<Row>,
): Readable {
  return xlsxWorkbookStream([{ name: sheetName, columns, batches }]);
}

/** Several sheets in one workbook (an invoice's header and its lines), written one after the
 * other, each as xlsxStream writes its one.
 *
 * SpreadsheetML is written here rather than by exceljs' streaming writer: for 100k rows that
 * writer made about 30 KB of garbage per row (a style object rendered to XML per cell to find
 * its format, Row and Cell objects, a fresh 64 KB buffer per piece of XML), which raised the
 * server's peak RSS by ~80 MB during an export; this writer makes one string per row. Files are
 * read back with exceljs in the tests. */
/** What the workbook stream holds before it waits for the download. Set here because Node 22
 * raised the streams' default from 16 KB to 64 KB, which let an unread xlsx download pull ~8,700
 * rows ahead instead of ~3,000 (export-memory.test.ts). */
const BUFFER_BYTES = 16 * 1024;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- sheets of differing rows
export function xlsxWorkbookStream(sheets: SheetSpec<any>[]): Readable {
  const out = new PassThrough({ highWaterMark: BUFFER_BYTES });
  const entries: ZipEntry[] = [
    ...packageParts(sheets),
    ...sheets.map((sheet, i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      chunks: worksheetXml(sheet),
    })),
  ];
  writeZip(out, entries).catch((error: unknown) => out.destroy(error as Error));
  return out;
}
