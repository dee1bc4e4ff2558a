import { contract, type PaymentProposal } from '@procure/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestBankChange } from '../src/repositories/vendor-bank-changes';
import { signedInTestApp } from './helpers';
import { approvedInvoice, fromToday, payableVendor } from './support/payment-runs';
import { userWithRoles } from './support/roles';
import { testEngine } from './test-database';

// Which invoices a run proposes, and why the others are refused (issue 25 item 2).
const server = signedInTestApp();
const ids: Record<string, number> = {};
const vendors: Record<string, number> = {};
let payer: Awaited<ReturnType<typeof userWithRoles>>;

const payDate = fromToday(1);
const skonto = '3 % Skonto innerhalb 10 Tagen, 30 Tage netto';

beforeAll(async () => {
  const { app } = server;
  payer = await userWithRoles(app, ['payer']);
  const approver = await userWithRoles(app, ['approver']);
  const eur = { iban: 'DE89370400440532013000', swift_code: 'COBADEFFXXX' };
  vendors.a = await payableVendor(app, 'Müller & Söhne GmbH', eur);
  vendors.b = await payableVendor(app, 'Rijn Logistiek BV', { iban: 'NL91ABNA0417164300' });
  vendors.pending = await payableVendor(app, 'Pending Bank AG', eur);
  vendors.draft = await payableVendor(app, 'Not Approved SARL', eur, 'draft');
  vendors.noIban = await payableVendor(app, 'Mumbai Traders', { iban: null, currency: 'INR' });
  vendors.badIban = await payableVendor(app, 'Typo GmbH', { iban: 'DE89370400440532013001' });
  vendors.gbp = await payableVendor(app, 'Thames Tools Ltd', {
    iban: 'GB29NWBK60161331926819',
    currency: 'GBP',
  });
  await requestBankChange(app.db, vendors.pending, { kind: 'remove', entryId: 1 }, approver);
  const add = async (key: string, invoice: Parameters<typeof approvedInvoice>[1]) => {
    ids[key] = await approvedInvoice(app, invoice, approver);
  };
  const due = { invoiceDate: fromToday(-40), dueDate: fromToday(-10) };
  await add('aDue', { number: 'RE-A1', vendorId: vendors.a, cents: 1000_00, ...due });
  // 3 % until 5 days from now: after the pay date, before the next run (a week later).
  await add('aDiscount', {
    number: 'RE-A2',
    vendorId: vendors.a,
    cents: 500_00,
    invoiceDate: fromToday(-5),
    terms: skonto,
  });
  // 3 % until 10 days from now: the next run still takes it; not due either.
  await add('aLater', {
    number: 'RE-A3',
    vendorId: vendors.a,
    cents: 200_00,
    invoiceDate: fromToday(0),
    terms: skonto,
  });
  await add('aNotDue', {
    number: 'RE-A4',
    vendorId: vendors.a,
    cents: 300_00,
    invoiceDate: fromToday(-2),
    dueDate: fromToday(20),
  });
  await add('bDue', { number: 'NL-7', vendorId: vendors.b, cents: 123_45, ...due });
  await add('pending', { number: 'PB-1', vendorId: vendors.pending, cents: 10_00, ...due });
  await add('draft', { number: 'NA-1', vendorId: vendors.draft, cents: 10_00, ...due });
  await add('noIban', { number: 'MT-1', vendorId: vendors.noIban, cents: 10_00, ...due });
  await add('badIban', { number: 'TY-1', vendorId: vendors.badIban, cents: 10_00, ...due });
  await add('noVendor', {
    number: 'NV-1',
    vendorId: null,
    vendorName: 'Nowhere Ltd',
    cents: 10_00,
    ...due,
  });
  await add('gbp', {
    number: 'TT-9',
    vendorId: vendors.gbp,
    cents: 75_50,
    currency: 'GBP',
    ...due,
  });
});

async function propose(body: object) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/payment-runs/proposal',
    headers: payer.auth,
    payload: body,
  });
}

