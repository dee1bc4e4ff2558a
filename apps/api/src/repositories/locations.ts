import type { Place } from '@procure/contract';
import type { Db } from '../db/database';

type SearchArgs = { search?: string; limit: number };

/** Countries, states and cities for the address dropdowns. Search matches a name prefix or
 * anywhere in the name, prefix matches first, then alphabetical. */
export function createLocationsRepository(db: Db) {
  const order = `ORDER BY (name LIKE @prefix ESCAPE '\\') DESC, name COLLATE NOCASE LIMIT @limit`;
  const countries = db.prepare(
    `SELECT id, name, code FROM countries
     WHERE @contains IS NULL OR name LIKE @contains ESCAPE '\\' OR code = upper(@raw) ${order}`,
  );
  const states = db.prepare(
    `SELECT id, name, code FROM states WHERE country_id = @parent
     AND (@contains IS NULL OR name LIKE @contains ESCAPE '\\') ${order}`,
  );
  const cities = db.prepare(
    `SELECT id, name, CAST(id AS TEXT) AS code FROM cities WHERE state_id = @parent
     AND (@contains IS NULL OR name LIKE @contains ESCAPE '\\') ${order}`,
  );
  const params = ({ search, limit }: SearchArgs, parent?: number) => {
    const term = search?.trim() ? search.trim().replace(/[\\%_]/g, (c) => `\\${c}`) : null;
    return {
      raw: search?.trim() ?? null,
      contains: term === null ? null : `%${term}%`,
      prefix: term === null ? '' : `${term}%`,
      limit,
      parent: parent ?? null,
    };
  };
  return {
    countries: (args: SearchArgs) => countries.all(params(args)) as Place[],
    states: (countryId: number, args: SearchArgs) => states.all(params(args, countryId)) as Place[],
    cities: (stateId: number, args: SearchArgs) => cities.all(params(args, stateId)) as Place[],
    isEmpty: () => db.prepare('SELECT COUNT(*) FROM countries').pluck().get() === 0,
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
