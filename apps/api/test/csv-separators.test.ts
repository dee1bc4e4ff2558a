import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportFile, type ExportColumn } from '../src/services/export';
import { restoreCsvText } from '../src/services/export/csv';

type Row = { id: number; name: string; note: string | null };
const COLUMNS: ExportColumn<Row>[] = [
  { key: 'id', header: 'ID', type: 'integer' },
  { key: 'name', header: 'Name', type: 'text' },
  { key: 'note', header: 'Note', type: 'text' },
];
/** Text a spreadsheet program would run as a formula in a cell (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Values that hide a formula behind a separator of one locale or the other. */
const HOSTILE = [
  'Net 60;=2+3*HYPERLINK(A1)',
  'Net 30,=2+3*HYPERLINK(A1)',
  'Tab\t=1+1',
  'a;@SUM(A1);+1;-1',
  '=HYPERLINK("http://x")',
  'x";=1+1;"',
  'line\r\n=1+1',
];

async function csvOf(rows: Row[]) {
  const { body } = exportFile(
    'csv',
    'Rows',
    COLUMNS,
    (async function* () {
      yield rows;
    })(),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The file as a spreadsheet program reads it with this list separator: a quote opens a
 * quoted field only at a field's start, elsewhere it is a plain character. */
const readAs = (text: string, delimiter: string) =>
  parse(text, { bom: true, delimiter, relax_quotes: true, relax_column_count: true }) as string[][];

describe('csv export opened with either list separator', () => {
  const rows = HOSTILE.map((name, i) => ({ id: i + 1, name, note: `${name} (note)` }));

  it.each([',', ';'])("read with '%s', no cell starts a formula", async (delimiter) => {
    const cells = readAs(await csvOf(rows), delimiter).flat();
    expect(cells.length).toBeGreaterThan(rows.length);
    for (const cell of cells) expect(cell, JSON.stringify(cell)).not.toMatch(FORMULA_START);
  });

  it("read with ',', each value is one cell and reads back as it was", async () => {
    const [header, ...body] = readAs(await csvOf(rows), ',');
    expect(header).toEqual(['ID', 'Name', 'Note']);
    expect(body.map((r) => r.map(restoreCsvText))).toEqual(
      rows.map((r) => [String(r.id), r.name, r.note]),
    );
  });

  it('quotes a field holding a semicolon or a tab, as it does one holding a comma', async () => {
    const text = await csvOf([{ id: 1, name: 'Net 60;=2+3*HYPERLINK(A1)', note: 'a\tb' }]);
    expect(text.split('\r\n')[1]).toBe(`1,"Net 60;'=2+3*HYPERLINK(A1)","a\tb"`);
  });
});
