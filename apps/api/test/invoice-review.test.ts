import { contract, documentMoney, lineMoney, VENDOR_STATUS } from '@procure/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/dialect';
import { demoUser, signedInTestApp } from './helpers';
import { approveAnyway, colleague } from './support/colleague';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// Invoice review: saved edits with their history, approve and reject, the three-way match.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const { call } = server;
// The demo user uploads and reviews; others approve, two of them past problems (segregation of
// duties).
const approvers = [
  colleague(server, 'First Approver'),
  colleague(server, 'Second Approver'),
] as const;
const [approver] = approvers;
let vendor: { id: number; name: string };
beforeAll(async () => {
  const approved = (await call('GET', '/api/v1/vendor/?type=active&page_size=100'))
    .json()
    .data.filter((v: { status: number }) => v.status === VENDOR_STATUS.active);
  vendor = { id: approved[0].id, name: approved[0].name };
});

const paths = (answer: { json(): { issues?: Array<{ path: string }> } }) =>
  (answer.json().issues ?? []).map((i) => i.path);
const history = async (id: number) => {
  const response = await call('GET', `/api/v1/invoice/${id}/history`);
  expect(response.statusCode, response.body).toBe(200);
  return contract.invoice.history.responses[200].parse(response.json()).data;
};
const match = async (id: number) => {
  const response = await call('GET', `/api/v1/invoice/${id}/match`);
  expect(response.statusCode, response.body).toBe(200);
  return contract.invoice.match.responses[200].parse(response.json()).data;
};

type Line = { quantity: number; unitPrice: number; taxRate: number; po_line_id?: number };
const withMoney = (lines: Line[]) =>
  lines.map((l, id) => ({
    id,
    description: `Item ${id}`,
    uom: 'NOS',
    ...l,
    amount: lineMoney(l).amount,
  }));
let serial = 0;

/** An approved PO of the vendor (10 x 2.50 and 2.5 x 40.00, no tax) and an MRN receiving
 * `received` of each line. */
async function poWithReceipt(received: [number, number]) {
  const items = withMoney([
    { quantity: 10, unitPrice: 2.5, taxRate: 0 },
    { quantity: 2.5, unitPrice: 40, taxRate: 0 },
  ]);
  const totals = documentMoney(items);
  const saved = await call('POST', '/api/v1/po', [
    {
      vendorId: vendor.id,
      poNumber: `PO-IR-${++serial}`,
      poDate: '2026-11-20',
      paymentTerms: 'Net 30',
      line_items: items,
      po_basic_amount: totals.basic,
      po_total_tax_amount: totals.tax,
      po_total_amount: totals.total,
    },
  ]);
  expect(saved.statusCode, saved.body).toBe(201);
  const poId = saved.json().data[0].id as number;
  expect((await approver.call('POST', `/api/v1/po/${poId}/approve`)).statusCode).toBe(200);
  const lines = withMoney(
    received.flatMap((quantity, po_line_id) =>
      quantity ? [{ quantity, unitPrice: [2.5, 40][po_line_id]!, taxRate: 0, po_line_id }] : [],
    ),
  );
  if (lines.length) {
    const mrnTotals = documentMoney(lines);
    const mrn = await call('POST', '/api/v1/mrn', [
      {
        vendorId: vendor.id,
        mrnNumber: `MRN-IR-${++serial}`,
        mrnDate: '2026-11-22',
        paymentTerms: 'Net 30',
        poId,
        line_items: lines,
        mrn_basic_amount: mrnTotals.basic,
        mrn_total_tax_amount: mrnTotals.tax,
        mrn_total_amount: mrnTotals.total,
      },
    ]);
    expect(mrn.statusCode, mrn.body).toBe(201);
  }
  return poId;
}

const stored = (value: string | number | null) => ({
  value,
  confidence: value === null ? null : 0.95,
  page: 1,
  box: null,
  source: 'text',
  status: value === null ? 'unmatched' : 'extracted',
});

/** An extracted invoice of the vendor with these lines (description, quantity, unit price),
 * amounts that add up, linked to `poId`. */
