import type { Db } from '../db/connect';
import { bulkInsert } from '../db/dialect';
import { inTransaction } from '../db/transaction';

type Counts = { countries: number; states: number; cities: number };

/** Loads countries, states and cities from the country-state-city package, once, in one
 * transaction and in batches. Ids follow the package's order, so they are stable for one
 * package version. The package (about 60 MB in memory) is imported only when the tables are
 * empty, not on every start. */
export async function seedLocations(db: Db): Promise<Counts> {
  if (await db.selectFrom('countries').select('id').limit(1).executeTakeFirst()) {
    return { countries: 0, states: 0, cities: 0 };
  }
  const { Country, State, City } = await import('country-state-city');

  const countryIds = new Map<string, number>();
  const countries = Country.getAllCountries().map((c, i) => {
    countryIds.set(c.isoCode, i + 1);
    return { id: i + 1, code: c.isoCode, name: c.name };
  });
  const stateIds = new Map<string, number>();
  const states: { id: number; country_id: number; code: string; name: string }[] = [];
  for (const s of State.getAllStates()) {
    const countryId = countryIds.get(s.countryCode);
    const key = `${s.countryCode}:${s.isoCode}`;
    if (countryId === undefined || stateIds.has(key)) continue;
    stateIds.set(key, states.length + 1);
    states.push({ id: states.length + 1, country_id: countryId, code: s.isoCode, name: s.name });
  }
  const cities: { id: number; state_id: number; name: string }[] = [];
  for (const c of City.getAllCities()) {
    const stateId = stateIds.get(`${c.countryCode}:${c.stateCode}`);
    if (stateId !== undefined)
      cities.push({ id: cities.length + 1, state_id: stateId, name: c.name });
  }

  await inTransaction(db, async (trx) => {
    await bulkInsert(trx, 'countries', ['id', 'code', 'name'], countries);
    await bulkInsert(trx, 'states', ['id', 'country_id', 'code', 'name'], states);
    await bulkInsert(trx, 'cities', ['id', 'state_id', 'name'], cities);
  });
  return { countries: countries.length, states: states.length, cities: cities.length };
}
