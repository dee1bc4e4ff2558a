import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { accountingKit, SKONTO } from './support/accounting';
import { userWithRoles } from './support/roles';
import { testEngine } from './test-database';

// The accounting export (journal CSV, DATEV Buchungsstapel) read back line by line.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const { call } = server;
const { vendor, upload } = accountingKit(server);
const exportUrl = (query: string) => `/api/v1/accounting/export?${query}`;

describe(`the accounting export on ${testEngine}`, { timeout: 120_000 }, () => {
  let invoiceId = 0;
  beforeAll(async () => {
    const invoice = await upload('RE-POST-1', SKONTO);
    invoiceId = invoice.id;
    // Someone other than the uploader approves (segregation of duties).
    const approver = await userWithRoles(server.app, ['approver']);
    const approved = await server.app.inject({
      method: 'POST',
      url: `/api/v1/invoice/${invoiceId}/approve`,
      headers: approver.auth,
      payload: { override_reason: 'Checked by hand' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('writes a DATEV Buchungsstapel: EXTF header, one booking per tax rate, read back line by line', async () => {
    const response = await call(
      'GET',
      exportUrl(
        'from=2024-01-01&to=2024-12-31&format=datev&consultant_number=29098&client_number=55003',
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'EXTF_Buchungsstapel_2024-01-01_2024-12-31.csv',
    );
    const lines = iconv.decode(response.rawPayload, 'win1252').split('\r\n');
    expect(lines.at(-1)).toBe('');
    const header = lines[0]!.split(';');
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(header.slice(10, 16)).toEqual([
      '29098',
      '55003',
      '20240101',
      '4',
      '20240101',
      '20241231',
    ]);
    expect(lines[1]!.split(';')[0]).toBe('"Umsatz (ohne Soll/Haben-Kz)"');
    const bookings = lines
      .slice(2, -1)
      .map((line) => line.split(';'))
      .filter((f) => f[10] === '"RE-POST-1"');
    // 303.50 net at 19 % and 49.00 at 7 %: 361.17 + 52.43 = 413.60, the invoice's total.
    expect(bookings.map((f) => [f[0], f[1], f[6], f[7], f[8], f[9], f[36]])).toEqual([
      ['361,17', '"S"', '4930', '70123', '"9"', '1402', '"2000"'],
      ['52,43', '"S"', '4930', '70123', '"8"', '1402', '"2000"'],
    ]);
    // The link opens the invoice in the web app, on the host the export was asked of.
    expect(bookings[0]![19]).toBe(`"http://localhost:80/invoices/detail/${invoiceId}"`);
    expect(bookings[0]![13]).toBe(`"${vendor.name.slice(0, 60)}"`);
  });

  it('writes the same bookings as a journal CSV with net and tax', async () => {
    const response = await call('GET', exportUrl('from=2024-02-01&to=2024-02-29&format=journal'));
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.body
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual([
      'Date',
      'Invoice number',
      'Vendor account',
      'GL account',
      'Cost centre',
      'Tax rate',
      'Net',
      'Tax',
      'Gross',
      'Currency',
      'Document link',
    ]);
    const mine = rows.filter((r) => r[1] === 'RE-POST-1');
    expect(mine.map((r) => r.slice(0, 10))).toEqual([
      [
        '2024-02-14',
        'RE-POST-1',
        '70123',
        '4930',
        '2000',
        '19.00',
        '303.50',
        '57.67',
        '361.17',
        'EUR',
      ],
      ['2024-02-14', 'RE-POST-1', '70123', '4930', '2000', '7.00', '49.00', '3.43', '52.43', 'EUR'],
    ]);
  });

  it('answers 400 with field issues for a bad period or missing DATEV numbers', async () => {
    const backwards = await call('GET', exportUrl('from=2024-02-01&to=2024-01-01'));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues[0].path).toBe('query.to');
    const noNumbers = await call('GET', exportUrl('from=2024-01-01&to=2024-01-31&format=datev'));
    expect(noNumbers.statusCode).toBe(400);
    expect(noNumbers.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'query.consultant_number',
      'query.client_number',
    ]);
    const empty = await call('GET', exportUrl('from=2020-01-01&to=2020-01-31'));
    expect(empty.statusCode).toBe(200);
    expect(empty.body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});
