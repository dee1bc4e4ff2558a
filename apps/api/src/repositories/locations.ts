import type { Place } from '@procure/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { Executor } from '../db/transaction';
import { engineOf, escapeLike, likeInsensitive } from '../db/dialect';
import { createCitySearch } from './city-search';

type SearchArgs = { search?: string; limit: number };

/** Countries, states and cities for the address dropdowns. Search matches a name prefix or
 * anywhere in the name, prefix matches first, then alphabetical. Countries and states are few
 * per list (at most a few hundred); cities are paged (city-search.ts). */
export function createLocationsRepository(db: Db) {
  const engine = engineOf(db);
  const pg = engine === 'postgres';
  const foldedName = pg ? sql`lower(name)` : sql`name COLLATE NOCASE`;

  function filtered<T extends 'countries' | 'states'>(table: T, args: SearchArgs) {
    const term = args.search?.trim();
    const base = db.selectFrom(table as 'countries');
    if (!term) return base.orderBy(foldedName).limit(args.limit);
    const escaped = escapeLike(term);
    const prefix = likeInsensitive(engine, sql.ref('name'), `${escaped}%`);
    return base
      .where((eb) =>
        eb.or([
          likeInsensitive(engine, sql.ref('name'), `%${escaped}%`),
          ...(table === 'countries' ? [eb('code', '=', term.toUpperCase())] : []),
        ]),
      )
      .orderBy(sql`CASE WHEN ${prefix} THEN 0 ELSE 1 END`)
      .orderBy(foldedName)
      .limit(args.limit);
  }

  return {
    countries: (args: SearchArgs): Promise<Place[]> =>
      filtered('countries', args).select(['id', 'name', 'code']).execute(),
    states: (countryId: number, args: SearchArgs): Promise<Place[]> =>
      filtered('states', args)
        .select(['id', 'name', 'code'])
        .where(sql.ref('country_id'), '=', countryId)
        .execute(),
    cities: createCitySearch(db, engine),
    /** The ids of a place given by ISO codes and city name (demo data); null where unknown. */
    async idsOf(place: { country_code: string; state_code: string; city_name: string }) {
      const country = await db
        .selectFrom('countries')
        .select('id')
        .where('code', '=', place.country_code)
        .executeTakeFirst();
      const state = country
        ? await db
            .selectFrom('states')
            .select('id')
            .where('country_id', '=', country.id)
            .where('code', '=', place.state_code)
            .executeTakeFirst()
        : undefined;
      const city = state
        ? await db
            .selectFrom('cities')
            .select('id')
            .where('state_id', '=', state.id)
            .where('name', '=', place.city_name)
            .executeTakeFirst()
        : undefined;
      return {
        country_id: country?.id ?? null,
        state_id: state?.id ?? null,
        city_id: city?.id ?? null,
      };
    },
    cityName: async (id: number, executor: Executor = db) =>
      (await executor.selectFrom('cities').select('name').where('id', '=', id).executeTakeFirst())
        ?.name,
    isEmpty: async () =>
      (await db.selectFrom('countries').select('id').limit(1).executeTakeFirst()) === undefined,
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
