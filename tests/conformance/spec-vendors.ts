import { fail, ok, type Call, type SpecRequest } from './spec-call';
import { SPEC_VENDORS } from './spec-data';

/** The vendor form's calls as the other backend might answer them. The documents show no
 * answer for any of them (part 1 §7), so each gives the minimum docs/decisions.md says the web
 * needs: a vendor by section (sections it has no entries for left out, no id, no status), saves
 * answering ids alone, DELETE and submit a message. It keeps what the journeys save. */

type Entry = Record<string, unknown>;
type StoredVendor = { basic: Entry; sections: Record<string, Entry[]> };

const SECTION_KEYS = [
  'address',
  'bank',
  'tax_code',
  'representative',
  'site_mapping',
  'compliance',
];
const SECTION_PATH = new RegExp(`^/api/v1/vendor/(${SECTION_KEYS.join('|')})$`);

const vendors = new Map<number, StoredVendor>(
  SPEC_VENDORS.map(({ row }) => {
    const { id, ...basic } = row;
    return [id, { basic: { ...basic, vendor_type: 'domestic' }, sections: {} }];
  }),
);
let nextId = 9001;

const entriesOf = (body: unknown): Entry[] =>
  (Array.isArray(body) ? body : [body]).filter((e): e is Entry => !!e && typeof e === 'object');

/** A section save: every entry must name its vendor (basic_id), as the documents say. */
function saveEntries({ body, match }: SpecRequest, create: boolean) {
  const entries = entriesOf(body);
  const vendor = vendors.get(Number(entries[0]?.basic_id));
  if (!vendor || entries.some((e) => Number(e.basic_id) !== Number(entries[0]?.basic_id)))
    return fail(400, 'basic_id is required on every entry');
  const key = match[1]!;
  const stored = (vendor.sections[key] ??= []);
  const saved = entries.map((entry) => {
    const id = create ? nextId++ : Number(entry.id);
    const at = stored.findIndex((e) => e.id === id);
    if (at >= 0) stored[at] = { ...entry, id };
    else stored.push({ ...entry, id });
    return { id };
  });
  return ok({ message: 'Saved', data: saved });
}

export const VENDOR_FORM_CALLS: Call[] = [
  {
    name: 'GET /vendor/{id}',
    method: 'GET',
    path: /^\/api\/v1\/vendor\/(\d+)$/,
    params: ['type'],
    answer: ({ match }) => {
      const vendor = vendors.get(Number(match[1]));
      if (!vendor) return fail(404, 'Vendor not found');
      return ok({ data: { basic: vendor.basic, ...vendor.sections } });
    },
  },
  {
    name: 'POST /vendor/basic',
    method: 'POST',
    path: /^\/api\/v1\/vendor\/basic$/,
    params: [],
    answer: ({ body }) => {
      if (body.tag !== 'vendor' || typeof body.vendor_type !== 'string')
        return fail(400, 'tag vendor and vendor_type are required');
      const id = nextId++;
      vendors.set(id, { basic: { ...body }, sections: {} });
      return ok({ message: 'Vendor created', data: { id } });
    },
  },
  {
    name: 'PUT /vendor/basic/{id}',
    method: 'PUT',
    path: /^\/api\/v1\/vendor\/basic\/(\d+)$/,
    params: [],
    answer: ({ body, match }) => {
      const id = Number(match[1]);
      const vendor = vendors.get(id);
      if (!vendor) return fail(404, 'Vendor not found');
      vendor.basic = { ...body };
      return ok({ message: 'Vendor updated', data: { id } });
    },
  },
  {
    name: 'POST /vendor/{section}',
    method: 'POST',
    path: SECTION_PATH,
    params: [],
    answer: (request) => saveEntries(request, true),
  },
  {
    // PUT carries the ids in the body.
    name: 'PUT /vendor/{section}',
    method: 'PUT',
    path: SECTION_PATH,
    params: [],
    answer: (request) => saveEntries(request, false),
  },
  {
    name: 'DELETE /vendor/{key}/{id}',
    method: 'DELETE',
    path: /^\/api\/v1\/vendor\/(\w+)\/(\d+)$/,
    params: [],
    answer: ({ match }) => {
      const id = Number(match[2]);
      for (const vendor of vendors.values()) {
        const entries = vendor.sections[match[1]!] ?? [];
        const at = entries.findIndex((entry) => entry.id === id);
        if (at >= 0) {
          entries.splice(at, 1);
          return ok({ message: 'Deleted' });
        }
      }
      return fail(404, 'Entry not found');
    },
  },
  {
    name: 'POST /vendor/submit',
    method: 'POST',
    path: /^\/api\/v1\/vendor\/submit$/,
    params: [],
    bodyKeys: ['basic_id'],
    answer: ({ body }) =>
      vendors.has(Number(body.basic_id))
        ? ok({ message: 'Vendor submitted' })
        : fail(404, 'Vendor not found'),
  },
  {
    // This backend's own dropdown urls (spec-vendor-form.ts): countries at response_type,
    // states at data.{control_name}.
    name: 'GET dropdown source',
    method: 'GET',
    path: /^\/api\/v1\/places\/(countries|states)$/,
    params: ['country', 'search'],
    answer: ({ match, query }) =>
      match[1] === 'countries'
        ? ok({
            data: {
              countries: [
                { code: 'IN', title: 'India' },
                { code: 'LK', title: 'Sri Lanka' },
              ],
            },
          })
        : ok({
            data: {
              state_id:
                query.get('country') === 'IN'
                  ? [
                      { id: 27, name: 'Maharashtra' },
                      { id: 29, name: 'Karnataka' },
                    ]
                  : [{ id: 1, name: 'Western Province' }],
            },
          }),
  },
];
