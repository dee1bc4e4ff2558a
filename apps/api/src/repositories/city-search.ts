import type { Place } from '@procure/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { escapeLike, likeInsensitive, toCount, type Engine } from '../db/dialect';

export type CityPage = { search?: string; limit: number; page: number };

/** Cities of one state, a page at a time: names starting with the search first (found on the
 * index: SQLite's `(state_id, name COLLATE NOCASE)` turns LIKE 'ab%' into a range, PostgreSQL's
 * `(state_id, lower(name) text_pattern_ops)` does the same for lower(name) LIKE 'ab%'), then
 * names holding it elsewhere, which needs a scan of the state's cities and is only run when
 * the prefix matches do not fill the page. */
export function createCitySearch(db: Db, engine: Engine) {
  const pg = engine === 'postgres';
  const folded = pg ? sql`lower(name)` : sql`name COLLATE NOCASE`;
  const columns = ['id', 'name', sql<string>`CAST(id AS TEXT)`.as('code')] as const;
  const ofState = (stateId: number) =>
    db.selectFrom('cities').where('state_id', '=', stateId).orderBy(folded).orderBy('id');

  // LIKE on the folded name, so each engine's index applies (PostgreSQL's ILIKE cannot).
  const startsWith = (term: string) => {
    const pattern = `${escapeLike(pg ? term.toLowerCase() : term)}%`;
    return pg
      ? sql<boolean>`lower(name) LIKE ${pattern} ESCAPE '\\'`
      : likeInsensitive(engine, sql.ref('name'), pattern);
  };

  return async function cities(stateId: number, args: CityPage): Promise<Place[]> {
    const offset = (args.page - 1) * args.limit;
    const term = args.search?.trim();
    if (!term) return ofState(stateId).select(columns).limit(args.limit).offset(offset).execute();

    const prefix = startsWith(term);
    const first = await ofState(stateId)
      .select(columns)
      .where(prefix)
      .limit(args.limit)
      .offset(offset)
      .execute();
    if (first.length === args.limit) return first;
    // The page runs past the prefix matches: the rest come from the names holding the term.
    const prefixCount =
      first.length > 0
        ? offset + first.length
        : toCount(
            (
              await db
                .selectFrom('cities')
                .select((eb) => eb.fn.countAll().as('n'))
                .where('state_id', '=', stateId)
                .where(prefix)
                .executeTakeFirst()
            )?.n,
          );
    const rest = await ofState(stateId)
      .select(columns)
      .where(likeInsensitive(engine, sql.ref('name'), `%${escapeLike(term)}%`))
      .where(sql<boolean>`NOT (${prefix})`)
      .limit(args.limit - first.length)
      .offset(Math.max(0, offset - prefixCount))
      .execute();
    return [...first, ...rest];
  };
}
