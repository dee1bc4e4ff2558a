import { contract } from '@procure/contract';
import { buildCiiXml } from '@procure/fixtures/invoices';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { sample, settled, storeFile } from './support/invoices';
import { userWithRoles } from './support/roles';
import { testEngine } from './test-database';

// Payment terms from the invoice and the vendor master, GL account and cost centre per line,
// and the accounting export (journal CSV, DATEV Buchungsstapel) read back line by line.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const { call } = server;
const patchLines = (id: number, payload: object) =>
  server.app.inject({
    method: 'PATCH',
    url: `/api/v1/invoice/${id}/lines`,
    headers: server.auth,
    payload,
  });
const SKONTO = `<ram:SpecifiedTradePaymentTerms>
  <ram:Description>Zahlbar innerhalb 30 Tagen netto</ram:Description>
  <ram:ApplicableTradePaymentDiscountTerms>
    <ram:BasisPeriodMeasure unitCode="DAY">10</ram:BasisPeriodMeasure>
    <ram:CalculationPercent>3.00</ram:CalculationPercent>
  </ram:ApplicableTradePaymentDiscountTerms>
</ram:SpecifiedTradePaymentTerms>`;

let vendor: { id: number; name: string };

/** An e-invoice of the vendor (the German sample: lines at 19 % and 7 %), with these terms. */
async function upload(number: string, terms: string) {
  const s = { ...sample('de-classic-eur'), vendor_name: vendor.name, vendor_tax_id: null };
  const xml = buildCiiXml({ ...s, invoice_number: number, due_date: null }).replace(
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    `${terms}<ram:SpecifiedTradeSettlementHeaderMonetarySummation>`,
  );
  const doc = await storeFile(server.app, server.auth, Buffer.from(xml), `${number}.xml`);
  return settled(server.app, server.auth, doc.invoice_id!);
}

const exportUrl = (query: string) => `/api/v1/accounting/export?${query}`;

