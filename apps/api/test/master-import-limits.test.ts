import { describe, expect, it } from 'vitest';
import { lookupValues } from '../src/repositories/masters';
import { IMPORT_LIMITS } from '../src/services/import-table';
import { parseLookupFile } from '../src/services/master-import';
import { signedInTestApp } from './helpers';
import { rowXml, workbookOf } from './support/zip';

// A small file must not make the server build a large table: the issue 21 files (3 KB of xlsx
// with a cell in column XFD on 300 rows, 8 MB of short CSV lines) each took the API down. Each
// is now refused with the app's error shape, the server stays up, and memory stays bounded
// (heap and buffers, sampled every 2 ms while the request runs, under HEAP_BOUND_MB).
const server = signedInTestApp();
const HEAP_BOUND_MB = 64;

/** The XFD file: a header, then 300 rows whose only cell is in the last column Excel has. */
const xfdWorkbook = () =>
  workbookOf(
    rowXml(1, { A: 'Name' }) +
      Array.from({ length: 300 }, (_, i) => rowXml(i + 2, { XFD: 'x' })).join(''),
    'A1:XFD301',
  );
/** A workbook whose sheet unpacks to ~100 MB of empty rows, a few hundred KB packed. */
const bombWorkbook = () => workbookOf(rowXml(1, { A: 'Name' }) + '<row/>'.repeat(17_000_000));
const shortLines = (bytes: number) => Buffer.from('Name\n' + 'a\n'.repeat(bytes / 2));

function importFile(file: Buffer, name: string) {
  const data = new FormData();
  data.append('file', new Blob([file]), name);
  return server.app.inject({
    method: 'POST',
    url: '/masters/vendor/api/v1/lookups/import?category=industries',
    headers: server.auth,
    payload: data,
  });
}

/** The JS heap and the buffers outside it (unpacked zip entries are such buffers). */
const used = () => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

/** The request's answer and the most memory it used above where it started (sampled). */
async function withPeakHeap<T>(work: () => Promise<T>) {
  const start = used();
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, used());
  }, 2);
  try {
    const result = await work();
    peak = Math.max(peak, used());
    return { result, peakMb: (peak - start) / 1048576 };
  } finally {
    clearInterval(sampler);
  }
}

async function expectStillUp() {
  const health = await server.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
}

describe('master data import bounds', () => {
  it('refuses the 3 KB workbook with a cell in column XFD on 300 rows, heap bounded', async () => {
    const file = xfdWorkbook();
    expect(file.length).toBeLessThan(8 * 1024);
    const { result, peakMb } = await withPeakHeap(() => importFile(file, 'xfd.xlsx'));
    expect(result.statusCode, result.body).toBe(400);
    expect(result.json()).toEqual({
      message: `Row 2 has cells past column ${IMPORT_LIMITS.columns}: use the columns of an export`,
      code: 'invalid_request',
      issues: [{ path: 'file', message: expect.stringContaining('past column') }],
    });
    expect(peakMb).toBeLessThan(HEAP_BOUND_MB);
    await expectStillUp();
  });

  it('refuses a workbook that unpacks past the bound (413) before reading a row', async () => {
    const file = bombWorkbook();
    expect(file.length).toBeLessThan(1024 * 1024);
    const { result, peakMb } = await withPeakHeap(() => importFile(file, 'bomb.xlsx'));
    expect(result.statusCode, result.body).toBe(413);
    expect(result.json()).toEqual({
      message: `The workbook unpacks to more than ${IMPORT_LIMITS.unpackedBytes / 1048576} MB`,
      code: 'payload_too_large',
    });
    expect(peakMb).toBeLessThan(HEAP_BOUND_MB);
    await expectStillUp();
  });

  it('refuses the 8 MB CSV of short lines (413) while it arrives, heap bounded', async () => {
    const file = shortLines(8 * 1024 * 1024);
    const { result, peakMb } = await withPeakHeap(() => importFile(file, 'lines.csv'));
    expect(result.statusCode, result.body).toBe(413);
    expect(result.json()).toEqual({
      message: `The file is larger than ${IMPORT_LIMITS.bytes / 1048576} MB`,
      code: 'payload_too_large',
    });
    expect(peakMb).toBeLessThan(HEAP_BOUND_MB);
    await expectStillUp();
  });

  it('stops a CSV of short lines under the byte bound at the row bound, heap bounded', async () => {
    const file = shortLines(IMPORT_LIMITS.bytes - 1024);
    const { result, peakMb } = await withPeakHeap(() => importFile(file, 'lines.csv'));
    expect(result.statusCode, result.body).toBe(400);
    expect(result.json().message).toBe(`The file has more than ${IMPORT_LIMITS.rows} rows`);
    expect(peakMb).toBeLessThan(HEAP_BOUND_MB);
    await expectStillUp();
  });

  it('counts blank rows too, and refuses a CSV wider than the column bound', async () => {
    const blank = Buffer.from('Name\n' + ',\n'.repeat(IMPORT_LIMITS.sheetRows + 1));
    await expect(parseLookupFile(blank)).rejects.toMatchObject({ statusCode: 400 });
    const wide = Buffer.from(`Name${','.repeat(IMPORT_LIMITS.columns)}\nTea\n`);
    await expect(parseLookupFile(wide)).rejects.toMatchObject({
      statusCode: 400,
      message: `Row 1 has cells past column ${IMPORT_LIMITS.columns}: use the columns of an export`,
    });
  });

  it('still reads a workbook within the bounds, blank rows skipped, numbered as the sheet', async () => {
    const file = workbookOf(
      rowXml(1, { A: 'Name', B: 'Code' }) + rowXml(3, { A: 'Tea', B: 'T1' }) + '<row r="4"/>',
    );
    const parsed = await parseLookupFile(file);
    expect(parsed.issues).toEqual([]);
    expect(parsed.rows).toEqual([{ row: 3, values: { name: 'Tea', code: 'T1' } }]);
  });

  it('writes all of a plan or none of it: a clash from a stale read rolls back, a 409', async () => {
    const { masters } = server.app.repos;
    const category = (await masters.findCategoryByName('vendor', 'industries'))!;
    const before = await masters.lookupsOf(category.id);
    const [first, second] = before;
    const values = (r: (typeof before)[number]) => lookupValues({ ...r, status: r.status === 1 });
    // A plan made before someone saved `second`: the update lands, then the create clashes.
    const plan = {
      updates: [{ id: first!.id, values: { ...values(first!), name: `${first!.name} renamed` } }],
      creates: [{ ...values(second!), code: null }],
    };
    await expect(masters.applyImport('vendor', category.id, plan)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The category changed during the import; nothing was imported, try again',
    });
    expect(await masters.lookupsOf(category.id)).toEqual(before);
  });
});
