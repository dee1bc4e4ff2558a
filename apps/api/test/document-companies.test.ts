import {
  documentMoney,
  lineMoney,
  MrnListSchema,
  PoListSchema,
  SavedMrnSchema,
  SavedPoSchema,
  VENDOR_STATUS,
} from '@procure/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { colleague } from './support/colleague';
import { addCompany, limitedUser } from './support/companies';

// POs and MRNs belong to a company (issue 22 item 6): chosen on the PO, taken from the PO by
// its MRNs, checked, filtered on, and hidden from a user limited to other companies.
const server = signedInTestApp();
const { call } = server;
const approver = colleague(server, 'Company Approver');
let vendorId = 0;
let north = 0;
let south = 0;
let closed = 0;
let northBuyer: { auth: Record<string, string> };

beforeAll(async () => {
  const vendors = (await call('GET', '/api/v1/vendor/?type=active&page_size=100')).json();
  vendorId = vendors.data.find((v: { status: number }) => v.status === VENDOR_STATUS.active).id;
  north = await addCompany(server.app, { name: 'North Trading GmbH', vat_id: 'DE111111111' });
  south = await addCompany(server.app, { name: 'South Trading Ltd', vat_id: 'GB222222222' });
  closed = await addCompany(server.app, { name: 'Closed Co', status: 'inactive' });
  northBuyer = await limitedUser(server.app, ['buyer'], [north]);
});

const lines = () => {
  const quantity = 2;
  const unitPrice = 50;
  const taxRate = 18;
  return [
    {
      id: 0,
      description: 'Pallet',
      item_code: 'PAL',
      uom: 'NOS',
      quantity,
      unitPrice,
      taxRate,
      amount: lineMoney({ quantity, unitPrice, taxRate }).amount,
    },
  ];
};
let serial = 0;
function po(extra: Record<string, unknown> = {}) {
  serial += 1;
  const items = lines();
  const totals = documentMoney(items);
  return {
    vendorId,
    poNumber: `CO-PO-${serial}`,
    poDate: '2026-11-20',
    paymentTerms: 'Net 30',
    line_items: items,
    po_basic_amount: totals.basic,
    po_total_tax_amount: totals.tax,
    po_total_amount: totals.total,
    ...extra,
  };
}
const as =
  (auth: Record<string, string>) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

async function savedPo(extra: Record<string, unknown>, by = call) {
  const answer = await by('POST', '/api/v1/po', [po(extra)]);
  expect(answer.statusCode, answer.body).toBe(201);
  return SavedPoSchema.parse(answer.json().data[0]);
}

