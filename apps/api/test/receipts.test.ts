import { contract, documentMoney, SavedMrnsSchema, VENDOR_STATUS } from '@procure/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { colleague } from './support/colleague';
import { withMoney, type PricedLine as Line } from './support/priced-lines';

// Goods receipts: MRNs against the lines of an approved purchase order.
const server = signedInTestApp();
const { call } = server;
// The demo user drafts; someone else approves (segregation of duties).
const approver = colleague(server, 'Receipt Approver');
let vendorId: number;
let otherVendorId: number;
beforeAll(async () => {
  const approved = (await call('GET', '/api/v1/vendor/?type=active&page_size=100'))
    .json()
    .data.filter((v: { status: number }) => v.status === VENDOR_STATUS.active);
  [vendorId, otherVendorId] = approved.map((v: { id: number }) => v.id);
});

const paths = (answer: { json(): { issues?: Array<{ path: string }> } }) =>
  (answer.json().issues ?? []).map((i) => i.path);

let serial = 0;
function po(lines: Line[], vendor = vendorId) {
  const items = withMoney(lines);
  const totals = documentMoney(items);
  return {
    vendorId: vendor,
    poNumber: `PO-R-${++serial}`,
    poDate: '2026-11-20',
    paymentTerms: 'Net 30',
    line_items: items,
    po_basic_amount: totals.basic,
    po_total_tax_amount: totals.tax,
    po_total_amount: totals.total,
  };
}
function mrn(poId: number | null, lines: Line[], extra: Record<string, unknown> = {}) {
  const items = withMoney(lines);
  const totals = documentMoney(items);
  return {
    vendorId,
    mrnNumber: `MRN-R-${++serial}`,
    mrnDate: '2026-11-22',
    paymentTerms: 'Net 30',
    poId,
    line_items: items,
    mrn_basic_amount: totals.basic,
    mrn_total_tax_amount: totals.tax,
    mrn_total_amount: totals.total,
    ...extra,
  };
}

/** An approved PO: 10 bolts and 2.5 kg of paint. */
async function approvedPo(vendor = vendorId) {
  const saved = await call('POST', '/api/v1/po', [
    po(
      [
        { quantity: 10, unitPrice: 2.5, taxRate: 18 },
        { quantity: 2.5, unitPrice: 40, taxRate: 0 },
      ],
      vendor,
    ),
  ]);
  expect(saved.statusCode, saved.body).toBe(201);
  const { id } = saved.json().data[0];
  expect((await approver.call('POST', `/api/v1/po/${id}/approve`)).statusCode).toBe(200);
  return id as number;
}
const poDetail = async (id: number) =>
  contract.purchaseOrder.get.responses[200].parse((await call('GET', `/api/v1/po/${id}`)).json())
    .data;
const receive = (poId: number | null, lines: Line[], extra?: Record<string, unknown>) =>
  call('POST', '/api/v1/mrn', [mrn(poId, lines, extra)]);

