import { contract } from '@procure/contract';
import { buildMasterSet } from '@procure/fixtures';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import {
  csv,
  issuePaths as paths,
  MASTER_CSV_HEADER as HEADER,
  mastersKit,
} from './support/masters';

const server = signedInTestApp();
const { at, call, categories, lookups, createCategory, createLookup, exportFile, importFile } =
  mastersKit(server);
const m = contract.master;

// Master data export and import (one category per file, the import layout).
describe('export and import', () => {
  it('exports one category as master-{name}.xlsx and .csv in the import layout', async () => {
    const xlsx = await exportFile('invoice', 'payment_terms', 'excel');
    expect(xlsx.headers['content-disposition']).toContain('filename="master-payment_terms.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER.split(',')]);
    expect(sheet.rowCount).toBe(1 + buildMasterSet('invoice')[0]!.lookups.length);

    const file = await exportFile('invoice', 'payment_terms', 'csv');
    expect(file.headers['content-disposition']).toContain('filename="master-payment_terms.csv"');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toContain(
      'Net 90,NET90,90,,,,Retired: no longer offered to new vendors,Inactive',
    );
    expect(
      (await call('invoice', 'GET', '/api/v1/lookups/?category=nope&export_type=csv')).statusCode,
    ).toBe(404);
  });

  it('imports a good file: matches by code then name, updates, creates, leaves the rest', async () => {
    const category = await createCategory('vendor', 'import_good');
    const a = await createLookup('vendor', category.id, 'Alpha', { code: 'A' });
    const b = await createLookup('vendor', category.id, 'Beta');
    await createLookup('vendor', category.id, 'Gamma', { code: 'G', description: 'kept' });
    const r = await importFile(
      'vendor',
      'import_good',
      csv(
        HEADER,
        'Alpha renamed,A,,,,,,Active', // by code
        'Beta,B,,,,,now described,Inactive', // by name: gains a code
        'Delta,D,d2,,,,,', // new, blank status is active
        '=SUM(1),EQ,,,,,,active', // formula text is plain text
      ),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(m.importLookups.responses[200].parse(r.json()).data).toEqual({
      category: 'import_good',
      rows: 4,
      created: 2,
      updated: 2,
      unchanged: 0,
    });
    const after = await lookups('vendor', 'import_good');
    expect(after.find((l) => l.id === a.id)).toMatchObject({ name: 'Alpha renamed', code: 'A' });
    expect(after.find((l) => l.id === b.id)).toMatchObject({
      code: 'B',
      description: 'now described',
      status: false,
    });
    expect(after.find((l) => l.name === 'Gamma')?.description).toBe('kept');
    expect(after.find((l) => l.name === 'Delta')).toMatchObject({ code_2: 'd2', status: true });
    expect(after.find((l) => l.code === 'EQ')?.name).toBe('=SUM(1)');
  });

  it('rejects a file with three bad rows: nothing applied, every bad cell reported', async () => {
    const category = await createCategory('vendor', 'import_bad');
    await createLookup('vendor', category.id, 'Kept', { code: 'K' });
    const before = await lookups('vendor', 'import_bad');
    const r = await importFile(
      'vendor',
      'import_bad',
      csv(
        HEADER,
        'Fine,F,,,,,,Active',
        ',X,,,,,,Active', // row 3: no name
        `Long,${'c'.repeat(61)},,,,,,maybe`, // row 4: code too long, status unknown
        `Wordy,W,,,,,${'d'.repeat(501)},Active`, // row 5: description too long
        'Also fine,,,,,,,Inactive',
      ),
    );
    expect(r.statusCode).toBe(400);
    const body = r.json();
    expect(body.message).toBe('3 rows have problems; nothing was imported');
    expect(paths(r)).toEqual(['rows.3.name', 'rows.4.code', 'rows.4.status', 'rows.5.description']);
    expect(await lookups('vendor', 'import_bad')).toEqual(before);
  });

  it('rejects a row that takes the code of another lookup', async () => {
    await createCategory('vendor', 'import_clash');
    const id = (await categories('vendor')).find((c) => c.name === 'import_clash')!.id;
    await createLookup('vendor', id, 'One', { code: '1' });
    await createLookup('vendor', id, 'Two', { code: '2' });
    const r = await importFile(
      'vendor',
      'import_clash',
      csv('Name,Code', 'Two,1', 'Six,6', 'Six,7'),
    );
    // 'Two,1' matches One by its code and would rename it to Two, which Two already is; the
    // two 'Six' rows would both be created under one name.
    expect(r.statusCode).toBe(400);
    expect(r.json().issues).toEqual([
      { path: 'rows.2.name', message: "The lookup 'Two' already has the name 'Two'" },
      { path: 'rows.3.name', message: "Row 4 has the same name 'Six'" },
      { path: 'rows.4.name', message: "Row 3 has the same name 'Six'" },
    ]);
  });

  it('round trip: export, edit one row, import changes exactly that row', async () => {
    for (const [type, ext] of [
      ['excel', 'xlsx'],
      ['csv', 'csv'],
    ] as const) {
      const before = await lookups('invoice', 'tax_rates');
      const exported = await exportFile('invoice', 'tax_rates', type);
      let edited: Buffer;
      if (type === 'excel') {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0]!;
        sheet.getRow(3).getCell(7).value = `Edited in ${ext}`;
        edited = Buffer.from(await workbook.xlsx.writeBuffer());
      } else {
        const lines = exported.body.split('\r\n');
        lines[2] = lines[2]!.replace(/,[^,]*,Active$/, `,Edited in ${ext},Active`);
        edited = Buffer.from(lines.join('\r\n'));
      }
      const r = await importFile('invoice', 'tax_rates', edited, `master-tax_rates.${ext}`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data).toMatchObject({ created: 0, updated: 1, unchanged: before.length - 1 });
      const after = await lookups('invoice', 'tax_rates');
      expect(after).toEqual(
        before.map((l, i) => (i === 1 ? { ...l, description: `Edited in ${ext}` } : l)),
      );
    }
  });

  it('answers 404 for an unknown category, 400 without a file or a Name column, 415 for other files', async () => {
    expect((await importFile('vendor', 'nope', csv(HEADER))).statusCode).toBe(404);
    const noName = await importFile('vendor', 'industries', csv('Code,Status', 'X,Active'));
    expect(noName.statusCode).toBe(400);
    expect(paths(noName)).toEqual(['file']);
    const binary = await importFile('vendor', 'industries', Buffer.from([0xff, 0xd8, 0xff, 0]));
    expect(binary.statusCode).toBe(415);
    const empty = new FormData();
    const none = await server.app.inject({
      method: 'POST',
      url: at('vendor', '/api/v1/lookups/import?category=industries'),
      headers: server.auth,
      payload: empty,
    });
    expect(none.statusCode).toBe(400);
  });

  it('reads semicolon CSV with a byte order mark and ignores unknown columns', async () => {
    const r = await importFile(
      'vendor',
      'industries',
      Buffer.from('\uFEFFID;name;code_2\r\n1;Packaging;PKG\r\n'),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ created: 0, updated: 1 });
    expect(
      (await lookups('vendor', 'industries')).find((l) => l.name === 'Packaging')?.code_2,
    ).toBe('PKG');
  });
});
