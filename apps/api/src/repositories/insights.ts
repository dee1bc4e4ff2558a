import {
  VENDOR_STATUS,
  type Activity,
  type Analytics,
  type CurrencyAmount,
  type Dashboard,
  type PendingApproval,
} from '@procure/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { daysBetween, engineOf, nowIso, toCount } from '../db/dialect';

const DAY_MS = 86_400_000;
/** A pending invoice due within this many days (or overdue) is URGENT. */
export const URGENT_WITHIN_DAYS = 3;
const WEEKS = 12;
const TOP_VENDORS = 8;
/** Accuracy is read from the fields of the newest extracted invoices. */
const ACCURACY_SAMPLE = 500;

const money = (cents: unknown) => Math.round(Number(cents ?? 0)) / 100;
const round1 = (n: number) => Math.round(n * 10) / 10;
const dateOf = (offsetMs = 0) => nowIso(offsetMs).slice(0, 10);

/** Counts and sums per currency, largest sum first; rows without a currency count only. */
function sums(rows: Array<{ currency: string | null; n: unknown; cents: unknown }>) {
  const amounts: CurrencyAmount[] = rows
    .filter((r) => r.currency)
    .map((r) => ({ currency: r.currency!, amount: money(r.cents) }))
    .sort((a, b) => b.amount - a.amount);
  return { count: rows.reduce((total, r) => total + toCount(r.n as number), 0), amounts };
}

/** Monday (UTC) of the week holding an ISO date. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** The dashboard's and analytics' figures, read from the rows themselves (no stored counters),
 * so they are true the moment an invoice is uploaded or a vendor submitted. */
export function createInsightsRepository(db: Db) {
  const engine = engineOf(db);
  const live = () => db.selectFrom('invoices').where('tab', '<>', 'reject');

  const invoiceSums = (query: ReturnType<typeof live>) =>
    query
      .select((eb) => ['currency', eb.fn.countAll().as('n'), eb.fn.sum('total_cents').as('cents')])
      .groupBy('currency')
      .execute()
      .then(sums);

  const overdue = () =>
    live()
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

  async function pendingApprovals(): Promise<PendingApproval[]> {
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
      i.total_cents !== null && i.currency
        ? { currency: i.currency, amount: money(i.total_cents) }
        : null;
    // PO money is kept in the company's currency.
    const poAmount = (cents: unknown) => ({ currency: 'INR', amount: money(cents) });
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
    async dashboard(): Promise<Dashboard> {
      const weekAgo = nowIso(-7 * DAY_MS);
      const [pending, late, vendors, thisWeek, documents, recent, approvals] = await Promise.all([
        invoiceSums(db.selectFrom('invoices').where('tab', '=', 'draft')),
        invoiceSums(overdue()),
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
        pendingApprovals(),
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
      };
    },

    async analytics(): Promise<Analytics> {
      const since = weekOf(dateOf(-(WEEKS - 1) * 7 * DAY_MS));
      const [payment, samples, due, currencies, weeks] = await Promise.all([
        db
          .selectFrom('invoices as i')
          .innerJoin(
            (eb) =>
              eb
                .selectFrom('audit_events')
                .select(['entity_id', (e) => e.fn.max('at').as('at')])
                .where('entity_type', '=', 'invoice')
                .where('action', '=', 'approved')
                .groupBy('entity_id')
                .as('a'),
            (join) => join.onRef('a.entity_id', '=', 'i.id'),
          )
          // Only approvals the audit trail records: a row's last write is no approval date.
          .select((eb) =>
            eb.fn.avg(daysBetween(engine, eb.ref('i.invoice_date'), eb.ref('a.at'))).as('days'),
          )
          .where('i.approval_status', '=', 'approved')
          .where('i.invoice_date', 'is not', null)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('invoices')
          .select('fields')
          .where('extraction_status', 'in', ['extracted', 'hold'])
          .orderBy('id', 'desc')
          .limit(ACCURACY_SAMPLE)
          .execute(),
        live()
          .select((eb) => [
            eb.fn.countAll().as('n'),
            eb.fn
              .sum(
                sql<number>`CASE WHEN payment_status <> 'paid' AND due_date < ${dateOf()} THEN 1 ELSE 0 END`,
              )
              .as('late'),
          ])
          .where('due_date', 'is not', null)
          .executeTakeFirstOrThrow(),
        live()
          .select((eb) => ['currency', eb.fn.countAll().as('n')])
          .where('currency', 'is not', null)
          .groupBy('currency')
          .orderBy(sql`COUNT(*)`, 'desc')
          .orderBy('currency')
          .limit(1)
          .execute(),
        db
          .selectFrom('invoices')
          .select((eb) => [
            sql<string>`substr(created_at, 1, 10)`.as('day'),
            'tab',
            eb.fn.countAll().as('n'),
          ])
          .where('created_at', '>=', since)
          .groupBy([sql`substr(created_at, 1, 10)`, 'tab'])
          .execute(),
      ]);

      let accepted = 0;
      let corrected = 0;
      for (const { fields } of samples) {
        for (const field of Object.values(
          JSON.parse(fields) as Record<string, { status?: string }>,
        )) {
          if (field?.status === 'extracted') accepted += 1;
          else if (field?.status === 'corrected') corrected += 1;
        }
      }
      const dueCount = toCount(due.n as number);
      const currency = currencies[0]?.currency ?? null;
      const [savings, spend] = currency
        ? await Promise.all([
            live()
              .select((eb) => eb.fn.sum('total_cents').as('cents'))
              .where('duplicate_of', 'is not', null)
              .where('approval_status', '<>', 'approved')
              .where('currency', '=', currency)
              .executeTakeFirstOrThrow(),
            live()
              .select((eb) => [
                eb.fn.coalesce('vendor_name', sql<string>`'—'`).as('vendor'),
                eb.fn.sum('total_cents').as('cents'),
              ])
              .where('currency', '=', currency)
              .where('total_cents', 'is not', null)
              .groupBy(sql`COALESCE(vendor_name, '—')`)
              .orderBy(sql`SUM(total_cents)`, 'desc')
              .limit(TOP_VENDORS)
              .execute(),
          ])
        : [null, []];

      const series = new Map<
        string,
        { week: string; pending: number; approved: number; rejected: number }
      >();
      for (let i = 0; i < WEEKS; i += 1) {
        const week = weekOf(dateOf(-(WEEKS - 1 - i) * 7 * DAY_MS));
        series.set(week, { week, pending: 0, approved: 0, rejected: 0 });
      }
      const column = { draft: 'pending', active: 'approved', reject: 'rejected' } as const;
      for (const row of weeks) {
        const bucket = series.get(weekOf(row.day));
        if (bucket) bucket[column[row.tab]] += toCount(row.n as number);
      }

      return {
        average_payment_days: payment.days === null ? null : round1(Number(payment.days)),
        payment_accuracy:
          accepted + corrected ? round1((100 * accepted) / (accepted + corrected)) : null,
        vendor_satisfaction: dueCount
          ? round1((5 * (dueCount - toCount(due.late as number))) / dueCount)
          : null,
        cost_savings: currency ? { currency, amount: money(savings?.cents) } : null,
        invoices_per_week: [...series.values()],
        spend_by_vendor: {
          currency,
          vendors: spend.map((row) => ({ vendor: String(row.vendor), amount: money(row.cents) })),
        },
      };
    },
  };
}
export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
