import type { Analytics, Dashboard } from '@procure/contract';
import { buildCiiXml } from '@procure/fixtures/invoices';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/dialect';
import { signedInTestApp } from './helpers';
import { sample, settled, storeFile } from './support/invoices';
import { addCompany, limitedUser } from './support/companies';
import { testEngine } from './test-database';

// A user limited to one company reads only that company's documents beyond the lists too
// (issue 22 item 6): the dashboard's figures, the analytics, the accounting export, an
// invoice's mail, jobs and payment terms. Every document belongs to South here but three
// invoices and one PO of North's; an unlimited user still sees them all.
const server = signedInTestApp();
let clerk: { auth: Record<string, string> };
const north = { drafts: [] as number[], approved: 0, approvedNumber: '', po: 0 };
let southApproved = { id: 0, number: '' };
const today = nowIso().slice(0, 10);
const yesterday = nowIso(-86_400_000).slice(0, 10);

const get = (url: string, auth = server.auth) =>
  server.app.inject({ method: 'GET', url, headers: auth });

beforeAll(async () => {
  const { db } = server.app;
  const northId = await addCompany(server.app, { name: 'North Scope GmbH' });
  const southId = await addCompany(server.app, { name: 'South Scope Ltd' });
  clerk = await limitedUser(server.app, ['ap_clerk'], [northId]);
  await db.updateTable('procurement_documents').set({ company_id: southId }).execute();

  // Five e-invoices: North's two drafts and one approved, South's one approved and one draft.
  const ids: number[] = [];
  for (const number of ['SC-N-1', 'SC-N-2', 'SC-N-3', 'SC-S-1', 'SC-S-2']) {
    const xml = buildCiiXml({ ...sample('de-classic-eur'), invoice_number: number });
    const doc = await storeFile(server.app, server.auth, Buffer.from(xml), `${number}.xml`);
    ids.push((await settled(server.app, server.auth, doc.invoice_id!)).id);
  }
  await db.updateTable('invoices').set({ company_id: southId }).execute();
  await db
    .updateTable('invoices')
    .set({ approval_status: 'approved', tab: 'active' })
    .where('id', 'in', [ids[2]!, ids[3]!])
    .execute();
  north.drafts = [ids[0]!, ids[1]!];
  north.approved = ids[2]!;
  north.approvedNumber = 'SC-N-3';
  southApproved = { id: ids[3]!, number: 'SC-S-1' };
  // North's: one draft overdue, one due today, one approved and not due; made now.
  const mine = { company_id: northId, created_at: nowIso(), payment_status: 'pending' };
  const set = (id: number, values: object) =>
    db
      .updateTable('invoices')
      .set({ ...mine, total_cents: 10_000, currency: 'EUR', discount_until: null, ...values })
      .where('id', '=', id)
      .execute();
  await set(north.drafts[0]!, { due_date: yesterday });
  await set(north.drafts[1]!, { due_date: today });
  await set(north.approved, { due_date: null });
  const po = await db
    .selectFrom('procurement_documents')
    .select('id')
    .where('kind', '=', 'po')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  north.po = po.id;
  await db
    .updateTable('procurement_documents')
    .set({ company_id: northId })
    .where('id', '=', po.id)
    .execute();
});

const northIds = () => [...north.drafts, north.approved];

