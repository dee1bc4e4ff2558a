import { contract, FALLBACK_LANGUAGE } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';

/** Form metadata, translations and the place dropdowns: reference data, read-only. */
export function referenceRoutes(app: FastifyInstance) {
  const { reference, locations } = app.repos;
  return [
    implement(contract.formMetadata.get, async ({ query }) => {
      const form = reference.findForm(query.form_name);
      if (!form) {
        return {
          status: 404,
          body: { message: `No form named ${query.form_name}`, code: 'not_found' },
        };
      }
      return { status: 200, body: { data: form } };
    }),
    implement(
      contract.translate.details,
      async ({ body }) => {
        const language = reference.hasLanguage(body.language_code)
          ? body.language_code
          : FALLBACK_LANGUAGE;
        return { status: 200, body: { data: reference.translations(language, body.feature_type) } };
      },
      { auth: 'none' },
    ),
    implement(contract.location.countries, async ({ query }) => ({
      status: 200,
      body: { data: { countries: locations.countries(query) } },
    })),
    implement(contract.location.states, async ({ query }) => ({
      status: 200,
      body: { data: { states: locations.states(query.country_id, query) } },
    })),
    implement(contract.location.cities, async ({ query }) => ({
      status: 200,
      body: { data: { cities: locations.cities(query.state_id, query) } },
    })),
  ];
}
