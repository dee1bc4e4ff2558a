import { contract, InvoiceDetailsSchema, type PaymentRun } from '@procure/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../packages/payments/test/schema';
import { signedInTestApp } from './helpers';
import { approvedInvoice, fromToday, payableVendor } from './support/payment-runs';
import { userWithRoles } from './support/roles';
import { testEngine } from './test-database';

// Credit notes in payment runs (issue 25): an approved credit note (negative total, as issue 23
// stores it) is set off against its vendor's invoices of the same currency and company; a vendor
// owed less than its credit notes is left out with why; executing settles both.
const server = signedInTestApp();
type User = Awaited<ReturnType<typeof userWithRoles>>;
let payer: User;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const { app } = server;
  payer = await userWithRoles(app, ['payer']);
  const approver = await userWithRoles(app, ['approver']);
  const netted = await payableVendor(app, 'Netting Werkzeuge GmbH', {
    iban: 'DE89 3704 0044 0532 0130 00',
    swift_code: 'COBADEFFXXX',
  });
  const owing = await payableVendor(app, 'Owing Office SARL', {
    iban: 'FR1420041010050500013M02606',
  });
  const waiting = await payableVendor(app, 'Waiting Paper AG', {
    iban: 'DE89370400440532013000',
  });
  const due = { invoiceDate: fromToday(-40), dueDate: fromToday(-10) };
  const approved = (number: string, vendorId: number, cents: number) =>
    approvedInvoice(app, { number, vendorId, cents, ...due }, approver);
  ids.inv1 = await approved('NW-100', netted, 1000_00);
  ids.inv2 = await approved('NW-101', netted, 300_00);
  ids.credit = await approved('NW-GS-1', netted, -250_50);
  ids.small = await approved('OO-5', owing, 100_00);
  ids.big = await approved('OO-GS-9', owing, -400_00);
  ids.alone = await approved('WP-GS-2', waiting, -20_00);
});

const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: payer.auth, ...(payload ? { payload } : {}) });
const runOf = (answer: { json(): unknown }) =>
  contract.paymentRun.get.responses[200].parse(answer.json()).data as PaymentRun;

describe(`credit notes in a payment run on ${testEngine}`, { timeout: 120_000 }, () => {
  let run: PaymentRun;

  it('proposes the invoices less the credit notes and leaves out a vendor owed less', async () => {
    const answer = await send('POST', '/api/v1/payment-runs/proposal', { pay_date: fromToday(1) });
    expect(answer.statusCode, answer.body).toBe(200);
    const proposal = contract.paymentRun.propose.responses[200].parse(answer.json()).data;
    const netted = proposal.vendors.find((v) => v.vendor_name === 'Netting Werkzeuge GmbH')!;
    expect(netted).toMatchObject({ amount: 1049.5, paid: 1049.5 });
    expect(netted.transfers).toEqual([
      expect.objectContaining({ amount: 1049.5, remittance: 'NW-GS-1, NW-100, NW-101' }),
    ]);
    expect(netted.invoices.find((i) => i.invoice_id === ids.credit)).toMatchObject({
      amount: -250.5,
      discount: 0,
      paid: -250.5,
    });
    const owing = proposal.refused.filter((r) => [ids.small, ids.big].includes(r.invoice_id));
    expect(owing).toEqual([
      expect.objectContaining({
        invoice_id: ids.small,
        reason: 'Credit notes exceed the invoices paid with them; settle them by hand.',
      }),
      expect.objectContaining({ invoice_id: ids.big }),
    ]);
    // A credit note whose vendor has nothing due waits: neither paid nor refused.
    const all = [
      ...proposal.vendors.flatMap((v) => v.invoices.map((i) => i.invoice_id)),
      ...proposal.refused.map((r) => r.invoice_id),
    ];
    expect(all).not.toContain(ids.alone);
  });

  it('confirms a pain.001 whose control sums are the net, valid against the schemas', async () => {
    const created = await send('POST', '/api/v1/payment-runs', {
      pay_date: fromToday(1),
      invoice_ids: [ids.inv1, ids.inv2, ids.credit],
    });
    expect(created.statusCode, created.body).toBe(201);
    run = runOf(created);
    expect(run.totals).toEqual([
      { currency: 'EUR', invoices: 3, amount: 1049.5, discount: 0, paid: 1049.5 },
    ]);
    const confirmed = await send('POST', `/api/v1/payment-runs/${run.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    for (const format of ['pain.001.001.09', 'pain.001.001.03'] as const) {
      const file = await send('GET', `/api/v1/payment-runs/${run.id}/file?format=${format}`);
      expect(file.statusCode, file.body).toBe(200);
      expect(await schemaErrors(file.body, format === 'pain.001.001.09' ? '09' : '03')).toEqual([]);
      expect(file.body.match(/<CtrlSum>([^<]+)<\/CtrlSum>/g)).toEqual([
        '<CtrlSum>1049.50</CtrlSum>',
        '<CtrlSum>1049.50</CtrlSum>',
      ]);
      expect(file.body).toContain('<InstdAmt Ccy="EUR">1049.50</InstdAmt>');
      expect(file.body).toContain('<Ustrd>NW-GS-1, NW-100, NW-101</Ustrd>');
    }
  });

  it('executing settles the invoices and the credit note, each with a history row', async () => {
    const executed = await send('POST', `/api/v1/payment-runs/${run.id}/execute`);
    expect(executed.statusCode, executed.body).toBe(200);
    const found = InvoiceDetailsSchema.parse(
      (await send('POST', '/api/v1/invoice', { id: [ids.inv1, ids.credit] })).json(),
    ).data;
    expect(found.map((i) => i.paymentStatus)).toEqual(['paid', 'paid']);
    const payments = contract.invoice.payments.responses[200].parse(
      (await send('GET', `/api/v1/invoice/${ids.credit}/payments`)).json(),
    ).data;
    expect(payments.payments).toEqual([
      expect.objectContaining({
        amount: -250.5,
        reference: `Set off against invoices (RUN-${run.id}-1)`,
      }),
    ]);
    const history = contract.invoice.history.responses[200].parse(
      (await send('GET', `/api/v1/invoice/${ids.credit}/history`)).json(),
    ).data;
    expect(history.events.at(-1)).toMatchObject({
      action: 'paid',
      reason: expect.stringMatching(/^Set off against invoices: -250\.50 on /),
    });
  });
});
