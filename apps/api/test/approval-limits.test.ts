import { contract, documentMoney, lineMoney } from '@procure/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { colleague } from './support/colleague';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// Approval limits (issue 22 item 3): under the limit an approver approves; over it their
// approval is the first (202) and a different approver whose limit covers the amount completes
// it; an edit clears the first approval; amounts in another currency convert with the rate of
// the document's date. The base currency is the test server's default (INR).
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const ann = colleague(server, 'Ann Admin');
const ben = colleague(server, 'Ben Admin');
const low = colleague(server, 'Lou Low', ['approver']);
const low2 = colleague(server, 'Lee Low', ['approver']);
const mid = colleague(server, 'Mia Mid', ['approver']);
const free = colleague(server, 'Fay Free', ['approver']);

const forbidden = (message: string) => ({ message, code: 'forbidden' });
const setLimits = async (who: { id: number }, limits: object) => {
  const saved = await ann.call('PUT', `/api/v1/users/${who.id}/limits`, limits);
  expect(saved.statusCode, saved.body).toBe(200);
};

beforeAll(async () => {
  // PO: 100.00 / 500.00; invoice: 10,000.00 / 20,000.00 (in cents). Fay has none: no limit.
  for (const who of [low, low2]) await setLimits(who, { po: 10_000, invoice: 1_000_000 });
  await setLimits(mid, { po: 50_000, invoice: 2_000_000 });
  for (const [rate_date, rate] of [
    ['2026-03-01', '90.5'],
    ['2026-03-15', '110'],
  ])
    await ann.call('POST', '/api/v1/exchange-rates', { currency: 'EUR', rate_date, rate });
});