async function extractedInvoice(
  poId: number | null,
  lines: Array<[string, number, number]>,
): Promise<number> {
  const net = lines.reduce((sum, [, q, p]) => sum + Math.round(q * p * 100), 0) / 100;
  const { invoices } = server.app.repos;
  const id = await server.app.db.transaction().execute(async (trx) => {
    const { id } = await invoices.insert(trx, {
      doc_id: `ir-doc-${++serial}`,
      sha256: `ir-sha-${serial}`,
      upload_remarks: null,
      created_by: null,
    });
    const fields = {
      invoice_number: stored(`INV-IR-${serial}`),
      invoice_date: stored('2026-11-23'),
      due_date: stored(null),
      vendor_name: stored(vendor.name),
      vendor_tax_id: stored(null),
      po_number: stored(null),
      currency: stored('USD'),
      net_amount: stored(net),
      tax_amount: stored(0),
      total_amount: stored(net),
      amount_due: stored(null),
    };
    await invoices.update(trx, id, {
      fields: JSON.stringify(fields),
      invoice_number: `INV-IR-${serial}`,
      vendor_name: vendor.name,
      vendor_id: vendor.id,
      total_cents: Math.round(net * 100),
      extraction_status: 'extracted',
      workflow_status: 'pending',
      po_id: poId,
      extracted_at: nowIso(),
    });
    await invoices.replaceItems(
      trx,
      id,
      lines.map(([description, quantity, unitPrice]) =>
        JSON.stringify({
          description: stored(description),
          quantity: stored(quantity),
          unit_price: stored(unitPrice),
          tax_rate: stored(0),
          amount: stored(Math.round(quantity * unitPrice * 100) / 100),
        }),
      ),
    );
    return id;
  });
  return id;
}

