import { contract, FormMetadataSchema } from '@procure/contract';
import { formMetadata } from '@procure/fixtures';
import { lookupRefsOf, resolveLookupOptions } from '@procure/forms';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';

const server = signedInTestApp();
const get = (url: string) => server.app.inject({ method: 'GET', url, headers: server.auth });

describe('GET /api/v1/form-metadata/', () => {
  it.each(Object.keys(formMetadata))('serves %s from the database', async (name) => {
    const response = await get(`/api/v1/form-metadata/?form_name=${name}`);
    expect(response.statusCode).toBe(200);
    const body = contract.formMetadata.get.responses[200].parse(response.json());
    expect(body.data.form_name).toBe(name);
    // As shipped, except that lookup-fed dropdowns hold their category's active lookups.
    const shipped = FormMetadataSchema.parse(formMetadata[name]);
    const active = await server.app.repos.masters.activeLookups(lookupRefsOf(shipped));
    expect(FormMetadataSchema.parse(body.data)).toEqual(
      FormMetadataSchema.parse(resolveLookupOptions(shipped, active)),
    );
  });

  it('answers without the trailing slash too', async () => {
    expect((await get('/api/v1/form-metadata?form_name=po_registration')).statusCode).toBe(200);
  });

  it('serves a stored answer with an ETag and answers 304 to a client that has it', async () => {
    const first = await get('/api/v1/form-metadata/?form_name=vendor_registration');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/v1/form-metadata/?form_name=vendor_registration',
      headers: { ...server.auth, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/v1/form-metadata/?form_name=po_registration');
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answers 404 for an unknown form, without repeating its name, and 400 without one', async () => {
    const unknown = await get('/api/v1/form-metadata/?form_name=nope-%3Cscript%3E');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('nope');
    const missing = await get('/api/v1/form-metadata/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('query.form_name');
  });
});

describe('POST /api/translate/details', () => {
  const route = contract.translate.details;
  const post = (payload: object) => server.app.inject({ method: 'POST', url: route.path, payload });

  it('needs no sign-in and answers key/value pairs per namespace', async () => {
    const response = await post({ language_code: 'en', feature_type: ['validation', 'nope'] });
    expect(response.statusCode).toBe(200);
    const { data } = route.responses[200].parse(response.json());
    expect(data.validation).toContainEqual(expect.objectContaining({ key: 'label_is_required' }));
    expect(data.nope).toEqual([]);
  });

  it('falls back to English for a language it does not have', async () => {
    const response = await post({ language_code: 'sv', feature_type: ['validation'] });
    expect(route.responses[200].parse(response.json()).data.validation?.length).toBeGreaterThan(0);
  });

  it('answers 400 without namespaces', async () => {
    expect((await post({ language_code: 'en', feature_type: [] })).statusCode).toBe(400);
  });
});

describe('place dropdowns', () => {
  it('finds countries by name, prefix matches first', async () => {
    const response = await get('/api/v1/location/countries?search=ind');
    const { data } = contract.location.countries.responses[200].parse(response.json());
    expect(data.countries[0]?.name).toBe('India');
    expect(data.countries.map((c) => c.name)).toContain('Indonesia');
  });

  it('lists the states of a country and the cities of a state', async () => {
    const countries = contract.location.countries.responses[200].parse(
      (await get('/api/v1/location/countries?search=IN')).json(),
    ).data.countries;
    const india = countries.find((c) => c.code === 'IN')!;
    const states = contract.location.states.responses[200].parse(
      (await get(`/api/v1/location/states?country_id=${india.id}&search=karna`)).json(),
    ).data.states;
    expect(states.map((s) => s.name)).toEqual(['Karnataka']);
    const cities = contract.location.cities.responses[200].parse(
      (await get(`/api/v1/location/cities?state_id=${states[0]!.id}&search=bengal`)).json(),
    ).data.cities;
    expect(cities.map((c) => c.name)).toContain('Bengaluru');
  });

  it('treats % and _ in a search as plain text', async () => {
    const { data } = contract.location.countries.responses[200].parse(
      (await get('/api/v1/location/countries?search=%25')).json(),
    );
    expect(data.countries).toEqual([]);
  });

  it('answers 400 without the parent id', async () => {
    expect((await get('/api/v1/location/states')).statusCode).toBe(400);
  });
});
