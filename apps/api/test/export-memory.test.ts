import { once } from 'node:events';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFile, exportWorkbook, type ExportColumn } from '../src/services/export';

type Row = { id: number; name: string; amount: number | string | null; day: string | null };
const COLUMNS: ExportColumn<Row>[] = [
  { key: 'id', header: 'ID', type: 'integer', width: 8 },
  { key: 'name', header: 'Name', type: 'text' },
  { key: 'amount', header: 'Amount', type: 'money', width: 14 },
  { key: 'day', header: 'Day', type: 'date', width: 12 },
];

/** `count` rows in batches of 100; `read` counts the rows the export has asked for. */
function source(count: number, make: (i: number) => Row = (i) => plain(i)) {
  const state = { read: 0, closed: false };
  async function* batches() {
    try {
      for (let start = 0; start < count; start += 100) {
        await new Promise((resolve) => setImmediate(resolve));
        const batch = Array.from({ length: Math.min(100, count - start) }, (_, j) =>
          make(start + j),
        );
        state.read += batch.length;
        yield batch;
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, batches: batches() };
}
const plain = (i: number): Row => ({
  id: i,
  name: `Vendor number ${i} with a name long enough to fill the sheet`,
  amount: i * 1.5,
  day: '2026-11-23',
});

async function collect(body: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readBack(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

describe('xlsx export', () => {
  it('writes a bold frozen header with an autofilter, widths and typed, injection-safe cells', async () => {
    const rows: Row[] = [
      { id: 1, name: '=HYPERLINK("http://x")', amount: 1234.5, day: '2026-11-23' },
      { id: 2, name: 'Fish & Chips <Ltd> "quoted"\u0007', amount: 'n/a', day: 'soon' },
      { id: 3, name: '  spaced  ', amount: null, day: null },
      { id: 4, name: 'Plain', amount: '@SUM(A1)', day: '2026-11-23T10:30:00.000Z' },
    ];
    const { body } = exportFile(
      'excel',
      'Vendors: a/b',
      COLUMNS,
      (async function* () {
        yield rows;
      })(),
    );
    const book = await readBack(await collect(body));
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Vendors  a b');
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Name', 'Amount', 'Day']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell('B1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.autoFilter).toBe('A1:D1');
    expect(sheet.getColumn(1).width).toBe(8);
    expect(sheet.getColumn(2).width).toBe(10);
    expect(sheet.getCell('A2').value).toBe(1);
    expect(sheet.getCell('A2').numFmt).toBe('0');
    expect(sheet.getCell('B2').value).toBe('\'=HYPERLINK("http://x")');
    expect(sheet.getCell('C2').value).toBe(1234.5);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('D2').value).toEqual(new Date('2026-11-23T00:00:00.000Z'));
    expect(sheet.getCell('D2').numFmt).toBe('yyyy-mm-dd');
    // Markup is escaped and characters XML cannot hold are dropped; a value that does not fit
    // its column's type stays text.
    expect(sheet.getCell('B3').value).toBe('Fish & Chips <Ltd> "quoted"');
    expect(sheet.getCell('C3').value).toBe('n/a');
    expect(sheet.getCell('D3').value).toBe('soon');
    expect(sheet.getCell('B4').value).toBe('  spaced  ');
    expect(sheet.getCell('C4').value).toBeNull();
    expect(sheet.getCell('C5').value).toBe("'@SUM(A1)");
    expect(sheet.getCell('D5').value).toEqual(new Date('2026-11-23T10:30:00.000Z'));
  });

  it('writes several sheets into one workbook, each with its own rows', async () => {
    const { body } = exportWorkbook('excel', [
      { name: 'Invoice', columns: COLUMNS, batches: source(3).batches },
      { name: 'Line Items', columns: COLUMNS, batches: source(250).batches },
    ]);
    const book = await readBack(await collect(body));
    expect(book.worksheets.map((s) => [s.name, s.rowCount, s.autoFilter])).toEqual([
      ['Invoice', 4, 'A1:D1'],
      ['Line Items', 251, 'A1:D1'],
    ]);
    expect(book.worksheets[1]!.getCell('A251').value).toBe(249);
  });

  it.each(['excel', 'csv'] as const)(
    '%s: reads rows only as fast as the download takes them (backpressure)',
    async (format) => {
      const { state, batches } = source(50_000);
      const { body } = exportFile(format, 'Rows', COLUMNS, batches);
      // The download takes one piece, then nobody reads: the export must stop asking for rows
      // once the buffers fill (a CSV is a pull stream: it makes nothing until asked).
      body.pause();
      await once(body, 'readable');
      body.read();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(state.read).toBeGreaterThan(0);
      expect(state.read).toBeLessThan(5_000);
      let bytes = 0;
      await pipeline(
        body,
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            setImmediate(done);
          },
        }),
      );
      expect(state.read).toBe(50_000);
      expect(bytes).toBeGreaterThan(100_000);
    },
  );

  it.each(['excel', 'csv'] as const)(
    '%s: stops reading rows when the download goes away',
    async (format) => {
      const { state, batches } = source(50_000);
      const { body } = exportFile(format, 'Rows', COLUMNS, batches);
      let received = 0;
      body.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > 50_000) body.destroy();
      });
      await new Promise((resolve) => body.once('close', resolve));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(state.read).toBeGreaterThan(0);
      expect(state.closed).toBe(true);
      expect(state.read).toBeLessThan(50_000);
    },
  );
});

describe('csv export', () => {
  it('writes RFC 4180 with a byte order mark, CRLF, quoting only where needed, safe formulas', async () => {
    const rows: Row[] = [
      { id: 1, name: '=HYPERLINK("http://x")', amount: 1234.5, day: '2026-11-23' },
      { id: 2, name: 'Fish, Chips "and" more', amount: null, day: null },
      { id: 3, name: 'two\r\nlines', amount: '-5', day: '+1' },
      { id: 4, name: '\tTabbed', amount: '@SUM(A1)', day: 'Åre' },
    ];
    const { body, contentType, ext } = exportFile(
      'csv',
      'Rows',
      COLUMNS,
      (async function* () {
        yield rows.slice(0, 2);
        yield [];
        yield rows.slice(2);
      })(),
    );
    expect([contentType, ext]).toEqual(['text/csv; charset=utf-8', 'csv']);
    const text = (await collect(body)).toString('utf8');
    expect(text).toBe(
      '\ufeffID,Name,Amount,Day\r\n' +
        '1,"\'=HYPERLINK(""http://x"")",1234.5,2026-11-23\r\n' +
        '2,"Fish, Chips ""and"" more",,\r\n' +
        '3,"two\r\nlines",\'-5,\'+1\r\n' +
        '4,"\'\tTabbed",\'@SUM(A1),Åre\r\n',
    );
  });

  it('writes the header alone for an empty list', async () => {
    const { body } = exportFile('csv', 'Rows', COLUMNS, (async function* () {})());
    expect((await collect(body)).toString('utf8')).toBe('\ufeffID,Name,Amount,Day\r\n');
  });
});
