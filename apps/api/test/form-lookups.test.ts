import {
  contract,
  documentMoney,
  lineMoney,
  MASTER_SET_ROOTS,
  VENDOR_STATUS,
  type Field,
  type FormMetadata,
} from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn } from './helpers';

// Dropdowns whose data_source names a master category offer, and saves accept, exactly that
// category's active lookups.
let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let vendorId: number;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app));
  const approved = await call('GET', '/api/v1/vendor/?type=active&page_size=100');
  vendorId = approved
    .json()
    .data.find((v: { status: number }) => v.status === VENDOR_STATUS.active).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

async function form(name: string): Promise<FormMetadata> {
  const r = await call('GET', `/api/v1/form-metadata/?form_name=${name}`);
  expect(r.statusCode).toBe(200);
  return contract.formMetadata.get.responses[200].parse(r.json()).data;
}
function fieldOf(metadata: FormMetadata, name: string): Field {
  const fields = Object.values(metadata.meta_data).flatMap((s) => [
    ...s.fields,
    ...(s.groups ?? []).flatMap((g) => g.group_fields),
  ]);
  return fields.find((f) => f.control_name === name)!;
}
const optionsOf = (field: Field) =>
  'data_source' in field && field.data_source?.type === 'static' ? field.data_source.options : [];
const values = (field: Field) => optionsOf(field)?.map((o) => o.value);

async function categoryId(set: 'invoice' | 'vendor', name: string) {
  const r = await call('GET', `${MASTER_SET_ROOTS[set]}/api/v1/lookup-categories`);
  return (r.json().data as Array<{ id: number; name: string }>).find((c) => c.name === name)?.id;
}

const line = (uom: string, taxRate = 18) => ({
  id: 0,
  description: 'Pallet wrap',
  item_code: 'PW-1',
  uom,
  quantity: 2,
  unitPrice: 100,
  taxRate,
  amount: lineMoney({ quantity: 2, unitPrice: 100, taxRate }).amount,
});
let n = 0;
async function savePo(uom: string, taxRate = 18, paymentTerms = 'Net 30') {
  const lines = [line(uom, taxRate)];
  const totals = documentMoney(lines);
  n += 1;
  return call('POST', '/api/v1/po', [
    {
      vendorId,
      poNumber: `PO-LK-${n}`,
      poDate: '2026-11-20',
      paymentTerms,
      line_items: lines,
      po_basic_amount: totals.basic,
      po_total_tax_amount: totals.tax,
      po_total_amount: totals.total,
    },
  ]);
}
const issuePaths = (r: { json(): { issues: Array<{ path: string }> } }) =>
  r.json().issues.map((i) => i.path);

describe('lookup-fed dropdowns', () => {
  it('serve the active lookups of their category as options, numbers for numeric fields', async () => {
    const po = await form('po_registration');
    expect(values(fieldOf(po, 'uom'))).toContain('NOS');
    expect(values(fieldOf(po, 'taxRate'))).toEqual(
      expect.arrayContaining([0, 5, 12, 18, 28, 19, 25]),
    );
    const terms = fieldOf(po, 'paymentTerms');
    expect(values(terms)).toContain('Net 30');
    // 'Net 90' is seeded inactive.
    expect(values(terms)).not.toContain('Net 90');
    const vendor = await form('vendor_registration');
    expect(optionsOf(fieldOf(vendor, 'industry'))?.length).toBeGreaterThan(10);
  });

  it('show a new lookup at once, and drop it again when it is deactivated', async () => {
    const uom = await categoryId('invoice', 'uom');
    const before = await call('GET', '/api/v1/form-metadata/?form_name=po_registration');
    expect(values(fieldOf(await form('po_registration'), 'uom'))).not.toContain('PAL');
    expect((await savePo('PAL')).statusCode).toBe(400);
    expect(issuePaths(await savePo('PAL'))).toEqual(['0.line_items.0.uom']);

    const created = await call('POST', `${MASTER_SET_ROOTS.invoice}/api/v1/lookups`, {
      category_id: uom,
      name: 'Pallet',
      code: 'PAL',
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await call('GET', '/api/v1/form-metadata/?form_name=po_registration');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const field = fieldOf(await form('po_registration'), 'uom');
    expect(optionsOf(field)).toContainEqual({ value: 'PAL', label: 'Pallet' });
    const saved = await savePo('PAL');
    expect(saved.statusCode, saved.body).toBe(201);

    const id = created.json().data.id;
    const off = await call('PUT', `${MASTER_SET_ROOTS.invoice}/api/v1/lookups/${id}`, {
      category_id: uom,
      name: 'Pallet',
      code: 'PAL',
      status: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(values(fieldOf(await form('po_registration'), 'uom'))).not.toContain('PAL');
    const refused = await savePo('PAL');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0].message).toBe('UOM is not one of the options');
  });

  it('accept only offered tax rates and payment terms', async () => {
    expect(issuePaths(await savePo('NOS', 7))).toEqual(['0.line_items.0.taxRate']);
    expect(issuePaths(await savePo('NOS', 18, 'Net 90'))).toEqual(['0.paymentTerms']);
    expect((await savePo('NOS', 25)).statusCode).toBe(201);
  });

  it('offer nothing from an inactive category, and never read the other set', async () => {
    // A category of the same name in the vendor set does not feed the invoice set's dropdown.
    const other = await call('POST', `${MASTER_SET_ROOTS.vendor}/api/v1/lookup-categories`, {
      name: 'uom',
    });
    expect(other.statusCode, other.body).toBe(201);
    const otherLookup = await call('POST', `${MASTER_SET_ROOTS.vendor}/api/v1/lookups`, {
      category_id: other.json().data.id,
      name: 'Vendor unit',
      code: 'VU',
    });
    expect(otherLookup.statusCode).toBe(201);
    expect(values(fieldOf(await form('po_registration'), 'uom'))).not.toContain('VU');

    const industries = await categoryId('vendor', 'industries');
    const r = await call(
      'PUT',
      `${MASTER_SET_ROOTS.vendor}/api/v1/lookup-categories/${industries}`,
      {
        name: 'industries',
        status: false,
        icon: 'building-2',
      },
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(optionsOf(fieldOf(await form('vendor_registration'), 'industry'))).toEqual([]);
  });
});
