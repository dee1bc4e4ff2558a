import type { CurrencyAmount, Dashboard } from '@procure/contract';
import { addDays, discountFor, endOfMonth, percentOf } from '@procure/payments';
import type { Db } from '../db/connect';
import type { CompanyScope } from '../security/company-scope';
import type { StoredFields } from '../services/invoice-extraction';
import { storedTerms } from '../services/invoice-terms';
import { dateOf, liveInvoices, money } from './insights-common';

type Payables = NonNullable<Dashboard['payables']>;
type Sum = Payables['due_this_week'];

/** Count and amounts per currency (largest first) of [currency, cents] pieces. */
function sumOf(pieces: Array<[string, number]>): Sum {
  const cents = new Map<string, number>();
  for (const [currency, amount] of pieces) cents.set(currency, (cents.get(currency) ?? 0) + amount);
  const amounts: CurrencyAmount[] = [...cents]
    .map(([currency, total]) => ({ currency, amount: money(total) }))
    .sort((a, b) => b.amount - a.amount);
  return { count: pieces.length, amounts };
}

/** Payments recorded against invoices, by invoice: money paid, and whether a discount was
 * taken (a payment run records it as a payment line of its own kind). */
async function paymentsOf(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db
        .selectFrom('invoice_payments')
        .select(['invoice_id', 'kind', 'amount_cents'])
        .where('invoice_id', 'in', ids)
        .execute()
    : [];
  const paid = new Map<number, number>();
  const discounted = new Set<number>();
  for (const row of rows) {
    paid.set(row.invoice_id, (paid.get(row.invoice_id) ?? 0) + Number(row.amount_cents));
    if (row.kind === 'discount') discounted.add(row.invoice_id);
  }
  return { paid, discounted };
}

/** The payables figures of the dashboard (issue 25 item 6), in UTC days: what falls due from
 * today to Sunday, and this month's early-payment discounts still to take and lost. Bounded
 * reads: one week of due dates and one month of discount deadlines (indexed columns). */
export async function payables(
  db: Db,
  baseCurrency: string,
  scope: CompanyScope,
): Promise<Payables> {
  const today = dateOf();
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const sunday = addDays(today, 6 - weekday);
  const monthStart = `${today.slice(0, 7)}-01`;
  const [due, offered] = await Promise.all([
    liveInvoices(db, scope)
      .select(['id', 'currency', 'total_cents'])
      .where('payment_status', '<>', 'paid')
      .where('due_date', '>=', today)
      .where('due_date', '<=', sunday)
      .execute(),
    liveInvoices(db, scope)
      .select(['id', 'currency', 'total_cents', 'fields', 'payment_status'])
      .where('discount_until', '>=', monthStart)
      .where('discount_until', '<=', endOfMonth(today))
      .execute(),
  ]);
  const { paid, discounted } = await paymentsOf(
    db,
    [...due, ...offered].map((i) => i.id),
  );
  const dueThisWeek = due.flatMap((i): Array<[string, number]> =>
    i.total_cents === null
      ? []
      : [[i.currency ?? baseCurrency, Number(i.total_cents) - (paid.get(i.id) ?? 0)]],
  );
  const available: Array<[string, number]> = [];
  const lost: Array<[string, number]> = [];
  for (const invoice of offered) {
    const fields = JSON.parse(invoice.fields) as StoredFields;
    const terms = storedTerms(fields);
    const invoiceDate = fields.invoice_date?.value;
    if (!terms || typeof invoiceDate !== 'string' || invoice.total_cents === null) continue;
    if (discounted.has(invoice.id)) continue;
    const currency = invoice.currency ?? baseCurrency;
    const amountMinor = Number(invoice.total_cents);
    const now = discountFor({ invoiceDate, amountMinor, terms }, today);
    if (now && invoice.payment_status !== 'paid') available.push([currency, now.amountMinor]);
    else if (!now || invoice.payment_status === 'paid') {
      // What was on offer at best: the highest rate, on its base.
      const best = Math.max(
        ...terms.discounts.map((t) => percentOf(t.baseMinor ?? amountMinor, t.rateBasisPoints)),
      );
      lost.push([currency, best]);
    }
  }
  return {
    due_this_week: sumOf(dueThisWeek),
    discounts_available: sumOf(available),
    discounts_lost: sumOf(lost),
  };
}
