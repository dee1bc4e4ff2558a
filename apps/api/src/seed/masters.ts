import { MASTER_SETS } from '@procure/contract';
import type { DemoCategory } from '@procure/fixtures';
import type { Db } from '../db/connect';
import { inTransaction } from '../db/transaction';
import type { Repositories } from '../plugins/repositories';
import { lookupValues } from '../repositories/masters';

/** Both master sets' demo categories with their lookups (payment terms, currencies, tax rates,
 * units, industries, certifications...), the data the form dropdowns are fed from. */
export async function seedMasters(
  db: Db,
  repos: Repositories,
  masters: Record<(typeof MASTER_SETS)[number], DemoCategory[]>,
): Promise<number> {
  let count = 0;
  await inTransaction(db, async (trx) => {
    for (const set of MASTER_SETS)
      for (const { lookups, ...category } of masters[set]) {
        await repos.masters.seedCategory(set, category, lookups.map(lookupValues), trx);
        count += 1;
      }
  });
  return count;
}
