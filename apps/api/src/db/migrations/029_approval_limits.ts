import { sql, type Kysely } from 'kysely';
import { engineOf } from '../dialect';

/** Approval limits (issue 22 item 3).
 * - `approval_limits`: what an approver may approve alone, per document kind, in the base
 *   currency's cents (bigint on PostgreSQL like the invoices' totals, 024). No row: no limit
 *   has been set, which the limit rules read as "no amount" (see services/approval-limits.ts).
 * - `exchange_rates`: master data; `rate` is how many base-currency units one unit of
 *   `currency` buys on `rate_date` (decimal text, exact), one rate per currency and day; a
 *   document converts with the latest rate on or before its own date.
 * - `first_approved_by` / `first_approved_at` on POs, MRNs and invoices: the approval of someone
 *   whose limit did not cover the amount; the document stays pending until a second approver
 *   whose limit covers it approves. An edit clears it, as it voids an approve-anyway request.
 * - `account_links.limits`: the limits an invitation grants, JSON text ('' for none). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  const money = engineOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('approval_limits')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('po', 'invoice')`))
    .addColumn('amount_cents', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('approval_limits_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('exchange_rates')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('rate_date', 'text', (c) => c.notNull())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_rates_pk', ['currency', 'rate_date'])
    .execute();

  for (const table of ['procurement_documents', 'invoices']) {
    await db.schema
      .alterTable(table)
      .addColumn('first_approved_by', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema.alterTable(table).addColumn('first_approved_at', 'text').execute();
  }

  await db.schema
    .alterTable('account_links')
    .addColumn('limits', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
