import { contract } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { paymentStatusOf } from '../src/services/invoice-payments';
import { demoUser, signedInTestApp } from './helpers';
import { approveAnyway, colleague } from './support/colleague';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// Partial payments add up to the total; a payment can be undone; the status follows.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const { call } = server;
// The demo user uploads and pays; two others approve past the problems (segregation of duties).
const approvers = [
  colleague(server, 'First Approver'),
  colleague(server, 'Second Approver'),
] as const;
const paymentsOf = async (id: number) => {
  const response = await call('GET', `/api/v1/invoice/${id}/payments`);
  expect(response.statusCode, response.body).toBe(200);
  return contract.invoice.payments.responses[200].parse(response.json()).data;
};
const statusOf = async (id: number) => {
  const response = await call('POST', '/api/v1/invoice', { id: [id] });
  return (response.json().data[0] as { paymentStatus: string }).paymentStatus;
};

describe('paymentStatusOf', () => {
  it('pending or overdue with nothing paid, partial with some, paid with all', () => {
    expect(paymentStatusOf(0, 1000, '2099-01-01', '2026-01-01')).toBe('pending');
    expect(paymentStatusOf(0, 1000, '2025-12-31', '2026-01-01')).toBe('overdue');
    expect(paymentStatusOf(0, 1000, null, '2026-01-01')).toBe('pending');
    expect(paymentStatusOf(1, 1000, '2025-12-31', '2026-01-01')).toBe('partial');
    expect(paymentStatusOf(999, 1000, null)).toBe('partial');
    expect(paymentStatusOf(1000, 1000, null)).toBe('paid');
  });
});

describe(`invoice payments on ${testEngine}`, { timeout: 120_000 }, () => {
  it('adds partial payments up to the total, refuses more, and undoes one', async () => {
    const doc = await storeFile(
      server.app,
      server.auth,
      await invoicePdf(sample('en-classic-usd')),
      'part.pdf',
    );
    const id = doc.invoice_id!;
    await settled(server.app, server.auth, id);
    // Not approved: no payment.
    const early = await call('POST', `/api/v1/invoice/${id}/pay`, { amount: 1 });
    expect(early.statusCode).toBe(409);
    expect((await paymentsOf(id)).payments).toEqual([]);
    const approved = await approveAnyway(...approvers, id);
    expect(approved.statusCode, approved.body).toBe(200);

    const before = await paymentsOf(id);
    expect(before.total).toBeGreaterThan(10);
    expect(before.outstanding).toBe(before.total);
    const total = before.total!;

    // Invalid bodies are field issues.
    const negative = await call('POST', `/api/v1/invoice/${id}/pay`, { amount: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().issues[0].path).toBe('amount');
    const badDate = await call('POST', `/api/v1/invoice/${id}/pay`, { amount: 1, paid_on: 'x' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().issues[0].path).toBe('paid_on');

    const first = await call('POST', `/api/v1/invoice/${id}/pay`, {
      amount: 10,
      paid_on: '2026-11-01',
      reference: 'TX-1',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Payment recorded');
    expect(await statusOf(id)).toBe('partial');
    const partial = await paymentsOf(id);
    expect(partial).toMatchObject({ paid: 10, outstanding: Math.round((total - 10) * 100) / 100 });
    expect(partial.payments).toEqual([
      expect.objectContaining({
        amount: 10,
        paid_on: '2026-11-01',
        reference: 'TX-1',
        by: demoUser.user_name,
      }),
    ]);

    // More than is outstanding: a 400 on the amount, nothing written.
    const over = await call('POST', `/api/v1/invoice/${id}/pay`, { amount: total });
    expect(over.statusCode).toBe(400);
    expect(over.json().issues).toEqual([
      expect.objectContaining({ path: 'amount', message: expect.stringContaining('outstanding') }),
    ]);
    expect((await paymentsOf(id)).payments).toHaveLength(1);

    // The rest, by default: paid in full; a further payment is a conflict.
    const rest = await call('POST', `/api/v1/invoice/${id}/pay`, { reference: 'TX-2' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().message).toBe('Invoice marked paid');
    expect(await statusOf(id)).toBe('paid');
    const full = await paymentsOf(id);
    expect(full).toMatchObject({ paid: total, outstanding: 0 });
    expect((await call('POST', `/api/v1/invoice/${id}/pay`, { amount: 1 })).statusCode).toBe(409);

    // Undo the first: partial again, with history rows for each step.
    const undone = await call('DELETE', `/api/v1/invoice/${id}/payments/${full.payments[0]!.id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.paymentStatus).toBe('partial');
    expect((await paymentsOf(id)).payments.map((p) => p.reference)).toEqual(['TX-2']);
    const missing = await call('DELETE', `/api/v1/invoice/${id}/payments/${full.payments[0]!.id}`);
    expect(missing.statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/invoice/999999/payments/1`)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/invoice/999999/payments`)).statusCode).toBe(404);

    const history = contract.invoice.history.responses[200].parse(
      (await call('GET', `/api/v1/invoice/${id}/history`)).json(),
    ).data;
    const payments = history.events.filter(
      (e) => e.action === 'paid' || e.action === 'payment_undone',
    );
    expect(payments.map((e) => [e.action, e.old_value, e.new_value])).toEqual([
      ['paid', 'pending', 'partial'],
      ['paid', 'partial', 'paid'],
      ['payment_undone', 'paid', 'partial'],
    ]);
    expect(payments[0]!.reason).toBe('10.00 on 2026-11-01 (ref TX-1)');
    expect(payments[2]!.reason).toBe('10.00 on 2026-11-01 (ref TX-1)');
    // Not paid in full any more: the payment stage is current again.
    expect(history.timeline.at(-1)).toMatchObject({ stage: 'payment', state: 'current' });

    // Undo the rest: nothing paid, pending (or overdue past the due date).
    await call('DELETE', `/api/v1/invoice/${id}/payments/${full.payments[1]!.id}`);
    expect(['pending', 'overdue']).toContain(await statusOf(id));
    expect(await paymentsOf(id)).toMatchObject({ paid: 0, outstanding: total, payments: [] });
  });
});
