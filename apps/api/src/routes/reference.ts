import { contract, FALLBACK_LANGUAGE } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import { notFound } from '../http/errors';
import { preparedCache } from '../http/prepared-json';
import { createFormLookups } from '../services/form-lookups';

/** Form metadata, translations and the place dropdowns: reference data, read-only. It changes
 * only when synced at start, so each answer is serialized once and served with an ETag. */
export function referenceRoutes(app: FastifyInstance) {
  const { reference, locations, masters } = app.repos;
  const lookups = createFormLookups(masters);
  const forms = preparedCache(100, reference.generation);
  const translations = preparedCache(100, reference.generation);
  const places = preparedCache(2000);

  return [
    implement(contract.formMetadata.get, async ({ query }) => {
      // Lookup-fed dropdowns carry the master data of now: the answer is kept per version.
      const key = `${query.form_name}\n${await lookups.version()}`;
      const prepared = await forms(key, async () => {
        const form = await reference.findForm(query.form_name);
        return form ? { data: await lookups.resolve(form) } : null;
      });
      // The name is not echoed: an answer never repeats what the request sent.
      if (prepared.body === 'null') throw notFound('No form with this name');
      return { status: 200, prepared };
    }),
    implement(
      contract.translate.details,
      async ({ body }) => {
        const namespaces = [...new Set(body.feature_type)].sort();
        const key = `${body.language_code}\n${namespaces.join('\n')}`;
        const prepared = await translations(key, async () => {
          const language = (await reference.hasLanguage(body.language_code))
            ? body.language_code
            : FALLBACK_LANGUAGE;
          return { data: await reference.translations(language, namespaces) };
        });
        return { status: 200, prepared };
      },
      { auth: 'none' },
    ),
    implement(contract.location.countries, async ({ query }) => ({
      status: 200,
      prepared: await places(`c\n${query.limit}\n${query.search ?? ''}`, async () => ({
        data: { countries: await locations.countries(query) },
      })),
    })),
    implement(contract.location.states, async ({ query }) => ({
      status: 200,
      prepared: await places(
        `s${query.country_id}\n${query.limit}\n${query.search ?? ''}`,
        async () => ({
          data: { states: await locations.states(query.country_id, query) },
        }),
      ),
    })),
    implement(contract.location.cities, async ({ query }) => ({
      status: 200,
      prepared: await places(
        `t${query.state_id}\n${query.limit}\n${query.page}\n${query.search ?? ''}`,
        async () => ({
          data: { cities: await locations.cities(query.state_id, query) },
        }),
      ),
    })),
  ];
}
