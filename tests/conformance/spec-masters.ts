import { fail, ok, type Call } from './spec-call';
import { SPEC_CATEGORIES, SPEC_LOOKUPS } from './spec-data';

/** Master saves as the other backend might answer them (part 2 §7): categories and lookups with
 * the documented bodies only, answering data.data (the saved record). The lists read the same
 * arrays, so a save shows after the reload the documents describe. Served under both roots. */

const CATEGORY_KEYS = ['name', 'status', 'icon'];
const LOOKUP_KEYS = ['category_id', 'name', 'status', 'description', 'code'].concat(
  [2, 3, 4, 5].map((n) => `code_${n}`),
);
let nextId = 7001;

const lookupsOf = (categoryId: number) => {
  const category = SPEC_CATEGORIES.find((c) => c.id === categoryId);
  return category ? (SPEC_LOOKUPS[category.name] ??= []) : undefined;
};

export const MASTER_SAVE_CALLS: Call[] = [
  {
    name: 'POST /lookup-categories',
    method: 'POST',
    path: /^\/api\/v1\/lookup-categories\/?$/,
    params: [],
    bodyKeys: CATEGORY_KEYS,
    answer: ({ body }) => {
      const category = { ...(body as (typeof SPEC_CATEGORIES)[number]), id: nextId++, lookups: 0 };
      SPEC_CATEGORIES.push(category);
      return ok({ data: category });
    },
  },
  {
    name: 'PUT /lookup-categories/{id}',
    method: 'PUT',
    path: /^\/api\/v1\/lookup-categories\/(\d+)$/,
    params: [],
    bodyKeys: CATEGORY_KEYS,
    answer: ({ body, match }) => {
      const category = SPEC_CATEGORIES.find((c) => c.id === Number(match[1]));
      if (!category) return fail(404, 'Category not found');
      Object.assign(category, body);
      return ok({ data: category });
    },
  },
  {
    name: 'POST /lookups',
    method: 'POST',
    path: /^\/api\/v1\/lookups\/?$/,
    params: [],
    bodyKeys: LOOKUP_KEYS,
    answer: ({ body }) => {
      const list = lookupsOf(Number(body.category_id));
      if (!list) return fail(404, 'Category not found');
      const lookup = { ...(body as (typeof list)[number]), id: nextId++ };
      list.push(lookup);
      return ok({ data: lookup });
    },
  },
  {
    name: 'PUT /lookups/{id}',
    method: 'PUT',
    path: /^\/api\/v1\/lookups\/(\d+)$/,
    params: [],
    bodyKeys: LOOKUP_KEYS,
    answer: ({ body, match }) => {
      const lookup = Object.values(SPEC_LOOKUPS)
        .flat()
        .find((l) => l.id === Number(match[1]));
      if (!lookup) return fail(404, 'Lookup not found');
      Object.assign(lookup, body);
      return ok({ data: lookup });
    },
  },
];
