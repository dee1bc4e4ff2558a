import {
  VENDOR_STATUS,
  type CurrencyAmount,
  type Dashboard,
  type PendingApproval,
} from '@procure/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { nowIso, toCount } from '../db/dialect';
import { withinCompanies, type CompanyScope } from '../security/company-scope';
import { recentActivity } from './dashboard-activity';
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
  /** The user's companies (null: every company): a limited user's figures count only their
   * companies' documents, as their lists do. */
  scope: CompanyScope;
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

  const overdue = (scope: CompanyScope) =>
    liveInvoices(db, scope)
      .where('payment_status', '<>', 'paid')
      .where('due_date', 'is not', null)
      .where('due_date', '<', dateOf());

  async function pendingApprovals(
    baseCurrency: string,
    scope: CompanyScope,
  ): Promise<PendingApproval[]> {
    const urgentBy = dateOf(URGENT_WITHIN_DAYS * DAY_MS);
    const weekAgo = nowIso(-7 * DAY_MS);
    const [invoices, orders, vendors, approved] = await Promise.all([
      withinCompanies(db.selectFrom('invoices'), 'company_id', scope)
        .select(['id', 'invoice_number', 'doc_id', 'vendor_name', 'total_cents', 'currency'])
        .select(['due_date', 'created_at'])
        .where('tab', '=', 'draft')
        .where('extraction_status', '<>', 'processing')
        .orderBy(sql`CASE WHEN due_date IS NOT NULL AND due_date <= ${urgentBy} THEN 0 ELSE 1 END`)
        .orderBy('id', 'desc')
        .limit(4)
        .execute(),
      withinCompanies(db.selectFrom('procurement_documents as d'), 'd.company_id', scope)
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
        ? withinCompanies(db.selectFrom('invoices'), 'company_id', scope)
            .select(['id', 'invoice_number', 'doc_id', 'vendor_name', 'total_cents', 'currency'])
            .where('id', 'in', approvedIds('invoice'))
            .where('approval_status', '=', 'approved')
            .execute()
        : [],
      approvedIds('purchase_order').length
        ? withinCompanies(db.selectFrom('procurement_documents as d'), 'd.company_id', scope)
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
    async dashboard({ baseCurrency, scope }: DashboardOptions): Promise<Dashboard> {
      const weekAgo = nowIso(-7 * DAY_MS);
      const [pending, late, vendors, thisWeek, documents, recent, approvals, owed] =
        await Promise.all([
          invoiceSums(
            withinCompanies(db.selectFrom('invoices'), 'company_id', scope).where(
              'tab',
              '=',
              'draft',
            ),
            baseCurrency,
          ),
          invoiceSums(overdue(scope), baseCurrency),
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
          withinCompanies(db.selectFrom('procurement_documents'), 'company_id', scope)
            .select((eb) => ['kind', eb.fn.countAll().as('n')])
            .groupBy('kind')
            .execute(),
          recentActivity(db, scope),
          pendingApprovals(baseCurrency, scope),
          payables(db, baseCurrency, scope),
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
