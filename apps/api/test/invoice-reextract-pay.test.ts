import { contract, type ExtractedFieldView } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { keepCorrections } from '../src/services/invoice-extraction';
import { demoUser, signedInTestApp } from './helpers';
import { approveAnyway, colleague } from './support/colleague';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// Re-extraction keeps a reviewer's corrections; an approved invoice can be marked paid.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const { call } = server;
// The demo user uploads and pays; two others approve past the problems (segregation of duties).
const approvers = [
  colleague(server, 'First Approver'),
  colleague(server, 'Second Approver'),
] as const;
const history = async (id: number) => {
  const response = await call('GET', `/api/v1/invoice/${id}/history`);
  expect(response.statusCode, response.body).toBe(200);
  return contract.invoice.history.responses[200].parse(response.json()).data;
};

const field = (value: string | number | null, status: ExtractedFieldView['status']) => ({
  value,
  confidence: 0.9,
  page: 1,
  box: null,
  source: status === 'corrected' ? ('user' as const) : ('text' as const),
  status,
});

describe('keepCorrections', () => {
  it('keeps corrected header fields and a corrected set of lines, takes the rest as read again', () => {
    const previous = {
      fields: {
        invoice_number: field('INV-FIXED', 'corrected'),
        total_amount: field(100, 'extracted'),
      },
      items: [{ description: field('Bolts', 'extracted'), amount: field(100, 'corrected') }],
    };
    const fresh = {
      fields: {
        invoice_number: field('INV-0CR', 'extracted'),
        total_amount: field(110, 'extracted'),
      },
      items: [{ description: field('Bolts', 'extracted'), amount: field(110, 'extracted') }],
    };
    const kept = keepCorrections(previous, fresh);
    expect(kept.fields.invoice_number).toEqual(previous.fields.invoice_number);
    expect(kept.fields.total_amount).toEqual(fresh.fields.total_amount);
    expect(kept.items).toBe(previous.items);
    // The kept line (100) no longer adds up to the new total (110): a hold reason.
    expect(kept.reasons).toEqual(['Line amounts do not add up to the invoice amounts']);

    // A value confirmed by a click stands too, as read: the vendor check marks it again.
    const confirmed = { ...field('Acme Ltd', 'unmatched'), confirmed: true };
    const vouched = keepCorrections({ fields: { vendor_name: confirmed }, items: [] }, fresh);
    expect(vouched.fields.vendor_name).toEqual({ ...confirmed, status: 'extracted' });
    expect(vouched.fields.total_amount).toEqual(fresh.fields.total_amount);

    const untouched = keepCorrections(
      { fields: {}, items: [{ amount: field(5, 'extracted') }] },
      fresh,
    );
    expect(untouched.fields).toEqual(fresh.fields);
    expect(untouched.items).toBe(fresh.items);
    expect(untouched.reasons).toEqual([]);
  });
});

describe(`re-extraction and payment on ${testEngine}`, { timeout: 120_000 }, () => {
  it('keeps corrected fields and lines when an invoice is extracted again', async () => {
    const doc = await storeFile(
      server.app,
      server.auth,
      await invoicePdf(sample('en-classic-usd')),
      'reextract.pdf',
    );
    const id = doc.invoice_id!;
    const before = await settled(server.app, server.auth, id);
    expect(before.extraction_status).toBe('extracted');
    const lines = before.line_items.map((line) => ({ ...line }));
    lines[0] = { ...lines[0]!, description: 'Reviewed item' };
    const saved = await call('PUT', `/api/v1/invoice/${id}`, {
      header: { invoice_number: 'INV-KEPT-1' },
      line_items: lines,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const again = await call('POST', `/api/v1/invoice/${id}/extract`);
    expect(again.statusCode, again.body).toBe(202);
    const after = await settled(server.app, server.auth, id);
    expect(after).toMatchObject({
      invoice_number: 'INV-KEPT-1',
      invoice_number_status: 'corrected',
      currency: before.currency,
      currency_status: before.currency_status,
      total_amount: before.total_amount,
    });
    expect(after.line_items).toHaveLength(before.line_items.length);
    expect(after.line_items[0]).toMatchObject({
      description: 'Reviewed item',
      description_status: 'corrected',
    });
    // The list column follows the kept value too.
    const listed = await call('GET', '/api/v1/invoice/?type=all&page_size=100');
    expect(listed.json().data.find((r: { id: number }) => r.id === id)).toMatchObject({
      invoice_number: 'INV-KEPT-1',
    });
    const actions = (await history(id)).events.map((e) => e.action);
    expect(actions.slice(-2)).toEqual(['reextract', 'extracted']);
    expect(actions).toContain('edited');
  });

  it('marks an approved invoice paid once, in its history and timeline', async () => {
    const doc = await storeFile(
      server.app,
      server.auth,
      await invoicePdf(sample('en-classic-usd')),
      'pay.pdf',
    );
    const id = doc.invoice_id!;
    await settled(server.app, server.auth, id);
    const early = await call('POST', `/api/v1/invoice/${id}/pay`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only an approved invoice can be marked paid');
    const approved = await approveAnyway(...approvers, id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await history(id)).timeline.at(-1)).toMatchObject({
      stage: 'payment',
      state: 'current',
    });

    const paid = await call('POST', `/api/v1/invoice/${id}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    const { data } = contract.invoice.pay.responses[200].parse(paid.json());
    expect(data).toMatchObject({ paymentStatus: 'paid', approvalStatus: 'approved' });
    const { events, timeline } = await history(id);
    expect(events.at(-1)).toMatchObject({
      action: 'paid',
      field: 'paymentStatus',
      old_value: 'pending',
      new_value: 'paid',
      by: demoUser.user_name,
    });
    expect(timeline.every((step) => step.state === 'done')).toBe(true);
    expect(timeline.at(-1)!.at).toBe(events.at(-1)!.at);
    const list = await call('GET', '/api/v1/invoice/?payment_status=paid&page_size=100');
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(id);

    const twice = await call('POST', `/api/v1/invoice/${id}/pay`);
    expect(twice.statusCode).toBe(409);
    expect((await call('POST', '/api/v1/invoice/999999/pay')).statusCode).toBe(404);
  });
});
