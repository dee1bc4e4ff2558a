import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { engineOf, toCount } from '../db/dialect';

// "What waits for me" (issue 22 item 3): the pending documents an approver can move now. Held
// permission, segregation of duties and the limit rules as the approval itself applies them
// (services/segregation.ts, services/approval-limits.ts), written as one WHERE so a list pages
// and counts in the database.

/** Who asks, and what they may approve alone (null: no limit). */
export type Waiter = {
  userId: number;
  /** Whether they hold the kind's approve permission at all. */
  mayApprove: boolean;
  limit: number | null;
  baseCurrency: string;
};

/** A page of ids, newest first, and how many wait. */
export type WaitingPage = { ids: number[]; total: number };

const notBy = (column: string, userId: number) =>
  sql`(${sql.ref(column)} IS NULL OR ${sql.ref(column)} <> ${userId})`;

/** Waits for me when my approval moves it: within my limit it completes it; above it, with no
 * first approval yet, mine is the first. One with someone else's first approval above my limit
 * waits for someone else. */
const withinLimit = (waiter: Waiter, amount: RawBuilder<unknown>, firstBy: string) =>
  waiter.limit === null
    ? sql`1 = 1`
    : sql`(${sql.ref(firstBy)} IS NULL OR ${amount} <= ${waiter.limit})`;

/** An invoice's total in base-currency cents, as approval judges it: the latest rate on or
 * before its date; NULL (never waiting above a limit) without a rate or a total. */
function invoiceBaseCents(db: Db, baseCurrency: string) {
  const exact = engineOf(db) === 'postgres' ? sql`NUMERIC` : sql`REAL`;
  return sql`CASE WHEN i.currency IS NULL OR UPPER(i.currency) = ${baseCurrency}
    THEN ABS(i.total_cents)
    ELSE ROUND(ABS(i.total_cents) * (
      SELECT CAST(r.rate AS ${exact}) FROM exchange_rates r
      WHERE r.currency = UPPER(i.currency)
        AND r.rate_date <= COALESCE(i.invoice_date, SUBSTR(i.created_at, 1, 10))
      ORDER BY r.rate_date DESC LIMIT 1))
    END`;
}

async function page(
  db: Db,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  pageNo: number,
  pageSize: number,
): Promise<WaitingPage> {
  const [rows, counted] = await Promise.all([
    sql<{ id: number }>`SELECT d.id FROM ${from} WHERE ${where}
      ORDER BY d.id DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`.execute(db),
    sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`.execute(db),
  ]);
  return { ids: rows.rows.map((r) => Number(r.id)), total: toCount(counted.rows[0]?.n) };
}

const inCompanies = (column: string, companies: readonly number[] | undefined) =>
  companies
    ? sql`${sql.ref(column)} IN (${sql.join(companies.length ? [...companies] : [0])})`
    : sql`1 = 1`;

/** Invoices waiting for my approval: pending and read, not uploaded, last reviewed or first
 * approved by me, within my limit as above. */
export function waitingInvoices(
  db: Db,
  waiter: Waiter,
  options: { page: number; pageSize: number; companies?: readonly number[] },
) {
  if (!waiter.mayApprove) return Promise.resolve({ ids: [], total: 0 });
  const where = sql`i.tab = 'draft' AND i.extraction_status <> 'processing'
    AND ${notBy('i.created_by', waiter.userId)} AND ${notBy('i.reviewed_by', waiter.userId)}
    AND ${notBy('i.first_approved_by', waiter.userId)}
    AND ${withinLimit(waiter, invoiceBaseCents(db, waiter.baseCurrency), 'i.first_approved_by')}
    AND ${inCompanies('i.company_id', options.companies)}`;
  // `d` names the rows in page(); the invoice's own alias `i` is what the filter reads.
  return page(
    db,
    sql`(SELECT i.id FROM invoices i WHERE ${where}) d`,
    sql`1 = 1`,
    options.page,
    options.pageSize,
  );
}

/** Purchase orders waiting for my approval: drafts not created, last edited or first approved
 * by me, within my limit as above (POs are in the base currency). */
export function waitingOrders(
  db: Db,
  waiter: Waiter,
  options: { page: number; pageSize: number; companies?: readonly number[] },
) {
  if (!waiter.mayApprove) return Promise.resolve({ ids: [], total: 0 });
  const where = sql`d.kind = 'po' AND d.tab = 'draft'
    AND ${notBy('d.created_by', waiter.userId)} AND ${notBy('d.updated_by', waiter.userId)}
    AND ${notBy('d.first_approved_by', waiter.userId)}
    AND ${withinLimit(waiter, sql`d.total_cents`, 'd.first_approved_by')}
    AND ${inCompanies('d.company_id', options.companies)}`;
  return page(db, sql`procurement_documents d`, where, options.page, options.pageSize);
}
