import { contract, VENDOR_STATUS, type Analytics, type Dashboard } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn } from './helpers';
import { invoicePdf, sample, storeFile } from './support/invoices';
import { registerVendor } from './support/vendors';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

async function dashboard(): Promise<Dashboard> {
  const r = await call('GET', '/api/v1/dashboard');
  expect(r.statusCode, r.body).toBe(200);
  return contract.insights.dashboard.responses[200].parse(r.json()).data;
}
async function analytics(): Promise<Analytics> {
  const r = await call('GET', '/api/v1/analytics');
  expect(r.statusCode, r.body).toBe(200);
  return contract.insights.analytics.responses[200].parse(r.json()).data;
}
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('dashboard', () => {
  it('needs a sign-in', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard' });
    expect(r.statusCode).toBe(401);
  });

  it('reads its counts from the rows: POs, MRNs, pending vendors', async () => {
    const d = await dashboard();
    const total = async (kind: string) => {
      const tabs = await Promise.all(
        ['draft', 'active', 'reject'].map(async (type) => {
          const r = await call('GET', `/api/v1/${kind}?type=${type}&page_size=1`);
          return r.json().pagination.total as number;
        }),
      );
      return tabs.reduce((a, b) => a + b, 0);
    };
    expect(d.purchase_orders).toBe(await total('po'));
    expect(d.material_receipts).toBe(await total('mrn'));
    const rows = await t.app.db
      .selectFrom('vendors')
      .select('id')
      .where('status', '=', VENDOR_STATUS.submitted)
      .execute();
    expect(d.pending_vendors.count).toBe(rows.length);
    for (const item of d.pending_approvals)
      expect(['URGENT', 'UNDER REVIEW', 'APPROVED']).toContain(item.status);
  });

  it('counts an uploaded invoice as pending, and shows it in recent activity', async () => {
    const before = await dashboard();
    const doc = await storeFile(
      t.app,
      auth,
      await invoicePdf(sample('de-classic-eur'), 'cii'),
      'de.pdf',
    );
    expect(doc.invoice_id).toBeGreaterThan(0);
    const after = await dashboard();
    expect(after.pending_invoices.count).toBe(before.pending_invoices.count + 1);
    expect(after.recent_activity[0]).toMatchObject({ kind: 'invoice', action: 'uploaded' });
  });

  it('counts a submitted vendor as pending, submitted this week, with its activity', async () => {
    const before = await dashboard();
    const id = await registerVendor(t.app, auth, 1);
    expect((await dashboard()).pending_vendors.count).toBe(before.pending_vendors.count);
    const r = await call('POST', '/api/v1/vendor/submit', { basic_id: id });
    expect(r.statusCode, r.body).toBe(200);
    const after = await dashboard();
    expect(after.pending_vendors.count).toBe(before.pending_vendors.count + 1);
    expect(after.pending_vendors.submitted_this_week).toBe(
      before.pending_vendors.submitted_this_week + 1,
    );
    expect(after.recent_activity[0]).toMatchObject({
      kind: 'vendor',
      action: 'submitted',
      title: 'Zephyr Tools 1',
    });
  });

  it('counts an invoice past its due date and unpaid as overdue, until it is paid', async () => {
    const before = await dashboard();
    const invoice = await t.app.db
      .selectFrom('invoices')
      .select('id')
      .where('tab', '<>', 'reject')
      .where((eb) =>
        eb.or([
          eb('due_date', 'is', null),
          eb('due_date', '>=', yesterday()),
          eb('payment_status', '=', 'paid'),
        ]),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const set = (values: { due_date: string; payment_status: string }) =>
      t.app.db
        .updateTable('invoices')
        .set({ ...values, total_cents: 12_345, currency: 'EUR' })
        .where('id', '=', invoice.id)
        .execute();
    await set({ due_date: '2020-01-01', payment_status: 'pending' });
    const late = await dashboard();
    expect(late.overdue_invoices.count).toBe(before.overdue_invoices.count + 1);
    const sum = (d: Dashboard) =>
      d.overdue_invoices.amounts.find((a) => a.currency === 'EUR')?.amount ?? 0;
    expect(sum(late) - sum(before)).toBeCloseTo(123.45, 2);
    await set({ due_date: '2020-01-01', payment_status: 'paid' });
    expect((await dashboard()).overdue_invoices.count).toBe(before.overdue_invoices.count);
  });
  it('puts POs and invoices without a currency in the one base currency', async () => {
    // The configured one (INR by default) over HTTP: every PO amount is in it.
    for (const item of (await dashboard()).pending_approvals.filter((i) => i.kind === 'po'))
      expect(item.amount?.currency).toBe(t.config.baseCurrency);
    expect(t.config.baseCurrency).toBe('INR');

    // Another base currency: a pending PO and an invoice whose currency was not read use it.
    const base = { baseCurrency: 'CHF', scope: null };
    const before = await t.app.repos.dashboard.dashboard(base);
    const invoice = await t.app.db
      .selectFrom('invoices')
      .select('id')
      .where('tab', '=', 'draft')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('invoices')
      .set({ currency: null, total_cents: 50_000 })
      .where('id', '=', invoice.id)
      .execute();
    const after = await t.app.repos.dashboard.dashboard(base);
    const chf = (d: Dashboard) =>
      d.pending_invoices.amounts.find((a) => a.currency === 'CHF')?.amount ?? 0;
    expect(chf(after) - chf(before)).toBeCloseTo(500, 2);
    expect(after.pending_invoices.count).toBe(before.pending_invoices.count);
    const orders = after.pending_approvals.filter((i) => i.kind === 'po');
    for (const item of orders) expect(item.amount?.currency).toBe('CHF');
  });
});

