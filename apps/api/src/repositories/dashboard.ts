import {
  VENDOR_STATUS,
  type Activity,
  type CurrencyAmount,
  type Dashboard,
  type PendingApproval,
} from '@procure/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { nowIso, toCount } from '../db/dialect';
import { payables } from './dashboard-payables';
import { DAY_MS, dateOf, liveInvoices, money } from './insights-common';

/** A pending invoice due within this many days (or overdue) is URGENT. */
export const URGENT_WITHIN_DAYS = 3;

/** Counts and sums per currency, largest sum first; rows without a currency are in the base
 * currency. An invoice not yet totalled counts but adds nothing. */
function sums(
  rows: Array<{ currency: string | null; n: unknown; cents: unknown }>,
  baseCurrency: string,
) {
  const cents = new Map<string, number>();
  for (const r of rows) {
    if (r.cents === null || r.cents === undefined) continue;
    const currency = r.currency ?? baseCurrency;
    cents.set(currency, (cents.get(currency) ?? 0) + Number(r.cents));
  }
  const amounts: CurrencyAmount[] = [...cents]
    .map(([currency, total]) => ({ currency, amount: money(total) }))
    .sort((a, b) => b.amount - a.amount);
  return { count: rows.reduce((total, r) => total + toCount(r.n as number), 0), amounts };
}

export type DashboardOptions = {
  /** The company's base currency (config BASE_CURRENCY): what POs are kept in, and what an
   * invoice without a read currency is counted in. */
  baseCurrency: string;
};

/** The dashboard's figures, read from the rows themselves (no stored counters), so they are
 * true the moment an invoice is uploaded or a vendor submitted. */
