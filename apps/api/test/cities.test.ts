import { contract } from '@procure/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn } from './helpers';
import { testEngine } from './test-database';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let stateId = 0;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app));
  // The state with the most cities: paging and the two search phases have room there.
  const largest = await t.app.db
    .selectFrom('cities')
    .select(['state_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('state_id')
    .orderBy(sql`count(*)`, 'desc')
    .executeTakeFirstOrThrow();
  stateId = largest.state_id;
});
afterAll(() => t.close());

const cities = async (query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/location/cities?state_id=${stateId}${query}`,
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  return contract.location.cities.responses[200].parse(response.json()).data.cities;
};
const folded = (name: string) => name.toLowerCase();

describe('cities', () => {
  it('come 50 a page by default, in name order, pages not overlapping', async () => {
    const first = await cities('');
    const second = await cities('&page=2');
    expect(first).toHaveLength(50);
    expect(second.length).toBeGreaterThan(0);
    expect(first.map((c) => c.id)).not.toContain(second[0]!.id);
    const all = await cities('&limit=100');
    expect([...first, ...second].slice(0, 100).map((c) => c.id)).toEqual(all.map((c) => c.id));
  });

  it('put names starting with the search first, then names holding it, across pages', async () => {
    const all = await cities('&search=an&limit=500');
    const starts = all.findIndex((c) => !folded(c.name).startsWith('an'));
    expect(starts).toBeGreaterThan(0);
    expect(all.slice(0, starts).every((c) => folded(c.name).startsWith('an'))).toBe(true);
    expect(all.slice(starts).every((c) => folded(c.name).includes('an'))).toBe(true);
    expect(all.slice(starts).some((c) => folded(c.name).startsWith('an'))).toBe(false);
    // Pages of 7 read the same list, including the page where prefix and substring meet.
    const paged = [];
    for (let page = 1; paged.length < Math.min(all.length, 70); page += 1)
      paged.push(...(await cities(`&search=an&limit=7&page=${page}`)));
    expect(paged.map((c) => c.id)).toEqual(all.slice(0, paged.length).map((c) => c.id));
    expect(await cities('&search=an&limit=500&page=500')).toEqual([]);
  });

  it('find prefix matches on the index', async () => {
    const plan =
      testEngine === 'postgres'
        ? await sql<Record<string, string>>`EXPLAIN SELECT id FROM cities
            WHERE state_id = ${stateId} AND lower(name) LIKE 'an%'`.execute(t.app.db)
        : await sql<Record<string, string>>`EXPLAIN QUERY PLAN SELECT id FROM cities
            WHERE state_id = ${stateId} AND name LIKE 'an%' ESCAPE '\\'`.execute(t.app.db);
    const text = plan.rows.map((r) => Object.values(r).join(' ')).join('\n');
    if (testEngine === 'postgres') expect(text).toMatch(/cities_state_name_prefix/);
    else expect(text).toMatch(/cities_state_name \(state_id=\? AND name>\? AND name<\?\)/);
  });
});