describe(`invoice review on ${testEngine}`, { timeout: 120_000 }, () => {
  let uploadedId: number;

  it('saves edits as corrected numbers with a history row per change, in the timeline', async () => {
    const doc = await storeFile(
      server.app,
      server.auth,
      await invoicePdf(sample('en-classic-usd')),
      'review.pdf',
    );
    uploadedId = doc.invoice_id!;
    const before = await settled(server.app, server.auth, uploadedId);
    expect(before.extraction_status).toBe('extracted');
    expect(before.approvalStatus).toBe('pending');

    const bad = await call('PUT', `/api/v1/invoice/${uploadedId}`, {
      header: { net_amount: 'twelve' },
      line_items: [{ id: 0, quantity: 'a few' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(['header.net_amount', 'line_items.0.quantity']);

    const lines = before.line_items.map((l) => ({ ...l }));
    lines[0] = { ...lines[0]!, quantity: '7' as never, description: 'Corrected item' };
    const saved = await call('PUT', `/api/v1/invoice/${uploadedId}`, {
      header: { invoice_number: 'INV-REVIEWED-1', net_amount: '1,000.50' },
      line_items: [...lines, { id: lines.length, description: 'Freight', amount: 12 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { data } = contract.invoice.review.responses[200].parse(saved.json());
    expect(data).toMatchObject({
      invoice_number: 'INV-REVIEWED-1',
      invoice_number_status: 'corrected',
      net_amount: 1000.5,
      net_amount_status: 'corrected',
      currency_status: before.currency_status,
      approvalStatus: 'under_review',
    });
    expect(data.line_items[0]).toMatchObject({
      quantity: 7,
      quantity_status: 'corrected',
      description: 'Corrected item',
      amount_status: 'extracted',
    });
    expect(data.line_items).toHaveLength(before.line_items.length + 1);

    // Saving the same values again changes nothing and records nothing.
    const again = await call('PUT', `/api/v1/invoice/${uploadedId}`, {
      header: { invoice_number: 'INV-REVIEWED-1', net_amount: 1000.5 },
    });
    expect(again.statusCode).toBe(200);

    const { events, timeline } = await history(uploadedId);
    expect(events.map((e) => e.action)).toEqual([
      'uploaded',
      'extracted',
      'edited',
      'edited',
      'edited',
      'edited',
      'line_added',
    ]);
    expect(events[0]!.by).toBe(demoUser.user_name);
    expect(events[1]!.by).toBe('system');
    const edits = events.filter((e) => e.action === 'edited');
    expect(edits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'invoice_number',
          old_value: before.invoice_number,
          new_value: 'INV-REVIEWED-1',
          by: demoUser.user_name,
        }),
        expect.objectContaining({
          field: 'net_amount',
          old_value: before.net_amount,
          new_value: 1000.5,
        }),
        expect.objectContaining({
          field: 'line_items.0.quantity',
          old_value: before.line_items[0]!.quantity,
          new_value: 7,
        }),
        expect.objectContaining({ field: 'line_items.0.description' }),
      ]),
    );
    expect(events.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    expect(timeline.map((s) => [s.stage, s.state])).toEqual([
      ['submitted', 'done'],
      ['received', 'done'],
      ['under_review', 'done'],
      ['pending_approval', 'current'],
      ['approved', 'upcoming'],
      ['payment', 'upcoming'],
    ]);
    expect((await call('PUT', '/api/v1/invoice/999999', { header: {} })).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/invoice/999999/history')).statusCode).toBe(404);
  });

  it('gates approval on unmatched fields and totals, and approves with an override reason', async () => {
    const blocked = await approver.call('POST', `/api/v1/invoice/${uploadedId}/approve`, {});
    expect(blocked.statusCode).toBe(400);
    // The sample's vendor is not in the master; the corrected net amount no longer adds up.
    expect(paths(blocked)).toEqual(
      expect.arrayContaining(['header.vendor_name', 'header.total_amount']),
    );
    const short = await approver.call('POST', `/api/v1/invoice/${uploadedId}/approve`, {
      override_reason: 'ok',
    });
    expect(short.statusCode).toBe(400);
    expect(paths(short)).toEqual(['override_reason']);

    const approved = await approveAnyway(...approvers, uploadedId, 'Vendor confirmed by phone');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      approvalStatus: 'approved',
      workflowStatus: 'success',
    });
    const list = await call('GET', '/api/v1/invoice/?type=active');
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(uploadedId);
    expect(list.json().data[0]).toMatchObject({ approvalStatus: 'approved' });

    const { events, timeline } = await history(uploadedId);
    expect(events.at(-1)).toMatchObject({
      action: 'approved',
      reason: 'Vendor confirmed by phone',
      field: 'override',
      by: 'Second Approver',
    });
    expect(timeline.map((s) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'done',
      'current',
    ]);
    // Closed: no more edits, decisions or extraction.
    for (const [method, url, body] of [
      ['PUT', `/api/v1/invoice/${uploadedId}`, { header: { currency: 'EUR' } }],
      ['POST', `/api/v1/invoice/${uploadedId}/approve`, {}],
      ['POST', `/api/v1/invoice/${uploadedId}/reject`, { reason: 'Too late now' }],
      ['POST', `/api/v1/invoice/${uploadedId}/extract`, undefined],
    ] as const)
      expect((await call(method, url, body)).statusCode, `${method} ${url}`).toBe(409);
  });

  it('rejects with a reason; the list and the history show it', async () => {
    const id = await extractedInvoice(null, [['Consulting', 2, 150]]);
    const short = await call('POST', `/api/v1/invoice/${id}/reject`, { reason: '' });
    expect(short.statusCode).toBe(400);
    expect(paths(short)).toEqual(['reason']);
    const rejected = await call('POST', `/api/v1/invoice/${id}/reject`, {
      reason: 'Not our order',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      approvalStatus: 'rejected',
      workflowStatus: 'failed',
      remarks: 'Rejected: Not our order',
    });
    const list = await call('GET', '/api/v1/invoice/?type=reject');
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const { events, timeline } = await history(id);
    expect(events.at(-1)).toMatchObject({ action: 'rejected', reason: 'Not our order' });
    expect(timeline.find((s) => s.stage === 'approved')!.state).toBe('rejected');
    expect((await call('POST', `/api/v1/invoice/${id}/approve`, {})).statusCode).toBe(409);
    expect(
      (await call('POST', '/api/v1/invoice/999999/reject', { reason: 'Nope' })).statusCode,
    ).toBe(404);
  });

  it('approves an invoice without a PO whose fields match and amounts add up', async () => {
    const id = await extractedInvoice(null, [['Consulting', 2, 150]]);
    const off = await call('PUT', `/api/v1/invoice/${id}`, { header: { total_amount: 350 } });
    expect(off.statusCode).toBe(200);
    const totals = await approver.call('POST', `/api/v1/invoice/${id}/approve`, {});
    expect(totals.statusCode).toBe(400);
    expect(totals.json().issues).toEqual([
      { path: 'header.total_amount', message: 'Net and tax amounts do not add up to the total' },
    ]);
    expect((await history(id)).timeline[3]).toMatchObject({
      stage: 'pending_approval',
      state: 'current',
    });
    await call('PUT', `/api/v1/invoice/${id}`, { header: { total_amount: '300.00' } });
    const result = await match(id);
    expect(result).toMatchObject({ po: null, lines: [], ready_to_approve: true });
    expect((await history(id)).timeline[3]).toMatchObject({
      stage: 'pending_approval',
      state: 'done',
    });
    const approved = await approver.call('POST', `/api/v1/invoice/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await history(id)).events.at(-1)).toMatchObject({ action: 'approved', reason: null });
  });

  it('matches a full invoice, a partial one, an over-invoice and a price variance', async () => {
    // PO: 10 bolts at 2.50, 2.5 of paint at 40.00; received all bolts and half the paint.
    const poId = await poWithReceipt([10, 1.25]);
    const full = await extractedInvoice(poId, [['Item 0', 10, 2.5]]);
    const fullMatch = await match(full);
    expect(fullMatch.lines).toEqual([
      expect.objectContaining({
        line_id: 0,
        po_line_id: 0,
        ordered_quantity: 10,
        ordered_price: 2.5,
        received_quantity: 10,
        invoiced_quantity: 10,
        invoiced_price: 2.5,
        status: 'matched',
        matched: true,
      }),
    ]);
    expect(fullMatch).toMatchObject({
      ready_to_approve: true,
      receipt_rate: 90,
      match_rate: 100,
      tolerance: { quantity_percent: 0, price_percent: 1 },
    });
    expect(fullMatch.po).toMatchObject({
      id: poId,
      tab: 'active',
      usage: 'partially_used',
      receipt_state: 'partially_received',
    });
    expect(fullMatch.po!.lines.map((l) => [l.match, l.receipt])).toEqual([
      ['matched', 'complete'],
      ['unmatched', 'partial'],
    ]);
    expect(fullMatch.mrns).toHaveLength(1);
    expect(fullMatch.mrns[0]).toMatchObject({ status: 'partially_received', tab: 'draft' });
    expect(fullMatch.mrns[0]!.lines.map((l) => l.receipt)).toEqual(['complete', 'partial']);
    expect((await approver.call('POST', `/api/v1/invoice/${full}/approve`, {})).statusCode).toBe(
      200,
    );

    // Half the paint, as received: a partial invoice that matches.
    const partial = await extractedInvoice(poId, [['Item 1', 1.25, 40]]);
    expect((await match(partial)).lines[0]).toMatchObject({
      po_line_id: 1,
      received_quantity: 1.25,
      status: 'matched',
    });

    // Two more bolts than came in (all ten are billed already): blocked until overridden.
    const over = await extractedInvoice(poId, [['Item 0', 2, 2.5]]);
    const overMatch = await match(over);
    expect(overMatch.lines[0]).toMatchObject({
      status: 'quantity_variance',
      invoiced_elsewhere_quantity: 10,
      quantity_variance: 2,
      matched: false,
    });
    expect(overMatch).toMatchObject({ ready_to_approve: false, match_rate: 0 });
    const blocked = await approver.call('POST', `/api/v1/invoice/${over}/approve`, {});
    expect(blocked.statusCode).toBe(400);
    expect(paths(blocked)).toEqual(['match.0']);
    const overridden = await approveAnyway(
      ...approvers,
      over,
      'Two extra bolts agreed with the buyer',
    );
    expect(overridden.statusCode, overridden.body).toBe(200);
    // The next invoice waiting for review: after this one by id, else the first.
    expect(overridden.json().next_id).toBe(partial);

    // Prices: a PO fully received; +1 % matches, +1.2 % is a price variance.
    const po2 = await poWithReceipt([10, 2.5]);
    const atTolerance = await extractedInvoice(po2, [['Item 0', 5, 2.525]]);
    expect((await match(atTolerance)).lines[0]).toMatchObject({
      status: 'matched',
      price_variance_percent: 1,
    });
    const priced = await extractedInvoice(po2, [
      ['Item 0', 5, 2.53],
      ['Item 1', 2.5, 40],
    ]);
    const pricedMatch = await match(priced);
    expect(pricedMatch.lines.map((l) => l.status)).toEqual(['price_variance', 'matched']);
    expect(pricedMatch).toMatchObject({ match_rate: 50, receipt_rate: 100 });
    expect(pricedMatch.po).toMatchObject({ usage: 'fully_used', receipt_state: 'fully_received' });
    expect(pricedMatch.mrns[0]!.status).toBe('fully_received');
    const gate = await approver.call('POST', `/api/v1/invoice/${priced}/approve`, {});
    expect(gate.statusCode).toBe(400);
    expect(gate.json().issues).toEqual([
      { path: 'match.0', message: 'Three-way match: price variance' },
    ]);

    // Nothing received yet.
    const po3 = await poWithReceipt([0, 0]);
    const early = await extractedInvoice(po3, [['Item 0', 1, 2.5]]);
    expect((await match(early)).lines[0]!.status).toBe('not_received');
    expect((await match(early)).receipt_rate).toBe(0);
    expect((await call('GET', '/api/v1/invoice/999999/match')).statusCode).toBe(404);
  });

  it('links the PO again when a reviewer corrects the PO number', async () => {
    const poId = await poWithReceipt([10, 0]);
    const number = (await call('GET', `/api/v1/po/${poId}`)).json().data.poNumber as string;
    const id = await extractedInvoice(null, [['Item 0', 10, 2.5]]);
    const saved = await call('PUT', `/api/v1/invoice/${id}`, { header: { po_number: number } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ po_id: poId, po_number_status: 'corrected' });
    expect((await match(id)).lines[0]!.status).toBe('matched');
  });
});
