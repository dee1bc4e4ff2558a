import { contract } from '@procure/contract';
import { buildCiiXml } from '@procure/fixtures/invoices';
import { addDays } from '@procure/payments';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { sample, settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// The dashboard's payables figures (issue 25 item 6): due this week, discounts available and
// lost this month, from invoices dated relative to today (UTC).
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const today = new Date().toISOString().slice(0, 10);
const monthStart = `${today.slice(0, 7)}-01`;

/** The German sample (total 413.60 EUR) dated and due as given, 3 % discount for `days`. */
async function upload(number: string, invoiceDate: string, dueDate: string, days: number) {
  const s = { ...sample('de-classic-eur'), invoice_number: number, invoice_date: invoiceDate };
  const terms = `<ram:SpecifiedTradePaymentTerms>
    <ram:DueDateDateTime><udt:DateTimeString format="102">${dueDate.replace(/-/g, '')}</udt:DateTimeString></ram:DueDateDateTime>
    <ram:ApplicableTradePaymentDiscountTerms>
      <ram:BasisPeriodMeasure unitCode="DAY">${days}</ram:BasisPeriodMeasure>
      <ram:CalculationPercent>3.00</ram:CalculationPercent>
    </ram:ApplicableTradePaymentDiscountTerms>
  </ram:SpecifiedTradePaymentTerms>`;
  const xml = buildCiiXml({ ...s, due_date: null }).replace(
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    `${terms}<ram:SpecifiedTradeSettlementHeaderMonetarySummation>`,
  );
  const doc = await storeFile(server.app, server.auth, Buffer.from(xml), `${number}.xml`);
  return settled(server.app, server.auth, doc.invoice_id!);
}

const dashboard = async () => {
  const response = await server.call('GET', '/api/v1/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return contract.insights.dashboard.responses[200].parse(response.json()).data;
};

describe(`dashboard payables on ${testEngine}`, { timeout: 120_000 }, () => {
  it('sums what falls due this week and the discounts available and lost this month', async () => {
    const before = (await dashboard()).payables!;
    // Due today, its discount (3 % of 413.60 = 12.41) open until today.
    await upload('PAY-1', today, today, 0);
    // Its discount ended on the 1st of the month and was not taken (lost, unless today is the 1st).
    await upload('PAY-2', monthStart, addDays(today, 40), 0);
    const after = (await dashboard()).payables!;
    const eur = (sum: typeof after.due_this_week) =>
      sum.amounts.find((a) => a.currency === 'EUR')?.amount ?? 0;
    expect(after.due_this_week.count - before.due_this_week.count).toBe(1);
    expect(eur(after.due_this_week) - eur(before.due_this_week)).toBeCloseTo(413.6, 2);
    expect(after.discounts_available.count - before.discounts_available.count).toBe(1);
    expect(eur(after.discounts_available) - eur(before.discounts_available)).toBeCloseTo(12.41, 2);
    const lostExpected = today === monthStart ? 0 : 1;
    expect(after.discounts_lost.count - before.discounts_lost.count).toBe(lostExpected);
    expect(eur(after.discounts_lost) - eur(before.discounts_lost)).toBeCloseTo(
      12.41 * lostExpected,
      2,
    );
  });
});
