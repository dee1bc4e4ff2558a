import {
  documentMoney,
  InvoiceDetailsSchema,
  InvoiceListSchema,
  lineMoney,
  VENDOR_STATUS,
} from '@procure/contract';
import { buildCiiXml, buildUblXml } from '@procure/fixtures/invoices';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { addCompany, limitedUser } from './support/companies';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';

// An invoice belongs to one of the buying organisation's companies (issue 22 item 6): its buyer
// (VAT id, then name) picks it, a PO-matched invoice without a buyer takes the PO's, a reviewer
// chooses otherwise; lists filter by it and a limited user sees only their companies' invoices.
const server = signedInTestApp();
const { call } = server;
let north = 0;
let south = 0;
let northClerk: { auth: Record<string, string> };
const base = sample('de-classic-eur');
let serial = 0;

beforeAll(async () => {
  north = await addCompany(server.app, { name: 'North Trading GmbH', vat_id: 'DE111111111' });
  south = await addCompany(server.app, { name: 'South Trading Ltd', vat_id: 'GB222222222' });
  northClerk = await limitedUser(server.app, ['ap_clerk'], [north]);
});

/** An e-invoice (CII) addressed to `buyer`; without a buyer party when `buyer` is null. */
function cii(buyer: { name: string; vat?: string } | null, po = base.po_number) {
  serial += 1;
  const xml = buildCiiXml({ ...base, invoice_number: `CO-INV-${serial}`, po_number: po });
  const party = /<ram:BuyerTradeParty>[\s\S]*?<\/ram:BuyerTradeParty>/;
  if (!buyer) return xml.replace(party, '');
  const vat = buyer.vat
    ? `<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${buyer.vat}</ram:ID></ram:SpecifiedTaxRegistration>`
    : '';
  return xml.replace(
    party,
    `<ram:BuyerTradeParty><ram:Name>${buyer.name}</ram:Name>${vat}</ram:BuyerTradeParty>`,
  );
}

async function uploaded(xml: string, auth = server.auth) {
  const doc = await storeFile(server.app, auth, Buffer.from(xml), 'e-invoice.xml');
  return settled(server.app, server.auth, doc.invoice_id!);
}

