import { nowIso } from '../db/dialect';
import type { Db } from '../db/connect';
import { withinCompanies, type CompanyScope } from '../security/company-scope';

/** What the dashboard and analytics repositories share: units, days and "live" invoices. */
export const DAY_MS = 86_400_000;

/** Cents (a SUM may come back as a string or bigint) as major units with 2 decimals. */
export const money = (cents: unknown) => Math.round(Number(cents ?? 0)) / 100;

/** Today (or today plus an offset) as an ISO date, in UTC. */
export const dateOf = (offsetMs = 0) => nowIso(offsetMs).slice(0, 10);

/** Invoices that still count: every tab but rejected; of the user's companies when they are
 * limited to some. */
export const liveInvoices = (db: Db, scope: CompanyScope) =>
  withinCompanies(db.selectFrom('invoices'), 'company_id', scope).where('tab', '<>', 'reject');
