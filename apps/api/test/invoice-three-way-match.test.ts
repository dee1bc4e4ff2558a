import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { approveAnyway, colleague } from './support/colleague';
import { invoiceReviewKit, issuePaths as paths } from './support/invoice-review';
import { testEngine } from './test-database';

// The three-way match of an invoice with its PO and receipts (MRNs), and what it gates.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const { call } = server;
// The demo user uploads and reviews; others approve, two of them past problems (segregation of
// duties).
const approvers = [
  colleague(server, 'First Approver'),
  colleague(server, 'Second Approver'),
] as const;
const [approver] = approvers;
const { match, poWithReceipt, extractedInvoice } = invoiceReviewKit(server, approver, 'TM');

describe(`three-way match on ${testEngine}`, { timeout: 120_000 }, () => {
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
