import { contract } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { buildCiiXml } from '@procure/fixtures/invoices';
import { signedInTestApp } from './helpers';
import { sample, settled, storeFile } from './support/invoices';
import { accountingKit, SKONTO } from './support/accounting';
import { testEngine } from './test-database';

// Payment terms from the invoice and the vendor master, GL account and cost centre per line
// (the accounting export: accounting-export.test.ts).
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const { call } = server;
const { vendor, upload } = accountingKit(server);
const patchLines = (id: number, payload: object) =>
  server.app.inject({
    method: 'PATCH',
    url: `/api/v1/invoice/${id}/lines`,
    headers: server.auth,
    payload,
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
