import { DEMO_EXCHANGE_RATES, DEMO_LIMITED_APPROVER } from '@procure/fixtures/reference';
import type { Db } from '../db/connect';
import type { Repositories } from '../plugins/repositories';
import { writeLimits } from '../repositories/approval-limits';
import { insertRate } from '../repositories/exchange-rates';
import { hashPassword } from '../services/passwords';

/** The demo's approval chain (issue 22 item 3): a limited approver beside the unlimited ones,
 * and rates for the demo invoices' currencies. A base currency that is one of them needs no
 * rate for it. */
export async function seedApprovalLimits(
  db: Db,
  repos: Repositories,
  baseCurrency: string,
  adminId: number,
) {
  const user = DEMO_LIMITED_APPROVER;
  const id = await repos.users.create(
    user.email,
    user.user_name,
    await hashPassword(user.password),
    user.roles,
  );
  await writeLimits(db, id, user.limits);
  for (const rate of DEMO_EXCHANGE_RATES)
    if (rate.currency !== baseCurrency) await insertRate(db, rate, adminId);
}
