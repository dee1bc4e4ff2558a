import { contract } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { demoUser, signedInTestApp } from './helpers';
import { approveAnyway, colleague } from './support/colleague';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { invoiceReviewKit, issuePaths as paths } from './support/invoice-review';
import { testEngine } from './test-database';

// Invoice review: saved edits with their history, approve and reject (the three-way match:
// invoice-three-way-match.test.ts).
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const { call } = server;
// The demo user uploads and reviews; others approve, two of them past problems (segregation of
// duties).
const approvers = [
  colleague(server, 'First Approver'),
  colleague(server, 'Second Approver'),
] as const;
const [approver] = approvers;
const { history, match, extractedInvoice } = invoiceReviewKit(server, approver, 'IR');

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
});
