import { contract, documentMoney, lineMoney } from '@procure/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { colleague } from './support/colleague';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// "What waits for me" (issue 22 item 3): GET /po and GET /invoice/ with waiting_for=me list
// the pending documents the user can approve now: permission, segregation of duties, and the
// limit (or a first approval still to give), never their own first approval.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const ann = colleague(server, 'Ann Admin');
const ben = colleague(server, 'Ben Admin');
const low = colleague(server, 'Lou Low', ['approver']);
const low2 = colleague(server, 'Lee Low', ['approver']);
const mid = colleague(server, 'Mia Mid', ['approver']);
const viewer = colleague(server, 'Vic Viewer', ['viewer']);

const line = (quantity: number) => {
  const l = { id: 0, description: 'Bolts', item_code: 'B', uom: 'NOS', quantity, unitPrice: 50 };
  return { ...l, taxRate: 18, amount: lineMoney({ ...l, taxRate: 18 }).amount };
};
let n = 0;
async function order(quantity: number) {
  const vendors = await ann.call('GET', '/api/v1/vendor/?type=active&page_size=1');
  const lines = [line(quantity)];
  const totals = documentMoney(lines);
  const saved = await ann.call('POST', '/api/v1/po', [
    {
      vendorId: vendors.json().data[0].id,
      poNumber: `WAIT-${(n += 1)}`,
      poDate: '2026-11-20',
      line_items: lines,
      po_basic_amount: totals.basic,
      po_total_tax_amount: totals.tax,
      po_total_amount: totals.total,
    },
  ]);
  expect(saved.statusCode, saved.body).toBe(201);
  mine.push(saved.json().data[0].id as number);
  return mine.at(-1)!;
}
/** The orders of this test that wait for `who` (the seed has drafts of its own), newest first. */
const mine: number[] = [];
const waitingOrders = async (who: typeof ann) => {
  const res = await who.call('GET', '/api/v1/po?type=draft&waiting_for=me&page_size=100');
  expect(res.statusCode, res.body).toBe(200);
  const body = contract.purchaseOrder.list.responses[200].parse(res.json());
  const ids = (body.data as { id: number }[]).map((r) => r.id);
  expect(body.pagination.total).toBe(ids.length);
  return ids.filter((id) => mine.includes(id));
};
const waitingInvoices = async (who: typeof ann) => {
  const res = await who.call('GET', '/api/v1/invoice/?waiting_for=me');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((r) => r.id);
};

beforeAll(async () => {
  for (const who of [low, low2]) {
    await ann.call('PUT', `/api/v1/users/${who.id}/limits`, { po: 10_000, invoice: 1_000_000 });
  }
  await ann.call('PUT', `/api/v1/users/${mid.id}/limits`, { po: 50_000, invoice: 2_000_000 });
  await ann.call('POST', '/api/v1/exchange-rates', {
    currency: 'EUR',
    rate_date: '2026-03-01',
    rate: '90.5',
  });
});

describe(`waiting for me on ${testEngine}`, { timeout: 120_000 }, () => {
  it('lists the orders each approver can move, and none to their creator or a viewer', async () => {
    const big = await order(2); // 118.00
    const small = await order(1); // 59.00
    expect(await waitingOrders(low)).toEqual([small, big]);
    expect(await waitingOrders(ann)).toEqual([]);
    expect(await waitingOrders(viewer)).toEqual([]);

    expect((await low.call('POST', `/api/v1/po/${big}/approve`)).statusCode).toBe(202);
    // Lou's own first approval no longer waits for Lou; Lee's limit cannot complete it; Mia's can.
    expect(await waitingOrders(low)).toEqual([small]);
    expect(await waitingOrders(low2)).toEqual([small]);
    expect(await waitingOrders(mid)).toEqual([small, big]);
    expect((await mid.call('POST', `/api/v1/po/${big}/approve`)).statusCode).toBe(200);
    expect(await waitingOrders(mid)).toEqual([small]);
  });

  it('lists invoices by segregation of duties and the limit in the base currency', async () => {
    const doc = await storeFile(
      server.app,
      ann.auth,
      await invoicePdf(sample('en-classic-usd')),
      'wait.pdf',
    );
    const id = doc.invoice_id!;
    await settled(server.app, ann.auth, id);
    const edited = await ben.call('PUT', `/api/v1/invoice/${id}`, {
      header: { total_amount: 200, currency: 'EUR', invoice_date: '2026-03-10' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The uploader and the reviewer may not approve it; approvers may (a first approval).
    expect(await waitingInvoices(ann)).not.toContain(id);
    expect(await waitingInvoices(ben)).not.toContain(id);
    expect(await waitingInvoices(low)).toContain(id);

    // Lee's first approval (as the approval records it): 200 EUR = 18,100.00 INR waits for
    // Mia (20,000.00), not for Lou (10,000.00) nor for Lee.
    await server.app.db
      .updateTable('invoices')
      .set({ first_approved_by: low2.id, first_approved_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await waitingInvoices(mid)).toContain(id);
    expect(await waitingInvoices(low)).not.toContain(id);
    expect(await waitingInvoices(low2)).not.toContain(id);
    // Without a rate of its currency it waits for no limited approver.
    await ben.call('PUT', `/api/v1/invoice/${id}`, { header: { currency: 'JPY' } });
    await server.app.db
      .updateTable('invoices')
      .set({ first_approved_by: low2.id })
      .where('id', '=', id)
      .execute();
    expect(await waitingInvoices(mid)).not.toContain(id);
    expect(await waitingInvoices(viewer)).toEqual([]);
  });
});
