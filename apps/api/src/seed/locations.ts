import { City, Country, State } from 'country-state-city';
import type { Db } from '../db/database';

/** Loads countries, states and cities from the country-state-city package, once, in one
 * transaction. Ids follow the package's order, so they are stable for one package version. */
export function seedLocations(db: Db): { countries: number; states: number; cities: number } {
  if (db.prepare('SELECT COUNT(*) FROM countries').pluck().get() !== 0) {
    return { countries: 0, states: 0, cities: 0 };
  }
  const insertCountry = db.prepare('INSERT INTO countries (code, name) VALUES (?, ?)');
  const insertState = db.prepare('INSERT INTO states (country_id, code, name) VALUES (?, ?, ?)');
  const insertCity = db.prepare('INSERT INTO cities (state_id, name) VALUES (?, ?)');
  let counts = { countries: 0, states: 0, cities: 0 };
  db.transaction(() => {
    const countryIds = new Map<string, number>();
    for (const country of Country.getAllCountries()) {
      countryIds.set(
        country.isoCode,
        Number(insertCountry.run(country.isoCode, country.name).lastInsertRowid),
      );
    }
    const stateIds = new Map<string, number>();
    for (const state of State.getAllStates()) {
      const countryId = countryIds.get(state.countryCode);
      if (countryId === undefined) continue;
      const key = `${state.countryCode}:${state.isoCode}`;
      if (stateIds.has(key)) continue;
      stateIds.set(
        key,
        Number(insertState.run(countryId, state.isoCode, state.name).lastInsertRowid),
      );
    }
    let cities = 0;
    for (const city of City.getAllCities()) {
      const stateId = stateIds.get(`${city.countryCode}:${city.stateCode}`);
      if (stateId === undefined) continue;
      insertCity.run(stateId, city.name);
      cities += 1;
    }
    counts = { countries: countryIds.size, states: stateIds.size, cities };
  })();
  return counts;
}