describe(`payment run proposals on ${testEngine}`, () => {
  it('proposes exactly what is due and what would lose its discount, with the discount', async () => {
    const answer = await propose({ pay_date: payDate });
    expect(answer.statusCode, answer.body).toBe(200);
    const proposal: PaymentProposal = contract.paymentRun.propose.responses[200].parse(
      answer.json(),
    ).data;
    expect(proposal.next_run_date).toBe(fromToday(8));
    const ours = new Set(Object.values(vendors));
    const mine = proposal.vendors.filter((vendor) => ours.has(vendor.vendor_id));
    expect(mine.map((v) => [v.vendor_name, v.currency]).sort()).toEqual([
      ['Müller & Söhne GmbH', 'EUR'],
      ['Rijn Logistiek BV', 'EUR'],
      ['Thames Tools Ltd', 'GBP'],
    ]);
    const a = mine.find((vendor) => vendor.vendor_id === vendors.a)!;
    expect(a.invoices.map((invoice) => invoice.invoice_id).sort()).toEqual(
      [ids.aDue, ids.aDiscount].sort(),
    );
    expect(a.invoices.find((i) => i.invoice_id === ids.aDiscount)).toMatchObject({
      amount: 500,
      discount: 15,
      paid: 485,
      discount_deadline: fromToday(5),
    });
    expect(a).toMatchObject({ amount: 1500, discount: 15, paid: 1485, bic: 'COBADEFFXXX' });
    // One transfer for the vendor, naming every invoice it pays.
    expect(a.transfers).toHaveLength(1);
    expect(a.transfers[0]!.amount).toBe(1485);
    expect(a.transfers[0]!.remittance).toMatch(/RE-A1/);
    expect(a.transfers[0]!.remittance).toMatch(/RE-A2/);
    expect(a.transfers[0]!.remittance.length).toBeLessThanOrEqual(140);

    const refused = new Map(proposal.refused.map((r) => [r.invoice_id, r.reason]));
    expect(refused.get(ids.pending!)).toMatch(/waiting for a second approval/);
    expect(refused.get(ids.draft!)).toBe('The vendor is not approved in the vendor master.');
    expect(refused.get(ids.noIban!)).toMatch(/no IBAN/);
    expect(refused.get(ids.badIban!)).toMatch(/check digits do not match/);
    expect(refused.get(ids.noVendor!)).toMatch(/not matched to a vendor/);
    for (const key of ['aLater', 'aNotDue']) {
      expect(refused.has(ids[key]!), key).toBe(false);
      expect(JSON.stringify(proposal.vendors)).not.toContain(`"invoice_id":${ids[key]},`);
    }
  });

  it('pays an invoice whose discount ends before a later next run', async () => {
    const answer = await propose({ pay_date: payDate, next_run_date: fromToday(15) });
    const proposal = answer.json().data as PaymentProposal;
    const a = proposal.vendors.find((vendor) => vendor.vendor_id === vendors.a)!;
    expect(a.invoices.map((i) => i.invoice_id)).toContain(ids.aLater);
    expect(a.invoices.map((i) => i.invoice_id)).not.toContain(ids.aNotDue);
  });

  it('names the field of a bad request, and refuses a pay date in the past', async () => {
    const bad = await propose({ pay_date: '2026-13-45x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('pay_date');
    const order = await propose({ pay_date: payDate, next_run_date: payDate });
    expect(order.statusCode).toBe(400);
    expect(order.json().issues[0].path).toBe('next_run_date');
    const past = await propose({ pay_date: fromToday(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().issues).toEqual([
      { path: 'pay_date', message: 'The pay date cannot be in the past' },
    ]);
    const extra = await propose({ pay_date: payDate, company: 'x' });
    expect(extra.statusCode).toBe(400);
  });

  it('answers 404 for a run that does not exist', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/v1/payment-runs/987654',
      headers: payer.auth,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'No payment run with this id', code: 'not_found' });
  });
});
