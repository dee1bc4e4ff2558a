import {
  CategorySchema,
  contract,
  envelope,
  LookupSchema,
  MASTER_SET_ROOTS,
  type Lookup,
} from '@procure/contract';
import { buildMasterSet } from '@procure/fixtures';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';

// Our server's full answers to the saves (the routes' own schemas are the documented minimum).
const SavedCategory = envelope(CategorySchema);
const SavedLookup = envelope(LookupSchema);

const m = contract.master;
const server = signedInTestApp();

type Set = 'invoice' | 'vendor';
const at = (set: Set, path: string) => MASTER_SET_ROOTS[set] + path;
const call = (set: Set, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  server.call(method, at(set, path), payload);
const paths = (r: { json(): { issues: Array<{ path: string }> } }) =>
  r.json().issues.map((i) => i.path);

async function categories(set: Set) {
  const r = await call(set, 'GET', '/api/v1/lookup-categories');
  expect(r.statusCode).toBe(200);
  return m.listCategories.responses[200].parse(r.json()).data;
}
async function lookups(set: Set, category: string): Promise<Lookup[]> {
  const r = await call(set, 'GET', `/api/v1/lookups/?category=${encodeURIComponent(category)}`);
  expect(r.statusCode).toBe(200);
  return m.listLookups.responses[200].parse(r.json()).data[category]!;
}
async function createCategory(set: Set, name: string, extra: object = {}) {
  const r = await call(set, 'POST', '/api/v1/lookup-categories', { name, ...extra });
  expect(r.statusCode, r.body).toBe(201);
  return SavedCategory.parse(r.json()).data;
}
async function createLookup(set: Set, category_id: number, name: string, extra: object = {}) {
  const r = await call(set, 'POST', '/api/v1/lookups', { category_id, name, ...extra });
  expect(r.statusCode, r.body).toBe(201);
  return SavedLookup.parse(r.json()).data;
}
async function exportFile(set: Set, category: string, type: 'excel' | 'csv') {
  const r = await call(set, 'GET', `/api/v1/lookups/?category=${category}&export_type=${type}`);
  expect(r.statusCode, r.body).toBe(200);
  return r;
}
function importFile(set: Set, category: string, file: Buffer, name = 'master.csv') {
  const data = new FormData();
  data.append('file', new Blob([file]), name);
  return server.app.inject({
    method: 'POST',
    url: at(set, `/api/v1/lookups/import?category=${encodeURIComponent(category)}`),
    headers: server.auth,
    payload: data,
  });
}
const csv = (...lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n');
const HEADER = 'Name,Code,Code 2,Code 3,Code 4,Code 5,Description,Status';

describe('master categories', () => {
  it('lists the seeded categories of each set with their lookup counts', async () => {
    for (const set of ['invoice', 'vendor'] as const) {
      const seeded = buildMasterSet(set);
      const listed = await categories(set);
      expect(listed.map((c) => [c.name, c.lookups, c.status, c.icon])).toEqual(
        seeded.map((c) => [c.name, c.lookups.length, c.status, c.icon]),
      );
    }
  });

  it('creates with defaults, updates, and answers 409 for a name taken in the same set', async () => {
    const created = await createCategory('vendor', 'payment_methods');
    expect(created).toMatchObject({ status: true, icon: 'file-text', lookups: 0 });
    const dup = await call('vendor', 'POST', '/api/v1/lookup-categories', {
      name: 'payment_methods',
    });
    expect(dup.statusCode).toBe(409);
    // The other set has its own names.
    await createCategory('invoice', 'payment_methods', { icon: 'truck', status: false });

    const put = await call('vendor', 'PUT', `/api/v1/lookup-categories/${created.id}`, {
      name: 'payment_modes',
      status: false,
      icon: 'landmark',
    });
    expect(put.statusCode).toBe(200);
    expect(SavedCategory.parse(put.json()).data).toMatchObject({
      id: created.id,
      name: 'payment_modes',
      status: false,
      icon: 'landmark',
    });
    const clash = await call('vendor', 'PUT', `/api/v1/lookup-categories/${created.id}`, {
      name: 'industries',
      status: true,
      icon: 'landmark',
    });
    expect(clash.statusCode).toBe(409);
  });

  it('answers 400 with field issues for bad input and 404 for unknown ids', async () => {
    const bad = await call('invoice', 'POST', '/api/v1/lookup-categories', {
      name: '  ',
      icon: 'rocket',
      status: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(new Set(paths(bad))).toEqual(new Set(['icon', 'name', 'status']));
    const missing = await call('invoice', 'PUT', '/api/v1/lookup-categories/99999', {
      name: 'x',
    });
    expect(missing.statusCode).toBe(404);
    const badId = await call('invoice', 'PUT', '/api/v1/lookup-categories/abc', { name: 'x' });
    expect(paths(badId)).toEqual(['params.id']);
  });

  it('keeps the two sets apart: ids of one set are unknown in the other', async () => {
    const vendorOnly = await createCategory('vendor', 'vendor_only');
    expect((await categories('invoice')).map((c) => c.name)).not.toContain('vendor_only');
    const put = await call('invoice', 'PUT', `/api/v1/lookup-categories/${vendorOnly.id}`, {
      name: 'stolen',
    });
    // The same id may exist in the invoice set; it must never be the vendor row.
    if (put.statusCode === 200) expect(put.json().data.name).toBe('stolen');
    expect((await categories('vendor')).find((c) => c.id === vendorOnly.id)?.name).toBe(
      'vendor_only',
    );
    const lookup = await createLookup('vendor', vendorOnly.id, 'Only here');
    expect(
      (
        await call('invoice', 'PUT', `/api/v1/lookups/${lookup.id}`, {
          category_id: vendorOnly.id,
          name: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(await lookups('invoice', 'vendor_only')).toEqual([]);
    const cross = await call('invoice', 'POST', '/api/v1/lookups', {
      category_id: vendorOnly.id + 1000,
      name: 'x',
    });
    expect(cross.statusCode).toBe(404);
  });

  it('requires a token', async () => {
    const r = await server.app.inject({
      method: 'GET',
      url: at('invoice', '/api/v1/lookup-categories'),
    });
    expect(r.statusCode).toBe(401);
  });
});

describe('lookups', () => {
  it('answers data[name], an empty list for an unknown category, and 400 for a bad name', async () => {
    const terms = await lookups('invoice', 'payment_terms');
    expect(terms.map((l) => l.name)).toContain('Net 30');
    expect(terms.find((l) => l.name === 'Net 90')?.status).toBe(false);
    expect(await lookups('invoice', 'no_such_category')).toEqual([]);
    const bad = await call('invoice', 'GET', '/api/v1/lookups/?category=');
    expect(bad.statusCode).toBe(400);
    expect(new Set(paths(bad))).toEqual(new Set(['query.category']));
  });

  it('creates and updates, counts them on the category, and keeps names and codes unique', async () => {
    const category = await createCategory('vendor', 'delivery_modes');
    const road = await createLookup('vendor', category.id, 'Road', {
      code: 'RD',
      code_2: '',
      description: 'By truck',
    });
    expect(road).toMatchObject({ status: true, code: 'RD', code_2: null, description: 'By truck' });
    const air = await createLookup('vendor', category.id, 'Air', { code: 'AIR', status: false });
    expect(air.status).toBe(false);
    expect((await categories('vendor')).find((c) => c.id === category.id)?.lookups).toBe(2);

    const sameName = await call('vendor', 'POST', '/api/v1/lookups', {
      category_id: category.id,
      name: 'Road',
    });
    expect(sameName.statusCode).toBe(409);
    const sameCode = await call('vendor', 'POST', '/api/v1/lookups', {
      category_id: category.id,
      name: 'Rail',
      code: 'AIR',
    });
    expect(sameCode.statusCode).toBe(409);

    const put = await call('vendor', 'PUT', `/api/v1/lookups/${air.id}`, {
      category_id: category.id,
      name: 'Air freight',
      code: 'AIR',
      code_5: 'x5',
      status: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(SavedLookup.parse(put.json()).data).toMatchObject({
      name: 'Air freight',
      code_5: 'x5',
      status: true,
    });
    const clash = await call('vendor', 'PUT', `/api/v1/lookups/${air.id}`, {
      category_id: category.id,
      name: 'Road',
    });
    expect(clash.statusCode).toBe(409);
    expect((await lookups('vendor', 'delivery_modes')).map((l) => l.name)).toEqual([
      'Road',
      'Air freight',
    ]);
  });

  it('answers 400 for bad lookups and 404 for unknown ids or categories', async () => {
    const bad = await call('vendor', 'POST', '/api/v1/lookups', {
      category_id: 0,
      name: '',
      code: 'x'.repeat(61),
    });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad).sort()).toEqual(['category_id', 'code', 'name']);
    const [first] = await categories('vendor');
    const unknown = await call('vendor', 'PUT', '/api/v1/lookups/99999', {
      category_id: first!.id,
      name: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const noCategory = await call('vendor', 'POST', '/api/v1/lookups', {
      category_id: 99999,
      name: 'x',
    });
    expect(noCategory.statusCode).toBe(404);
  });
});

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
