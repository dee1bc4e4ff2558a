import { z } from 'zod';
import { c, commonErrors, envelope, IdSchema } from './common';

/** Dropdown sources that form metadata's `relativeUrl` points at. Answers follow the spec's
 * dropdown reading: `data.{countries|states|cities}` is the option list. */
export const PlaceSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type Place = z.infer<typeof PlaceSchema>;

const searchQuery = {
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(500),
};

/** Cities run to thousands per state: they come a page at a time (a dropdown asks for the
 * first page and narrows by search). */
const cityQuery = {
  search: searchQuery.search,
  limit: z.coerce.number().int().min(1).max(500).default(50),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
};

export const locationContract = c.router({
  countries: {
    method: 'GET',
    path: '/api/v1/location/countries',
    query: z.object(searchQuery),
    responses: { 200: envelope(z.object({ countries: z.array(PlaceSchema) })), ...commonErrors },
    summary: 'Countries (searchable by name or ISO code)',
  },
  states: {
    method: 'GET',
    path: '/api/v1/location/states',
    query: z.object({ country_id: IdSchema, ...searchQuery }),
    responses: { 200: envelope(z.object({ states: z.array(PlaceSchema) })), ...commonErrors },
    summary: 'States of one country',
  },
  cities: {
    method: 'GET',
    path: '/api/v1/location/cities',
    query: z.object({ state_id: IdSchema, ...cityQuery }),
    responses: { 200: envelope(z.object({ cities: z.array(PlaceSchema) })), ...commonErrors },
    summary: 'Cities of one state, 50 a page by default; names starting with the search first',
  },
});
