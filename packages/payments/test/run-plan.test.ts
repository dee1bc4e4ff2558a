import { describe, expect, it } from 'vitest';
import { planPaymentRun, writePain001, type RunCandidate } from '../src';
import { schemaErrors } from './schema';

const skonto = { netDays: 30, discounts: [{ rateBasisPoints: 300, days: 10 }] };
const candidate = (overrides: Partial<RunCandidate>): RunCandidate => ({
  invoiceId: 'i1',
  invoiceNumber: 'RE-1',
  invoiceDate: '2026-11-01',
  amountMinor: 1000_00,
  currency: 'EUR',
  terms: skonto,
  vendorId: 'v1',
  vendorName: 'Müller GmbH',
  vendorIban: 'DE89370400440532013000',
  vendorBic: 'COBADEFFXXX',
  ...overrides,
});

const rules = { payDate: '2026-11-11', nextRunDate: '2026-11-18', reference: 'RUN-42' };

describe('planPaymentRun', () => {
  it('pays what is due and what would lose its discount before the next run, nothing else', () => {
    const plan = planPaymentRun(
      [
        candidate({ invoiceId: 'discount-today', invoiceDate: '2026-11-01' }), // 3 % until 11 Nov
        candidate({ invoiceId: 'discount-before-next', invoiceDate: '2026-11-05' }), // until 15 Nov
        candidate({ invoiceId: 'discount-after-next', invoiceDate: '2026-11-09' }), // until 19 Nov
        candidate({
          invoiceId: 'due',
          invoiceDate: '2026-10-05',
          terms: { netDays: 30, discounts: [] },
        }),
        candidate({
          invoiceId: 'not-due',
          invoiceDate: '2026-11-01',
          terms: { netDays: 30, discounts: [] },
        }),
        candidate({ invoiceId: 'discount-lost', invoiceDate: '2026-10-20' }), // due 19 Nov
      ],
      rules,
    );
    expect(plan.invoices.map((invoice) => invoice.invoiceId).sort()).toEqual([
      'discount-before-next',
      'discount-today',
      'due',
    ]);
    const today = plan.invoices.find((invoice) => invoice.invoiceId === 'discount-today');
    expect(today).toMatchObject({
      discountMinor: 30_00,
      paidMinor: 970_00,
      discountDeadline: '2026-11-11',
    });
    expect(plan.refused).toEqual([]);
  });

  it('pays one transfer per vendor and currency with every invoice number', () => {
    const plan = planPaymentRun(
      [
        candidate({ invoiceId: 'a', invoiceNumber: 'RE-1' }),
        candidate({ invoiceId: 'b', invoiceNumber: 'RE-2', amountMinor: 500_00 }),
        candidate({ invoiceId: 'c', invoiceNumber: 'RE-3', currency: 'USD' }),
        candidate({
          invoiceId: 'd',
          invoiceNumber: 'X-9',
          vendorId: 'v2',
          vendorName: 'Dupont SA',
          vendorIban: 'FR1420041010050500013M02606',
        }),
      ],
      rules,
    );
    expect(plan.transfers).toEqual([
      expect.objectContaining({
        creditorName: 'Müller GmbH',
        amountMinor: 1455_00,
        currency: 'EUR',
        remittance: 'RE-1, RE-2',
        endToEndId: 'RUN-42-1',
      }),
      expect.objectContaining({ amountMinor: 970_00, currency: 'USD', remittance: 'RE-3' }),
      expect.objectContaining({
        creditorName: 'Dupont SA',
        amountMinor: 970_00,
        remittance: 'X-9',
      }),
    ]);
    const paid = plan.invoices.reduce((sum, invoice) => sum + invoice.paidMinor, 0);
    expect(plan.transfers.reduce((sum, t) => sum + t.amountMinor, 0)).toBe(paid);
  });

  it('splits a vendor with many invoices into transfers whose sums match their invoices', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      candidate({
        invoiceId: `i${i}`,
        invoiceNumber: `RE-2026-${10_000 + i}`,
        amountMinor: 100_00 + i,
      }),
    );
    const plan = planPaymentRun(many, { ...rules, remittancePrefix: 'Rechnungen' });
    expect(plan.transfers.length).toBeGreaterThan(1);
    plan.transfers.forEach((transfer, index) => {
      const invoices = plan.invoices.filter((invoice) => invoice.transfer === index);
      expect(transfer.amountMinor).toBe(
        invoices.reduce((sum, invoice) => sum + invoice.paidMinor, 0),
      );
    });
    const xml = writePain001(
      {
        messageId: 'RUN-42',
        createdAt: '2026-11-11T08:00:00',
        executionDate: rules.payDate,
        debtor: { name: 'Procure Demo AG', iban: 'DE02120300000000202051' },
        transfers: plan.transfers,
        expectedTotalMinor: plan.invoices.reduce((sum, invoice) => sum + invoice.paidMinor, 0),
      },
      '09',
    );
    expect(await schemaErrors(xml, '09')).toEqual([]);
  });

  it('refuses vendors with bank details awaiting approval, a failing IBAN, or too large credit notes', () => {
    const plan = planPaymentRun(
      [
        candidate({ invoiceId: 'pending', bankDetailsPending: true }),
        candidate({ invoiceId: 'bad-iban', vendorId: 'v2', vendorIban: 'DE89370400440532013001' }),
        candidate({ invoiceId: 'inv', vendorId: 'v3' }),
        candidate({
          invoiceId: 'credit',
          vendorId: 'v3',
          amountMinor: -2000_00,
          terms: { discounts: [] },
        }),
        candidate({ invoiceId: 'inv-ok', vendorId: 'v4', amountMinor: 500_00 }),
        candidate({
          invoiceId: 'credit-ok',
          vendorId: 'v4',
          amountMinor: -100_00,
          terms: { discounts: [] },
        }),
      ],
      rules,
    );
    expect(plan.refused).toEqual([
      {
        invoiceId: 'pending',
        reason: "The vendor's bank details are waiting for a second approval.",
      },
      { invoiceId: 'bad-iban', reason: expect.stringMatching(/IBAN fails its check/) },
      { invoiceId: 'inv', reason: expect.stringMatching(/Credit notes exceed/) },
      { invoiceId: 'credit', reason: expect.stringMatching(/Credit notes exceed/) },
    ]);
    expect(plan.transfers).toEqual([expect.objectContaining({ amountMinor: 385_00 })]);
  });
  it('sets credit notes off against their vendor invoices: one net transfer naming both', () => {
    const noTerms = { discounts: [] };
    const plan = planPaymentRun(
      [
        candidate({
          invoiceId: 'inv',
          invoiceNumber: 'RE-1',
          amountMinor: 1000_00,
          terms: noTerms,
        }),
        candidate({ invoiceId: 'cn', invoiceNumber: 'GS-7', amountMinor: -250_00, terms: noTerms }),
        // Another currency of the same vendor is not netted with the euro invoices.
        candidate({
          invoiceId: 'cn-gbp',
          invoiceNumber: 'GS-8',
          amountMinor: -50_00,
          currency: 'GBP',
          terms: noTerms,
        }),
        // A credit note alone waits for an invoice: neither paid nor refused.
        candidate({ invoiceId: 'alone', vendorId: 'v9', amountMinor: -10_00, terms: noTerms }),
      ],
      rules,
    );
    expect(plan.transfers).toEqual([
      expect.objectContaining({ amountMinor: 750_00, remittance: 'GS-7, RE-1' }),
    ]);
    expect(plan.invoices.map((item) => [item.invoiceId, item.paidMinor])).toEqual([
      ['cn', -250_00],
      ['inv', 1000_00],
    ]);
    expect(plan.refused).toEqual([]);
    const picked = planPaymentRun(
      [candidate({ invoiceId: 'alone', amountMinor: -10_00, terms: noTerms, chosen: true })],
      rules,
    );
    expect(picked.refused).toEqual([
      { invoiceId: 'alone', reason: expect.stringMatching(/Credit notes exceed/) },
    ]);
  });

  it('pays an invoice picked by hand whatever its due date, and refuses a blocked vendor', () => {
    const notDue = { netDays: 60, discounts: [] };
    const plan = planPaymentRun(
      [
        candidate({ invoiceId: 'picked', terms: notDue, chosen: true }),
        candidate({ invoiceId: 'waiting', terms: notDue }),
        candidate({
          invoiceId: 'blocked',
          vendorId: 'v2',
          invoiceDate: '2026-10-01',
          blockedReason: 'The vendor is not approved in the vendor master.',
        }),
      ],
      rules,
    );
    expect(plan.invoices.map((invoice) => invoice.invoiceId)).toEqual(['picked']);
    expect(plan.invoices[0]).toMatchObject({ discountMinor: 0, paidMinor: 1000_00 });
    expect(plan.refused).toEqual([
      { invoiceId: 'blocked', reason: 'The vendor is not approved in the vendor master.' },
    ]);
  });
});