describe('MRNs against a purchase order', () => {
  it('seeds demo orders in every receipt state', async () => {
    const rows = (
      await call('GET', '/api/v1/po?type=active&search_by=code&search=PO-20&page_size=100')
    ).json().data;
    expect(new Set(rows.map((r: { receipt_state: string }) => r.receipt_state))).toEqual(
      new Set(['not_received', 'partially_received', 'fully_received']),
    );
  });

  it('receives part, then the rest, and the PO shows its receipt state', async () => {
    const poId = await approvedPo();
    expect((await poDetail(poId)).receipt_state).toBe('not_received');

    const first = await receive(poId, [
      { quantity: 4, unitPrice: 2.5, taxRate: 18, po_line_id: 0 },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    const saved = SavedMrnsSchema.parse(first.json()).data[0]!;
    expect(saved).toMatchObject({ poId, po_number: expect.stringMatching(/^PO-R-/) });
    expect(saved.line_items[0]!.po_line_id).toBe(0);

    const partial = await poDetail(poId);
    expect(partial.receipt_state).toBe('partially_received');
    expect(
      partial.line_items.map((l) => [l.quantity, l.received_quantity, l.open_quantity]),
    ).toEqual([
      [10, 4, 6],
      [2.5, 0, 2.5],
    ]);
    expect(partial.receipts).toEqual([
      expect.objectContaining({ id: saved.id, mrnNumber: saved.mrnNumber, status: 'draft' }),
    ]);
    const row = (await call('GET', `/api/v1/po?type=active&vendor_id=${vendorId}&page_size=100`))
      .json()
      .data.find((r: { id: number }) => r.id === poId);
    expect(row.receipt_state).toBe('partially_received');

    const rest = await receive(poId, [
      { quantity: 6, unitPrice: 2.5, taxRate: 18, po_line_id: 0 },
      { quantity: 2.5, unitPrice: 40, taxRate: 0, po_line_id: 1 },
    ]);
    expect(rest.statusCode, rest.body).toBe(201);
    expect((await poDetail(poId)).receipt_state).toBe('fully_received');
    const mrnId = rest.json().data[0].id;

    // A rejected receipt no longer counts: its quantities are open again.
    expect(
      (await call('POST', `/api/v1/mrn/${mrnId}/reject`, { reason: 'Damaged' })).statusCode,
    ).toBe(200);
    const released = await poDetail(poId);
    expect(released.receipt_state).toBe('partially_received');
    expect(released.line_items.map((l) => l.open_quantity)).toEqual([6, 2.5]);
  });

  it('refuses an over-receipt, counting other MRNs and several lines on one PO line', async () => {
    const poId = await approvedPo();
    expect(
      (await receive(poId, [{ quantity: 7, unitPrice: 2.5, taxRate: 18, po_line_id: 0 }]))
        .statusCode,
    ).toBe(201);
    const over = await receive(poId, [
      { quantity: 2.5, unitPrice: 40, taxRate: 0, po_line_id: 1 },
      { quantity: 2, unitPrice: 2.5, taxRate: 18, po_line_id: 0 },
      { quantity: 1.001, unitPrice: 2.5, taxRate: 18, po_line_id: 0 },
    ]);
    expect(over.statusCode).toBe(400);
    expect(paths(over)).toEqual(['0.line_items.2.quantity']);
    expect(over.json().issues[0].message).toContain('1');
    // Nothing of the refused MRN was kept.
    expect((await poDetail(poId)).line_items.map((l) => l.received_quantity)).toEqual([7, 0]);
  });

  it('lets only one of two concurrent receipts take the same open quantity', async () => {
    const poId = await approvedPo();
    const take = () => receive(poId, [{ quantity: 6, unitPrice: 2.5, taxRate: 18, po_line_id: 0 }]);
    const answers = await Promise.all([take(), take(), take()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    expect((await poDetail(poId)).line_items[0]!.received_quantity).toBe(6);
  });

  it('lets a draft MRN be saved again without counting its own quantities twice', async () => {
    const poId = await approvedPo();
    const first = await receive(poId, [
      { quantity: 10, unitPrice: 2.5, taxRate: 18, po_line_id: 0 },
    ]);
    const saved = first.json().data[0];
    const again = await call('POST', '/api/v1/mrn', [
      {
        ...mrn(poId, [{ quantity: 9, unitPrice: 2.5, taxRate: 18, po_line_id: 0 }]),
        id: saved.id,
        mrnNumber: saved.mrnNumber,
      },
    ]);
    expect(again.statusCode, again.body).toBe(201);
    expect((await poDetail(poId)).line_items[0]!.received_quantity).toBe(9);
  });

  it('names the PO and line problems as field issues', async () => {
    const poId = await approvedPo();
    const otherPo = await approvedPo(otherVendorId);
    const draft = (
      await call('POST', '/api/v1/po', [po([{ quantity: 1, unitPrice: 1, taxRate: 0 }])])
    ).json().data[0].id;
    const line = { quantity: 1, unitPrice: 2.5, taxRate: 18 };
    const cases: Array<[number | null, Line[], string]> = [
      [otherPo, [{ ...line, po_line_id: 0 }], '0.poId'],
      [draft, [{ ...line, po_line_id: 0 }], '0.poId'],
      [999999, [{ ...line, po_line_id: 0 }], '0.poId'],
      [poId, [line], '0.line_items.0.po_line_id'],
      [poId, [{ ...line, po_line_id: 7 }], '0.line_items.0.po_line_id'],
      [null, [{ ...line, po_line_id: 0 }], '0.line_items.0.po_line_id'],
    ];
    for (const [poRef, lines, path] of cases) {
      const answer = await receive(poRef, lines);
      expect(answer.statusCode, `${path}: ${answer.body}`).toBe(400);
      expect(paths(answer)).toContain(path);
    }
    const header = await call('POST', '/api/v1/mrn/detail', {
      ...mrn(otherPo, [line]),
      line_items: undefined,
    });
    expect(header.statusCode).toBe(400);
    expect(paths(header)).toEqual(['poId']);
  });

  it('keeps an MRN with lines on its PO unless the whole MRN is saved', async () => {
    const poId = await approvedPo();
    const saved = (
      await receive(poId, [{ quantity: 1, unitPrice: 2.5, taxRate: 18, po_line_id: 0 }])
    ).json().data[0];
    const {
      line_items: _,
      mrn_basic_amount: __,
      mrn_total_tax_amount: ___,
      mrn_total_amount: ____,
      ...header
    } = mrn(null, []);
    const moved = await call('POST', '/api/v1/mrn/detail', {
      ...header,
      id: saved.id,
      mrnNumber: saved.mrnNumber,
    });
    expect(moved.statusCode).toBe(400);
    expect(paths(moved)).toEqual(['poId']);
  });

  it('refuses to reject a purchase order that has receipts', async () => {
    const poId = await approvedPo();
    await receive(poId, [{ quantity: 1, unitPrice: 2.5, taxRate: 18, po_line_id: 0 }]);
    expect(
      (await call('POST', `/api/v1/po/${poId}/reject`, { reason: 'Cancelled' })).statusCode,
    ).toBe(409);
  });
});
