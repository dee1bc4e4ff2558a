import type { DemoDataset } from '@procure/fixtures';
import type { Repositories } from '../plugins/repositories';
import type { Actor } from '../services/audit';

/** The demo companies, through the same repository (and checks) as the Company screens: their
 * places looked up by ISO codes, then their bank accounts. */
export async function seedCompanies(
  repos: Repositories,
  companies: DemoDataset['companies'],
  admin: Actor,
): Promise<number[]> {
  const ids: number[] = [];
  for (const { place, bank_accounts, ...details } of companies) {
    const places = await repos.locations.idsOf(place);
    const company = await repos.companies.create(admin, {
      ...details,
      country_id: places.country_id,
      state_id: places.state_id,
      city_id: places.city_id,
      status: 'active',
    });
    for (const account of bank_accounts)
      await repos.companies.addBankAccount(admin, company.id, account);
    ids.push(company.id);
  }
  return ids;
}
