import { VendorListSchema } from '@procure/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { newVendor } from './support/vendors';

const { call } = signedInTestApp();
const list = (query: string) => call('GET', `/api/v1/vendor/?${query}`);

describe('vendor export', () => {
  it('writes every row of the tab to xlsx, with a bold frozen header and typed cells', async () => {
    const total = VendorListSchema.parse((await list('type=active')).json()).pagination.total;
    const response = await call('GET', '/api/v1/vendor/?type=active&export_type=excel');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('vendors-active.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('A2').value).toEqual(expect.any(Number));
    expect(sheet.getCell('I2').value).toBeInstanceOf(Date);
  });

  it('writes RFC 4180 CSV and neutralizes text a spreadsheet would run as a formula', async () => {
    const { basic } = newVendor(8);
    const created = await call('POST', '/api/v1/vendor/basic', {
      ...basic,
      name: '=HYPERLINK("http://x.test","Win, "big"")',
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await call(
      'GET',
      '/api/v1/vendor/?type=draft&export_type=csv&search_by=code&search=ZT-1008',
    );
    expect(response.headers['content-disposition']).toContain('vendors-draft.csv');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('ID,Name,Code,Email,Phone,Vendor Type,City,Status,Updated At');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x.test"",""Win, ""big"""")"`);
    expect(lines).toHaveLength(3);
  });
});
