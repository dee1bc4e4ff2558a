import type { Analytics } from '@procure/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { daysBetween, engineOf, toCount } from '../db/dialect';
import { withinCompanies, type CompanyScope } from '../security/company-scope';
import { DAY_MS, dateOf, liveInvoices, money } from './insights-common';

const WEEKS = 12;
const TOP_VENDORS = 8;
/** Accuracy is read from the fields of the newest extracted invoices. */
const ACCURACY_SAMPLE = 500;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Monday (UTC) of the week holding an ISO date. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** The analytics page's KPIs and chart series (definitions: docs/decisions.md), read from the
 * rows in one call. */
export function createAnalyticsRepository(db: Db) {
  const engine = engineOf(db);

  return {
    /** The figures of the user's companies when they are limited to some (scope), else all. */
    async analytics(scope: CompanyScope): Promise<Analytics> {
      const live = () => liveInvoices(db, scope);
      const invoices = () => withinCompanies(db.selectFrom('invoices'), 'company_id', scope);
      const since = weekOf(dateOf(-(WEEKS - 1) * 7 * DAY_MS));
      const [payment, samples, due, currencies, weeks] = await Promise.all([
        withinCompanies(db.selectFrom('invoices as i'), 'i.company_id', scope)
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
        invoices()
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
        invoices()
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
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