export function createDashboardRepository(db: Db) {
  /** Count and amount per currency; an invoice without a currency counts in the base one. */
  const invoiceSums = (query: ReturnType<typeof liveInvoices>, baseCurrency: string) =>
    query
      .select((eb) => ['currency', eb.fn.countAll().as('n'), eb.fn.sum('total_cents').as('cents')])
      .groupBy('currency')
      .execute()
      .then((rows) => sums(rows, baseCurrency));

  const overdue = () =>
    liveInvoices(db)
      .where('payment_status', '<>', 'paid')
      .where('due_date', 'is not', null)
      .where('due_date', '<', dateOf());

  async function recentActivity(): Promise<Activity[]> {
    const [events, uploads] = await Promise.all([
      db
        .selectFrom('audit_events')
        .select(['id', 'entity_type', 'entity_id', 'action', 'user_name', 'at'])
        .where((eb) =>
          eb.not(eb.and([eb('entity_type', '=', 'invoice'), eb('action', '=', 'uploaded')])),
        )
        // The documents' steps only: user administration's rows are for auditors, not the feed.
        .where('entity_type', 'in', ['vendor', 'purchase_order', 'mrn', 'invoice'])
        .orderBy('id', 'desc')
        .limit(8)
        .execute(),
      db
        .selectFrom('invoices as i')
        .leftJoin('users as u', 'u.id', 'i.created_by')
        .leftJoin('documents as f', 'f.doc_id', 'i.doc_id')
        .select(['i.id', 'i.invoice_number', 'i.doc_id', 'i.created_at', 'u.user_name'])
        .select('f.file_name')
        .orderBy('i.id', 'desc')
        .limit(8)
        .execute(),
    ]);
    const ids = (type: string) =>
      events.filter((e) => e.entity_type === type).map((e) => e.entity_id);
    const [vendors, documents, invoices] = await Promise.all([
      ids('vendor').length
        ? db.selectFrom('vendors').select(['id', 'name']).where('id', 'in', ids('vendor')).execute()
        : [],
      ids('purchase_order').length + ids('mrn').length
        ? db
            .selectFrom('procurement_documents')
            .select(['id', 'number'])
            .where('id', 'in', [...ids('purchase_order'), ...ids('mrn')])
            .execute()
        : [],
      ids('invoice').length
        ? db
            .selectFrom('invoices')
            .select(['id', 'invoice_number', 'doc_id'])
            .where('id', 'in', ids('invoice'))
            .execute()
        : [],
    ]);
    const names = new Map<string, string>([
      ...vendors.map((v) => [`vendor:${v.id}`, v.name] as const),
      ...documents.flatMap((d) => [
        [`purchase_order:${d.id}`, d.number] as const,
        [`mrn:${d.id}`, d.number] as const,
      ]),
      ...invoices.map((i) => [`invoice:${i.id}`, i.invoice_number ?? i.doc_id] as const),
    ]);
    const kindOf = { vendor: 'vendor', purchase_order: 'po', mrn: 'mrn', invoice: 'invoice' };
    const audited: Activity[] = events.flatMap((e) => {
      const kind = kindOf[e.entity_type as keyof typeof kindOf] as Activity['kind'] | undefined;
      const title = names.get(`${e.entity_type}:${e.entity_id}`);
      return kind && title
        ? [{ id: `a${e.id}`, kind, action: e.action, title, by: e.user_name, at: e.at }]
        : [];
    });
    const uploaded: Activity[] = uploads.map((i) => ({
      id: `i${i.id}`,
      kind: 'invoice',
      action: 'uploaded',
      // Until its number is read, an invoice is known by its file's name.
      title: i.invoice_number ?? i.file_name ?? i.doc_id,
      by: i.user_name ?? null,
      at: i.created_at,
    }));
    return [...audited, ...uploaded].sort((a, b) => b.at.localeCompare(a.at)).slice(0, 8);
  }

  async function pendingApprovals(baseCurrency: string): Promise<PendingApproval[]> {
    const urgentBy = dateOf(URGENT_WITHIN_DAYS * DAY_MS);
    const weekAgo = nowIso(-7 * DAY_MS);
    const [invoices, orders, vendors, approved] = await Promise.all([
      db
        .selectFrom('invoices')
        .select(['id', 'invoice_number', 'doc_id', 'vendor_name', 'total_cents', 'currency'])
        .select(['due_date', 'created_at'])
        .where('tab', '=', 'draft')
        .where('extraction_status', '<>', 'processing')
        .orderBy(sql`CASE WHEN due_date IS NOT NULL AND due_date <= ${urgentBy} THEN 0 ELSE 1 END`)
        .orderBy('id', 'desc')
        .limit(4)
        .execute(),
      db
        .selectFrom('procurement_documents as d')
        .innerJoin('vendors as v', 'v.id', 'd.vendor_id')
        .select(['d.id', 'd.number', 'v.name', 'd.total_cents', 'd.created_at'])
        .where('d.kind', '=', 'po')
        .where('d.tab', '=', 'draft')
        .orderBy('d.id', 'desc')
        .limit(2)
        .execute(),
      db
        .selectFrom('vendors')
        .select(['id', 'name', 'updated_at'])
        .where('status', '=', VENDOR_STATUS.submitted)
        .orderBy('updated_at', 'desc')
        .limit(2)
        .execute(),
      db
        .selectFrom('audit_events')
        .select(['entity_type', 'entity_id', 'at'])
        .where('action', '=', 'approved')
        .where('entity_type', 'in', ['invoice', 'purchase_order'])
        .where('at', '>=', weekAgo)
        .orderBy('id', 'desc')
        .limit(2)
        .execute(),
    ]);
    const approvedIds = (type: string) =>
      approved.filter((a) => a.entity_type === type).map((a) => a.entity_id);
    const [approvedInvoices, approvedOrders] = await Promise.all([
      approvedIds('invoice').length
        ? db
            .selectFrom('invoices')
            .select(['id', 'invoice_number', 'doc_id', 'vendor_name', 'total_cents', 'currency'])
            .where('id', 'in', approvedIds('invoice'))
            .where('approval_status', '=', 'approved')
            .execute()
        : [],
      approvedIds('purchase_order').length
        ? db
            .selectFrom('procurement_documents as d')
            .innerJoin('vendors as v', 'v.id', 'd.vendor_id')
            .select(['d.id', 'd.number', 'v.name', 'd.total_cents'])
            .where('d.id', 'in', approvedIds('purchase_order'))
            .where('d.tab', '=', 'active')
            .execute()
        : [],
    ]);
    const invoiceTitle = (i: {
      invoice_number: string | null;
      doc_id: string;
      vendor_name: string | null;
    }) => [i.invoice_number ?? i.doc_id, i.vendor_name].filter(Boolean).join(' · ');
    const invoiceAmount = (i: { total_cents: number | null; currency: string | null }) =>
      i.total_cents !== null
        ? { currency: i.currency ?? baseCurrency, amount: money(i.total_cents) }
        : null;
    // POs carry no currency (spec): their money is in the base currency.
    const poAmount = (cents: unknown) => ({ currency: baseCurrency, amount: money(cents) });
    const items: PendingApproval[] = [
      ...invoices.map((i) => ({
        id: `invoice:${i.id}`,
        kind: 'invoice' as const,
        title: invoiceTitle(i),
        amount: invoiceAmount(i),
        status:
          i.due_date && i.due_date <= urgentBy ? ('URGENT' as const) : ('UNDER REVIEW' as const),
        path: `/invoices/detail/${i.id}`,
      })),
      ...orders.map((d) => ({
        id: `po:${d.id}`,
        kind: 'po' as const,
        title: `${d.number} · ${d.name}`,
        amount: poAmount(d.total_cents),
        status: 'UNDER REVIEW' as const,
        path: `/po/view/${d.id}`,
      })),
      ...vendors.map((v) => ({
        id: `vendor:${v.id}`,
        kind: 'vendor' as const,
        title: v.name,
        amount: null,
        status: 'UNDER REVIEW' as const,
        path: `/vendor/view/${v.id}`,
      })),
      ...approvedInvoices.map((i) => ({
        id: `invoice:${i.id}`,
        kind: 'invoice' as const,
        title: invoiceTitle(i),
        amount: invoiceAmount(i),
        status: 'APPROVED' as const,
        path: `/invoices/detail/${i.id}`,
      })),
      ...approvedOrders.map((d) => ({
        id: `po:${d.id}`,
        kind: 'po' as const,
        title: `${d.number} · ${d.name}`,
        amount: poAmount(d.total_cents),
        status: 'APPROVED' as const,
        path: `/po/view/${d.id}`,
      })),
    ];
    const rank = { URGENT: 0, 'UNDER REVIEW': 1, APPROVED: 2 };
    return items.sort((a, b) => rank[a.status] - rank[b.status]).slice(0, 6);
  }

  return {
    async dashboard({ baseCurrency }: DashboardOptions): Promise<Dashboard> {
      const weekAgo = nowIso(-7 * DAY_MS);
      const [pending, late, vendors, thisWeek, documents, recent, approvals, owed] =
        await Promise.all([
          invoiceSums(db.selectFrom('invoices').where('tab', '=', 'draft'), baseCurrency),
          invoiceSums(overdue(), baseCurrency),
          db
            .selectFrom('vendors')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', '=', VENDOR_STATUS.submitted)
            .executeTakeFirstOrThrow(),
          // Of the vendors waiting now, those sent for approval in the last 7 days.
          db
            .selectFrom('audit_events as a')
            .innerJoin('vendors as v', 'v.id', 'a.entity_id')
            .select((eb) => eb.fn.count('a.entity_id').distinct().as('n'))
            .where('a.entity_type', '=', 'vendor')
            .where('a.action', '=', 'submitted')
            .where('a.at', '>=', weekAgo)
            .where('v.status', '=', VENDOR_STATUS.submitted)
            .executeTakeFirstOrThrow(),
          db
            .selectFrom('procurement_documents')
            .select((eb) => ['kind', eb.fn.countAll().as('n')])
            .groupBy('kind')
            .execute(),
          recentActivity(),
          pendingApprovals(baseCurrency),
          payables(db, baseCurrency),
        ]);
      const countOf = (kind: string) =>
        toCount(documents.find((d) => d.kind === kind)?.n as number);
      return {
        pending_invoices: pending,
        pending_vendors: {
          count: toCount(vendors.n as number),
          submitted_this_week: toCount(thisWeek.n as number),
        },
        overdue_invoices: late,
        purchase_orders: countOf('po'),
        material_receipts: countOf('mrn'),
        recent_activity: recent,
        pending_approvals: approvals,
        payables: owed,
      };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