describe(`approval limits on ${testEngine}`, { timeout: 120_000 }, () => {
  const lines = [{ quantity: 2, unitPrice: 50, taxRate: 18 }].map((l, i) => ({
    id: i,
    description: 'Bolts',
    item_code: 'B-1',
    uom: 'NOS',
    ...l,
    amount: lineMoney(l).amount,
  }));
  const totals = documentMoney(lines); // 118.00
  let vendorId: number;
  let n = 0;
  const poBody = (id?: number) => ({
    ...(id === undefined ? {} : { id }),
    vendorId,
    poNumber: `LIM-PO-${(n += 1)}`,
    poDate: '2026-11-20',
    paymentTerms: 'Net 30',
    line_items: lines,
    po_basic_amount: totals.basic,
    po_total_tax_amount: totals.tax,
    po_total_amount: totals.total,
  });
  const firstApprover = async (table: 'procurement_documents' | 'invoices', id: number) =>
    (
      await server.app.db
        .selectFrom(table)
        .select('first_approved_by')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).first_approved_by;

  beforeAll(async () => {
    const vendors = await ann.call('GET', '/api/v1/vendor/?type=active&page_size=1');
    vendorId = vendors.json().data[0].id;
  });

  it('takes a PO over the first approver’s limit to a second approver whose limit covers it', async () => {
    const saved = await ann.call('POST', '/api/v1/po', [poBody()]);
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data[0].id as number;
    const url = `/api/v1/po/${id}/approve`;

    const first = await low.call('POST', url);
    expect(first.statusCode, first.body).toBe(202);
    const firstBody = contract.purchaseOrder.approve.responses[202].parse(first.json());
    expect(firstBody).toEqual({
      message:
        'Your approval is recorded as the first: this purchase order (118.00 INR) is above your limit of 100.00 INR, so it needs a second approval from someone whose limit covers it.',
      data: { id, status: 'draft' },
    });
    expect(await firstApprover('procurement_documents', id)).toBe(low.id);
    const waiting = contract.purchaseOrder.get.responses[200].parse(
      (await ann.call('GET', `/api/v1/po/${id}`)).json(),
    );
    expect(waiting.data.first_approval?.by).toBe('Lou Low');

    expect((await low.call('POST', url)).json()).toEqual(
      forbidden(
        'You gave this purchase order its first approval; a second approver whose limit covers it must approve it.',
      ),
    );
    expect((await low2.call('POST', url)).json()).toEqual(
      forbidden(
        'Your approval limit of 100.00 INR does not cover this purchase order (118.00 INR); it has its first approval already and needs an approver whose limit covers it.',
      ),
    );
    // SoD still holds for the second approval: the creator may not complete it.
    expect((await ann.call('POST', url)).statusCode).toBe(403);

    const second = await mid.call('POST', url);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.status).toBe('active');
    // Decided: the first approval is history now, not a standing state.
    expect((await ann.call('GET', `/api/v1/po/${id}`)).json().data.first_approval).toBeNull();
    const history = (await ann.call('GET', `/api/v1/po/${id}`)).json().data.history as {
      action: string;
      by: string;
    }[];
    expect(history.map((h) => `${h.action} by ${h.by}`)).toEqual([
      'created by Ann Admin',
      'first_approved by Lou Low',
      'approved by Mia Mid',
    ]);
  });

  it('lets an approver whose limit covers a PO approve it alone, and clears a first approval on edit', async () => {
    const small = await ann.call('POST', '/api/v1/po', [
      {
        ...poBody(),
        line_items: [{ ...lines[0]!, quantity: 1, amount: 59 }],
        po_basic_amount: 50,
        po_total_tax_amount: 9,
        po_total_amount: 59,
      },
    ]);
    expect(small.statusCode, small.body).toBe(201);
    const smallId = small.json().data[0].id as number;
    expect((await low.call('POST', `/api/v1/po/${smallId}/approve`)).statusCode).toBe(200);

    const saved = await ann.call('POST', '/api/v1/po', [poBody()]);
    const id = saved.json().data[0].id as number;
    expect((await low.call('POST', `/api/v1/po/${id}/approve`)).statusCode).toBe(202);
    const edited = await ben.call('POST', '/api/v1/po', [poBody(id)]);
    expect(edited.statusCode, edited.body).toBe(201);
    expect(await firstApprover('procurement_documents', id)).toBeNull();
    // The edited draft needs both approvals again: Lou's approval is a first one once more.
    expect((await low.call('POST', `/api/v1/po/${id}/approve`)).statusCode).toBe(202);
    expect((await free.call('POST', `/api/v1/po/${id}/approve`)).statusCode).toBe(200);
  });

  it('lets only one of two approvers at the same moment give the first approval', async () => {
    const saved = await ann.call('POST', '/api/v1/po', [poBody()]);
    const id = saved.json().data[0].id as number;
    const url = `/api/v1/po/${id}/approve`;
    const answers = await Promise.all([low.call('POST', url), low2.call('POST', url)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    // SQLite runs the two one after the other (the second is refused: its limit falls short of
    // a first approval); PostgreSQL may run them side by side (the second's write finds the
    // first's and answers 409).
    expect(statuses[0]).toBe(202);
    expect([403, 409]).toContain(statuses[1]);
    const history = (await ann.call('GET', `/api/v1/po/${id}`)).json().data.history as {
      action: string;
    }[];
    expect(history.filter((h) => h.action === 'first_approved')).toHaveLength(1);
  });

  async function invoiceOf(header: Record<string, unknown>) {
    const doc = await storeFile(
      server.app,
      ann.auth,
      await invoicePdf(sample('en-classic-usd')),
      'limits.pdf',
    );
    const id = doc.invoice_id!;
    await settled(server.app, ann.auth, id);
    const edited = await ben.call('PUT', `/api/v1/invoice/${id}`, { header });
    expect(edited.statusCode, edited.body).toBe(200);
    return id;
  }

  it('converts an invoice with the rate of its date and chains its approvals past the limit', async () => {
    const id = await invoiceOf({ total_amount: 200, currency: 'EUR', invoice_date: '2026-03-10' });
    const url = `/api/v1/invoice/${id}/approve`;
    // The sample's vendor is not in the master: Lou asks to approve past it (two-person rule).
    expect((await low.call('POST', url, { override_reason: 'Known' })).statusCode).toBe(202);
    const first = await low2.call('POST', url, { override_reason: 'Agreed' });
    expect(first.statusCode, first.body).toBe(202);
    const body = contract.invoice.approve.responses[202].parse(first.json());
    expect(body.message).toBe(
      'Your approval is recorded as the first: this invoice (200.00 EUR = 18,100.00 INR at 90.5 of 2026-03-01) is above your limit of 10,000.00 INR, so it needs a second approval from someone whose limit covers it.',
    );
    expect(body.data.approvalStatus).not.toBe('approved');
    expect(body.data.first_approval?.by).toBe('Lee Low');
    expect((await low2.call('POST', url, { override_reason: 'Again' })).json()).toEqual(
      forbidden(
        'You gave this invoice its first approval; a second approver whose limit covers it must approve it.',
      ),
    );
    // 18,100.00 INR at the rate of 2026-03-01 is within Mia's 20,000.00 (the later rate of
    // 110 would make it 22,000.00).
    const approved = await mid.call('POST', url, { override_reason: 'Agreed' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.approvalStatus).toBe('approved');
    expect(approved.json().data.first_approval).toBeNull();
    const events = (await ann.call('GET', `/api/v1/invoice/${id}/history`)).json().data.events as {
      action: string;
      by: string;
    }[];
    expect(events.slice(-3).map((e) => `${e.action} by ${e.by}`)).toEqual([
      'override_requested by Lou Low',
      'first_approved by Lee Low',
      'approved by Mia Mid',
    ]);
  });

  it('refuses a limited approver an invoice in a currency without a rate, and lets an unlimited one approve', async () => {
    const id = await invoiceOf({ total_amount: 50, currency: 'JPY', invoice_date: '2026-03-10' });
    const url = `/api/v1/invoice/${id}/approve`;
    expect((await low2.call('POST', url, { override_reason: 'Known' })).statusCode).toBe(202);
    const refused = await low.call('POST', url, { override_reason: 'Agreed' });
    expect(refused.json()).toEqual(
      forbidden(
        'No exchange rate for JPY on or before 2026-03-10: add one under Master data, Exchange rates, before this invoice can be judged against approval limits.',
      ),
    );
    expect(await firstApprover('invoices', id)).toBeNull();
    expect((await free.call('POST', url, { override_reason: 'Agreed' })).statusCode).toBe(200);
  });

  it('clears an invoice’s first approval when its reviewed values change', async () => {
    const id = await invoiceOf({ total_amount: 300, currency: 'INR', invoice_date: '2026-03-10' });
    await setLimits(low2, { po: 10_000, invoice: 100 });
    const url = `/api/v1/invoice/${id}/approve`;
    expect((await low.call('POST', url, { override_reason: 'Known' })).statusCode).toBe(202);
    expect((await low2.call('POST', url, { override_reason: 'Agreed' })).statusCode).toBe(202);
    expect(await firstApprover('invoices', id)).toBe(low2.id);
    await ben.call('PUT', `/api/v1/invoice/${id}`, { header: { total_amount: 310 } });
    expect(await firstApprover('invoices', id)).toBeNull();
    await setLimits(low2, { po: 10_000, invoice: 1_000_000 });
  });
});