describe(`a user limited to companies, beyond the lists, on ${testEngine}`, () => {
  it('reads the dashboard of their company only', async () => {
    const response = await get('/api/v1/dashboard', clerk.auth);
    expect(response.statusCode, response.body).toBe(200);
    const d = response.json().data as Dashboard;
    expect(d.pending_invoices).toEqual({ count: 2, amounts: [{ currency: 'EUR', amount: 200 }] });
    expect(d.overdue_invoices).toEqual({ count: 1, amounts: [{ currency: 'EUR', amount: 100 }] });
    expect(d.purchase_orders).toBe(1);
    expect(d.material_receipts).toBe(0);
    expect(d.payables?.due_this_week.count).toBe(1);
    expect(d.payables?.discounts_available.count).toBe(0);
    expect(d.payables?.discounts_lost.count).toBe(0);
    const allowed = new Set([...northIds().map((id) => `invoice:${id}`), `po:${north.po}`]);
    for (const item of d.pending_approvals.filter((p) => p.kind !== 'vendor'))
      expect(allowed, item.id).toContain(item.id);
    // The feed names no invoice but North's (an upload is titled by its number or file).
    const titles = await server.app.db
      .selectFrom('invoices as i')
      .leftJoin('documents as f', 'f.doc_id', 'i.doc_id')
      .select(['i.invoice_number', 'i.doc_id', 'f.file_name'])
      .where('i.id', 'in', northIds())
      .execute();
    const known = new Set(titles.flatMap((t) => [t.invoice_number, t.doc_id, t.file_name]));
    for (const activity of d.recent_activity.filter((a) => a.kind === 'invoice'))
      expect(known, activity.title).toContain(activity.title);
  });

  it('leaves the dashboard of an unlimited user whole', async () => {
    const d = (await get('/api/v1/dashboard')).json().data as Dashboard;
    const drafts = await server.app.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tab', '=', 'draft')
      .executeTakeFirstOrThrow();
    expect(d.pending_invoices.count).toBe(Number(drafts.n));
    expect(d.pending_invoices.count).toBeGreaterThan(2);
    expect(d.purchase_orders).toBeGreaterThan(1);
  });

  it('reads the analytics of their company only', async () => {
    const mine = (await get('/api/v1/analytics', clerk.auth)).json().data as Analytics;
    const all = (await get('/api/v1/analytics')).json().data as Analytics;
    const made = (a: Analytics) =>
      a.invoices_per_week.reduce((n, w) => n + w.pending + w.approved + w.rejected, 0);
    expect(made(mine)).toBe(3);
    expect(made(all)).toBeGreaterThanOrEqual(3);
    const vendors = await server.app.db
      .selectFrom('invoices')
      .select('vendor_name')
      .where('id', 'in', northIds())
      .execute();
    const names = new Set(vendors.map((v) => v.vendor_name ?? '—'));
    for (const row of mine.spend_by_vendor.vendors) expect(names).toContain(row.vendor);
    expect(mine.spend_by_vendor.currency).toBe('EUR');
  });

  it('exports the approved invoices of their company only', async () => {
    const url = '/api/v1/accounting/export?format=journal&from=2024-01-01&to=2024-12-31';
    /** The invoices an export names: its rows, or the issues of a refused one. */
    const named = async (auth: Record<string, string>) => {
      const response = await get(url, auth);
      expect([200, 400], response.body).toContain(response.statusCode);
      return response.statusCode === 200
        ? response.body
        : (response.json().issues as Array<{ path: string }>).map((i) => i.path).join('\n');
    };
    const mine = await named(clerk.auth);
    expect(mine).toContain(north.approvedNumber);
    expect(mine).not.toContain(southApproved.number);
    expect(await named(server.auth)).toContain(southApproved.number);
  });

  it('does not find another company’s invoice by its mail, jobs or payment terms', async () => {
    const south = southApproved.id;
    expect((await get(`/api/v1/mail/invoices/${south}`, clerk.auth)).statusCode).toBe(404);
    expect((await get(`/api/v1/mail/invoices/${south}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/mail/invoices/${north.approved}`, clerk.auth)).statusCode).toBe(200);
    const terms = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/invoice/${south}/payment-terms`,
      headers: clerk.auth,
      payload: { terms: null },
    });
    expect(terms.statusCode).toBe(404);
    expect(terms.json().message).toBe('No invoice with this id');

    // Another company's invoice has no jobs to a limited user; its own are read as before.
    const { db } = server.app;
    const at = nowIso();
    for (const id of [south, north.approved])
      await db
        .insertInto('jobs')
        .values({
          kind: 'extract-invoice',
          payload: '{}',
          status: 'succeeded',
          attempts: 1,
          max_attempts: 1,
          run_at: at,
          created_at: at,
          updated_at: at,
          owner_type: 'invoice',
          owner_id: id,
        } as never)
        .execute();
    const jobs = (id: number, auth?: Record<string, string>) =>
      get(`/api/v1/jobs?owner_type=invoice&owner_id=${id}`, auth).then((r) => r.json().data);
    expect(await jobs(south, clerk.auth)).toEqual([]);
    expect((await jobs(south)).length).toBeGreaterThan(0);
    expect((await jobs(north.approved, clerk.auth)).length).toBeGreaterThan(0);
  });

  it('links a typed PO number to their company’s PO only, so its match shows nothing else', async () => {
    const { db } = server.app;
    const numbers = await db
      .selectFrom('procurement_documents')
      .select(['id', 'number', 'company_id'])
      .where('kind', '=', 'po')
      .orderBy('id')
      .execute();
    const other = numbers.find((po) => po.id !== north.po)!;
    const own = numbers.find((po) => po.id === north.po)!;
    const invoice = north.drafts[1]!;
    const review = (poNumber: string) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/v1/invoice/${invoice}`,
        headers: clerk.auth,
        payload: { header: { po_number: poNumber } },
      });
    const linked = async () =>
      (await db.selectFrom('invoices').select('po_id').where('id', '=', invoice).executeTakeFirst())
        ?.po_id;
    const first = await review(other.number);
    expect(first.statusCode, first.body).toBe(200);
    expect(await linked()).toBeNull();
    const match = await get(`/api/v1/invoice/${invoice}/match`, clerk.auth);
    expect(match.json().data.po).toBeNull();
    expect((await review(own.number)).statusCode).toBe(200);
    expect(await linked()).toBe(north.po);
  });
});