describe('company on purchase orders and MRNs', () => {
  it('saves the company chosen on a PO and shows it on the PO and in the list', async () => {
    const saved = await savedPo({ company_id: north });
    expect(saved.company_id).toBe(north);
    expect(saved.company_name).toBe('North Trading GmbH');
    const list = PoListSchema.parse(
      (await call('GET', `/api/v1/po?type=draft&company_id=${north}&page_size=100`)).json(),
    );
    expect(list.data.map((r) => r.id)).toContain(saved.id);
    expect(list.data.every((r) => r.company_id === north)).toBe(true);
    expect(list.data.find((r) => r.id === saved.id)?.company_name).toBe('North Trading GmbH');
  });

  it('keeps the company when a save leaves it out, and clears it with null', async () => {
    const saved = await savedPo({ company_id: south });
    const { line_items: _, ...header } = po({ id: saved.id, poNumber: saved.poNumber });
    expect((await call('POST', '/api/v1/po/detail', header)).statusCode).toBe(201);
    expect(
      SavedPoSchema.parse((await call('GET', `/api/v1/po/${saved.id}`)).json().data).company_id,
    ).toBe(south);
    await call('POST', '/api/v1/po/detail', { ...header, company_id: null });
    expect(
      SavedPoSchema.parse((await call('GET', `/api/v1/po/${saved.id}`)).json().data).company_id,
    ).toBe(null);
  });

  it('refuses an unknown or inactive company as a field issue, nothing written', async () => {
    for (const company_id of [999999, closed]) {
      const answer = await call('POST', '/api/v1/po', [po({ company_id })]);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().issues.map((i: { path: string }) => i.path)).toEqual(['0.company_id']);
    }
    const header = await call('POST', '/api/v1/po/detail', {
      vendorId,
      poNumber: 'CO-PO-HEADER',
      poDate: '2026-11-20',
      company_id: closed,
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().issues[0].message).toBe('Closed Co is inactive: choose an active company');
    const found = await call('GET', '/api/v1/po?type=draft&search_by=code&search=CO-PO-HEADER');
    expect(found.json().pagination.total).toBe(0);
  });

  it('an MRN takes the company of the PO it receives against, whatever it sends', async () => {
    const order = await savedPo({ company_id: north });
    expect((await approver.call('POST', `/api/v1/po/${order.id}/approve`)).statusCode).toBe(200);
    const items = order.line_items.map(({ received_quantity: _, open_quantity: __, ...l }) => ({
      ...l,
      po_line_id: l.id,
    }));
    const totals = documentMoney(items);
    const answer = await call('POST', '/api/v1/mrn', [
      {
        vendorId,
        mrnNumber: `CO-MRN-${order.id}`,
        mrnDate: '2026-11-21',
        poId: order.id,
        company_id: south,
        line_items: items,
        mrn_basic_amount: totals.basic,
        mrn_total_tax_amount: totals.tax,
        mrn_total_amount: totals.total,
      },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    const mrn = SavedMrnSchema.parse(answer.json().data[0]);
    expect(mrn.company_id).toBe(north);
    const list = MrnListSchema.parse(
      (await call('GET', `/api/v1/mrn?type=draft&company_id=${north}`)).json(),
    );
    expect(list.data.map((r) => r.id)).toContain(mrn.id);
    const other = MrnListSchema.parse(
      (await call('GET', `/api/v1/mrn?type=draft&company_id=${south}`)).json(),
    );
    expect(other.data.map((r) => r.id)).not.toContain(mrn.id);
  });

  it('counts every tab within the company filter', async () => {
    const all = PoListSchema.parse((await call('GET', '/api/v1/po?type=draft')).json());
    const northOnly = PoListSchema.parse(
      (await call('GET', `/api/v1/po?type=draft&company_id=${north}`)).json(),
    );
    const southOnly = PoListSchema.parse(
      (await call('GET', `/api/v1/po?type=draft&company_id=${south}`)).json(),
    );
    const rows = await server.app.db
      .selectFrom('procurement_documents')
      .select(['company_id', 'tab'])
      .where('kind', '=', 'po')
      .execute();
    const count = (company: number, tab: string) =>
      rows.filter((r) => r.company_id === company && r.tab === tab).length;
    for (const tab of ['draft', 'active', 'reject'] as const) {
      expect(northOnly.counts[tab]).toBe(count(north, tab));
      expect(southOnly.counts[tab]).toBe(count(south, tab));
      expect(all.counts[tab]).toBe(rows.filter((r) => r.tab === tab).length);
    }
    expect(northOnly.pagination.total).toBe(count(north, 'draft'));
  });
});

describe('a user limited to a company', () => {
  it('sees only that company’s documents: lists, counts, export, and 404 on another’s', async () => {
    const mine = await savedPo({ company_id: north });
    const theirs = await savedPo({ company_id: south });
    const none = await savedPo({});
    const buyer = as(northBuyer.auth);
    const list = PoListSchema.parse(
      (await buyer('GET', '/api/v1/po?type=draft&page_size=100')).json(),
    );
    const ids = list.data.map((r) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(none.id);
    expect(list.data.every((r) => r.company_id === north)).toBe(true);
    expect(list.pagination.total).toBe(list.counts.draft);
    // Asking for another company's documents shows none rather than refusing: nothing to learn.
    const asked = PoListSchema.parse(
      (await buyer('GET', `/api/v1/po?type=draft&company_id=${south}`)).json(),
    );
    expect(asked.data).toEqual([]);
    expect(asked.counts).toEqual({ active: 0, draft: 0, reject: 0 });

    const other = await buyer('GET', `/api/v1/po/${theirs.id}`);
    expect(other.statusCode).toBe(404);
    expect((await buyer('GET', `/api/v1/po/${none.id}`)).statusCode).toBe(404);
    expect((await buyer('GET', `/api/v1/po/${mine.id}`)).statusCode).toBe(200);

    const exported = await buyer('GET', '/api/v1/po/?type=draft&export_type=excel');
    expect(exported.statusCode, exported.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const exportedIds = sheet.getColumn(1).values.slice(2);
    expect(exportedIds).toContain(mine.id);
    expect(exportedIds).not.toContain(theirs.id);
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.at(-1)).toBe('Company');
  });

  it('gets their only company by default and may not name another (403)', async () => {
    const buyer = as(northBuyer.auth);
    const saved = await savedPo({}, buyer);
    expect(saved.company_id).toBe(north);
    const refused = await buyer('POST', '/api/v1/po', [po({ company_id: south })]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'You may only work for your own companies: choose one of them',
      code: 'forbidden',
    });
  });

  it('cannot edit, approve or receive against another company’s PO', async () => {
    const theirs = await savedPo({ company_id: south });
    const buyer = as(northBuyer.auth);
    const { line_items: _, ...header } = po({ id: theirs.id, poNumber: theirs.poNumber });
    expect((await buyer('POST', '/api/v1/po/detail', header)).statusCode).toBe(404);
    const northApprover = await limitedUser(server.app, ['approver'], [north]);
    expect(
      (await as(northApprover.auth)('POST', `/api/v1/po/${theirs.id}/approve`)).statusCode,
    ).toBe(404);
    expect((await approver.call('POST', `/api/v1/po/${theirs.id}/approve`)).statusCode).toBe(200);
    const mrn = await buyer('POST', '/api/v1/mrn/detail', {
      vendorId,
      mrnNumber: `CO-MRN-X-${theirs.id}`,
      mrnDate: '2026-11-21',
      poId: theirs.id,
    });
    expect(mrn.statusCode).toBe(400);
    expect(mrn.json().issues.map((i: { path: string }) => i.path)).toContain('poId');
  });
});