describe('analytics', () => {
  it('answers four KPIs in their ranges and twelve weeks of invoices by status', async () => {
    const a = await analytics();
    expect(a.invoices_per_week).toHaveLength(12);
    const weeks = a.invoices_per_week.map((w) => w.week);
    expect([...weeks].sort()).toEqual(weeks);
    for (const week of weeks) expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
    if (a.payment_accuracy !== null) expect(a.payment_accuracy).toBeLessThanOrEqual(100);
    if (a.vendor_satisfaction !== null) {
      expect(a.vendor_satisfaction).toBeGreaterThanOrEqual(0);
      expect(a.vendor_satisfaction).toBeLessThanOrEqual(5);
    }
    const amounts = a.spend_by_vendor.vendors.map((v) => v.amount);
    expect([...amounts].sort((x, y) => y - x)).toEqual(amounts);
  });

  it("counts this week's upload in the last week's pending bar", async () => {
    const before = await analytics();
    await storeFile(t.app, auth, await invoicePdf(sample('fr-stacked-eur'), 'ubl'), 'fr.pdf');
    const after = await analytics();
    expect(after.invoices_per_week.at(-1)!.pending).toBe(
      before.invoices_per_week.at(-1)!.pending + 1,
    );
  });

  it('averages the days from invoice date to its recorded approval', async () => {
    const ids = await t.app.db.selectFrom('invoices').select('id').orderBy('id').limit(2).execute();
    await t.app.db
      .updateTable('invoices')
      .set({ approval_status: 'pending', tab: 'draft' })
      .where('approval_status', '=', 'approved')
      .execute();
    await t.app.db.deleteFrom('audit_events').where('entity_type', '=', 'invoice').execute();
    expect((await analytics()).average_payment_days).toBeNull();
    // Approved 4 and 10 days after their dates (the later of two recorded approvals counts).
    for (const [i, days] of [
      [0, 4],
      [1, 10],
    ] as const) {
      const id = ids[i]!.id;
      await t.app.db
        .updateTable('invoices')
        .set({ approval_status: 'approved', tab: 'active', invoice_date: '2026-01-01' })
        .where('id', '=', id)
        .execute();
      // Approved without a recorded approval: no date to count from.
      if (i === 1) expect((await analytics()).average_payment_days).toBe(4);
      const at = (d: number) => new Date(Date.UTC(2026, 0, 1 + d, 15)).toISOString();
      await t.app.db
        .insertInto('audit_events')
        .values([
          { entity_type: 'invoice', entity_id: id, action: 'approved', user_name: 't', at: at(1) },
          {
            entity_type: 'invoice',
            entity_id: id,
            action: 'approved',
            user_name: 't',
            at: at(days),
          },
        ])
        .execute();
    }
    expect((await analytics()).average_payment_days).toBe(7);
  });
});