describe('the company an invoice is for', () => {
  it('is the company whose VAT id the buyer has, whatever the name printed', async () => {
    const invoice = await uploaded(cii({ name: 'N. Trading', vat: 'de 111 111 111' }));
    expect(invoice.company_id).toBe(north);
    expect(invoice.company_name).toBe('North Trading GmbH');
    expect(invoice.fields?.buyer_tax_id?.value).toBe('de 111 111 111');
  });

  it('is the company of the buyer’s name without its legal form (UBL)', async () => {
    serial += 1;
    const xml = buildUblXml({
      ...base,
      invoice_number: `CO-INV-${serial}`,
      buyer_name: 'SOUTH TRADING LIMITED',
    });
    expect((await uploaded(xml)).company_id).toBe(south);
  });

  it('is read from a printed invoice’s Bill to block too', async () => {
    const demo = await server.app.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', base.buyer_name)
      .executeTakeFirst();
    const printed = await addCompany(server.app, { name: 'Printed Buyer GmbH' });
    const doc = await storeFile(
      server.app,
      server.auth,
      await invoicePdf({ ...base, invoice_number: 'CO-PDF-1', buyer_name: 'Printed Buyer GmbH' }),
      'printed.pdf',
    );
    const invoice = await settled(server.app, server.auth, doc.invoice_id!);
    expect(invoice.fields?.buyer_name?.value).toBe('Printed Buyer GmbH');
    expect(invoice.company_id).toBe(printed);
    // The demo company, when seeded, is another company.
    expect(invoice.company_id).not.toBe(demo?.id);
  });

  it('is none when the buyer is none of our companies, even with a PO', async () => {
    expect((await uploaded(cii({ name: 'Somebody Else AG' }))).company_id).toBeNull();
  });

  it('is the PO’s company when the invoice names no buyer', async () => {
    const vendors = (await call('GET', '/api/v1/vendor/?type=active&page_size=100')).json();
    const vendorId = vendors.data.find(
      (v: { status: number }) => v.status === VENDOR_STATUS.active,
    ).id;
    const item = {
      id: 0,
      description: 'Pallet',
      item_code: 'PAL',
      uom: 'NOS',
      quantity: 1,
      unitPrice: 10,
      taxRate: 18,
      amount: lineMoney({ quantity: 1, unitPrice: 10, taxRate: 18 }).amount,
    };
    const totals = documentMoney([item]);
    const saved = await call('POST', '/api/v1/po', [
      {
        vendorId,
        poNumber: 'CO-PO-SOUTH-1',
        poDate: '2026-11-20',
        company_id: south,
        line_items: [item],
        po_basic_amount: totals.basic,
        po_total_tax_amount: totals.tax,
        po_total_amount: totals.total,
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(201);
    const invoice = await uploaded(cii(null, 'CO-PO-SOUTH-1'));
    expect(invoice.po_id).toBe(saved.json().data[0].id);
    expect(invoice.company_id).toBe(south);
  });

  it('is the buyer’s, and another company’s PO number printed on it links no PO', async () => {
    const invoice = await uploaded(
      cii({ name: 'N. Trading', vat: 'DE111111111' }, 'CO-PO-SOUTH-1'),
    );
    expect(invoice.company_id).toBe(north);
    expect(invoice.po_id).toBeNull();
  });

  it('is chosen by the reviewer when none was read, kept when extraction runs again', async () => {
    const invoice = await uploaded(cii({ name: 'Unknown Buyer KG' }));
    expect(invoice.company_id).toBeNull();
    const saved = await call('PUT', `/api/v1/invoice/${invoice.id}`, { company_id: north });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.company_id).toBe(north);
    const history = (await call('GET', `/api/v1/invoice/${invoice.id}/history`)).json().data;
    expect(JSON.stringify(history)).toContain('North Trading GmbH');

    expect((await call('POST', `/api/v1/invoice/${invoice.id}/extract`)).statusCode).toBe(202);
    expect((await settled(server.app, server.auth, invoice.id)).company_id).toBe(north);
  });

  it('refuses an unknown company as a field issue, nothing written', async () => {
    const invoice = await uploaded(cii({ name: 'Unknown Buyer KG' }));
    const refused = await call('PUT', `/api/v1/invoice/${invoice.id}`, {
      header: { invoice_number: 'CHANGED-1' },
      company_id: 999999,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'company_id', message: 'Choose a known company' },
    ]);
    const after = InvoiceDetailsSchema.parse(
      (await call('POST', '/api/v1/invoice', { id: [invoice.id] })).json(),
    ).data[0]!;
    expect(after.company_id).toBeNull();
    expect(after.invoice_number).toBe(invoice.invoice_number);
  });
});

describe('invoice lists by company', () => {
  it('filters by company and totals within it', async () => {
    const all = InvoiceListSchema.parse(
      (await call('GET', '/api/v1/invoice/?page_size=100')).json(),
    );
    const northOnly = InvoiceListSchema.parse(
      (await call('GET', `/api/v1/invoice/?company_id=${north}&page_size=100`)).json(),
    );
    expect(northOnly.data.length).toBeGreaterThan(0);
    expect(northOnly.data.every((r) => r.company_id === north)).toBe(true);
    expect(northOnly.pagination.total).toBe(all.data.filter((r) => r.company_id === north).length);
    const drafts = InvoiceListSchema.parse(
      (await call('GET', `/api/v1/invoice/?type=draft&company_id=${north}&search=CO-INV`)).json(),
    );
    expect(drafts.pagination.total).toBe(drafts.data.length);
    expect(drafts.data.every((r) => r.company_id === north)).toBe(true);
  });

  it('shows a limited user only their companies’ invoices; another’s is a 404', async () => {
    const mine = await uploaded(cii({ name: 'North Trading GmbH' }));
    const theirs = await uploaded(cii({ name: 'South Trading Ltd' }));
    const none = await uploaded(cii({ name: 'Nobody Ltd' }));
    const clerk = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      server.app.inject({
        method,
        url,
        headers: northClerk.auth,
        ...(payload ? { payload } : {}),
      });
    const list = InvoiceListSchema.parse(
      (await clerk('GET', '/api/v1/invoice/?page_size=100')).json(),
    );
    const ids = list.data.map((r) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(none.id);
    expect(list.pagination.total).toBe(list.data.length);
    const searched = InvoiceListSchema.parse(
      (await clerk('GET', '/api/v1/invoice/?search=CO-INV&page_size=100')).json(),
    );
    expect(searched.data.every((r) => r.company_id === north)).toBe(true);

    for (const url of [
      `/api/v1/invoice/${theirs.id}/history`,
      `/api/v1/invoice/${theirs.id}/match`,
      `/api/v1/invoice/${none.id}/payments`,
    ]) {
      const answer = await clerk('GET', url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().message).toBe('No invoice with this id');
    }
    expect((await clerk('PUT', `/api/v1/invoice/${theirs.id}`, { header: {} })).statusCode).toBe(
      404,
    );
    expect((await clerk('GET', `/api/v1/invoice/${mine.id}/history`)).statusCode).toBe(200);

    const found = InvoiceDetailsSchema.parse(
      (await clerk('POST', '/api/v1/invoice', { id: [mine.id, theirs.id, none.id] })).json(),
    );
    expect(found.data.map((i) => i.id)).toEqual([mine.id]);
    const exported = await clerk('POST', '/api/v1/invoice?export_type=csv', { id: [theirs.id] });
    expect(exported.statusCode).toBe(404);

    // Choosing another company for their invoice is refused with a sentence.
    const moved = await clerk('PUT', `/api/v1/invoice/${mine.id}`, { company_id: south });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe(
      'You may only work for your own companies: choose one of them',
    );
  });
});