beforeAll(async () => {
  const row = await server.app.db
    .selectFrom('vendors')
    .select(['id', 'name', 'basic'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  vendor = { id: row.id, name: row.name };
  // The vendor master's defaults, as its form saves them in the basic section.
  const basic = {
    ...(JSON.parse(row.basic) as object),
    payment_terms: '2/10 Net 30',
    default_gl_account: '4930',
    default_cost_center: '2000',
    creditor_account: '70123',
  };
  await server.app.db
    .updateTable('vendors')
    .set({ basic: JSON.stringify(basic) })
    .where('id', '=', row.id)
    .execute();
});

describe(`payment terms and posting on ${testEngine}`, { timeout: 120_000 }, () => {
  it("reads the e-invoice's terms, derives the due date, posts lines to the vendor's accounts", async () => {
    const invoice = await upload('RE-TERMS-1', SKONTO);
    expect(invoice.vendor_id).toBe(vendor.id);
    expect(invoice.fields?.payment_terms).toMatchObject({
      value: '3 % discount within 10 days, net 30 days',
      source: 'xml-cii',
      status: 'extracted',
    });
    // 2024-02-14 + 30 days, from the terms: the XML prints no due date.
    expect(invoice.due_date).toBe('2024-03-15');
    expect(invoice.fields?.due_date?.source).toBe('derived');
    expect(invoice.line_items.map((l) => [l.gl_account, l.cost_center])).toEqual([
      ['4930', '2000'],
      ['4930', '2000'],
      ['4930', '2000'],
    ]);
    const until = await server.app.db
      .selectFrom('invoices')
      .select('discount_until')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(until.discount_until).toBe('2024-02-24');
  });

  it("takes the vendor's default terms when the invoice states none", async () => {
    const invoice = await upload('RE-TERMS-2', '');
    expect(invoice.fields?.payment_terms).toMatchObject({
      value: '2 % discount within 10 days, net 30 days',
      source: 'derived',
      confidence: 1,
    });
    expect(invoice.due_date).toBe('2024-03-15');
  });

  it('lets the reviewer set terms in words, refuses words that are not terms', async () => {
    const { id } = await upload('RE-TERMS-3', SKONTO);
    const url = `/api/v1/invoice/${id}/payment-terms`;
    const bad = await call('PUT', url, { terms: 'pay whenever you like' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'terms', message: expect.stringContaining('3 %') }]);
    const tooLong = await call('PUT', url, { terms: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0].path).toBe('terms');
    expect(
      (await call('PUT', '/api/v1/invoice/999999/payment-terms', { terms: null })).statusCode,
    ).toBe(404);

    const saved = await call('PUT', url, {
      terms: '2,5 % Skonto innerhalb 14 Tagen, 45 Tage netto',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = contract.accounting.saveTerms.responses[200].parse(saved.json()).data;
    expect(detail.fields?.payment_terms).toMatchObject({
      value: '2.5 % discount within 14 days, net 45 days',
      source: 'user',
      status: 'corrected',
    });
    expect(detail.due_date).toBe('2024-03-30');
    const history = await call('GET', `/api/v1/invoice/${id}/history`);
    const fields = (history.json().data.events as { field: string | null }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['payment_terms', 'due_date']));
    // A second reading keeps the reviewer's terms.
    expect((await call('POST', `/api/v1/invoice/${id}/extract`)).statusCode).toBe(202);
    const again = await settled(server.app, server.auth, id);
    expect(again.fields?.payment_terms?.value).toBe('2.5 % discount within 14 days, net 45 days');
  });

  it('moves a due date the terms gave when the reviewer corrects the invoice date', async () => {
    const { id } = await upload('RE-TERMS-5', SKONTO);
    const saved = await call('PUT', `/api/v1/invoice/${id}`, {
      header: { invoice_date: '2024-03-01' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = contract.invoice.review.responses[200].parse(saved.json()).data;
    expect(detail.due_date).toBe('2024-03-31');
    expect(detail.fields?.due_date?.source).toBe('derived');
    const history = await call('GET', `/api/v1/invoice/${id}/history`);
    const due = (history.json().data.events as { field: string | null; new_value: unknown }[]).find(
      (e) => e.field === 'due_date',
    );
    expect(due?.new_value).toBe('2024-03-31');
  });

  it("brings the vendor's defaults when the reviewer links the vendor by its name", async () => {
    const s = {
      ...sample('de-classic-eur'),
      vendor_name: 'Nobody Known GmbH',
      vendor_tax_id: null,
    };
    const xml = buildCiiXml({ ...s, invoice_number: 'RE-TERMS-6', due_date: null });
    const doc = await storeFile(server.app, server.auth, Buffer.from(xml), 'RE-TERMS-6.xml');
    const read = await settled(server.app, server.auth, doc.invoice_id!);
    expect(read.vendor_id).toBeNull();
    expect(read.fields?.payment_terms).toBeUndefined();
    expect(read.line_items[0]?.gl_account).toBeUndefined();
    const saved = await call('PUT', `/api/v1/invoice/${read.id}`, {
      header: { vendor_name: vendor.name },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = contract.invoice.review.responses[200].parse(saved.json()).data;
    expect(detail.vendor_id).toBe(vendor.id);
    expect(detail.fields?.payment_terms?.value).toBe('2 % discount within 10 days, net 30 days');
    expect(detail.due_date).toBe('2024-03-15');
    expect(detail.line_items.map((l) => [l.id, l.gl_account, l.cost_center])).toEqual([
      [0, '4930', '2000'],
      [1, '4930', '2000'],
      [2, '4930', '2000'],
    ]);
  });

  it('accepts only active GL accounts and cost centres of the master data on lines', async () => {
    const { id } = await upload('RE-TERMS-4', SKONTO);
    const wrong = await patchLines(id, {
      update: [{ id: 0, gl_account: '9999', cost_center: 'CC-100' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'update.0.gl_account',
      'update.0.cost_center',
    ]);
    const right = await patchLines(id, {
      update: [{ id: 0, gl_account: '3400', cost_center: '3000' }],
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.lines[0]).toMatchObject({
      gl_account: '3400',
      gl_account_status: 'corrected',
    });
  });
});

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
