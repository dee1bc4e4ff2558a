import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDefinition } from '../http/contract-routes';
import { notFound } from '../http/errors';
import {
  companyScopeOf,
  hideForeignDuplicates,
  inCompanyScope,
  listedCompanies,
} from '../security/company-scope';

/** The routes that name one invoice (`/invoice/:id/...`) or payment run answer a user limited to
 * companies as if another company's, or one with no company, did not exist: a 404 with the
 * routes' own words, so an id tells them nothing. Checked once here, before the body is read,
 * rather than in each of the dozen handlers. */
export function scopedToCompanies(
  app: FastifyInstance,
  definitions: RouteDefinition[],
  notFoundMessage: string,
  table: 'invoices' | 'payment_runs' = 'invoices',
): RouteDefinition[] {
  return definitions.map(withoutForeignDuplicates(app)).map((def) =>
    def.route.path.includes(':id')
      ? {
          ...def,
          async onRequest(request, reply) {
            const id = Number((request.params as { id?: string }).id);
            const scope = await companyScopeOf(app.db, request);
            // A malformed id is the contract's 400, answered by the route.
            if (scope !== null && Number.isSafeInteger(id) && id > 0) {
              const row = await app.db
                .selectFrom(table)
                .select('company_id')
                .where('id', '=', id)
                .executeTakeFirst();
              if (row && !inCompanyScope(scope, row.company_id)) throw notFound(notFoundMessage);
            }
            await def.onRequest?.(request, reply);
          },
        }
      : def,
  );
}

/** Every invoice these routes answer (a row, a list of rows, or a lines save's `invoice`)
 * passes hideForeignDuplicates, so no handler can forget it. */
const withoutForeignDuplicates =
  (app: FastifyInstance) =>
  (def: RouteDefinition): RouteDefinition => ({
    ...def,
    async handle(args) {
      const result = await def.handle(args);
      const data = 'body' in result ? (result.body as { data?: unknown } | null)?.data : null;
      const invoices = (
        Array.isArray(data) ? data : [data, (data as { invoice?: unknown } | null)?.invoice]
      ).filter(
        (item): item is { duplicate_of: number | null } =>
          typeof item === 'object' && item !== null && 'duplicate_of' in item,
      );
      if (invoices.length)
        await hideForeignDuplicates(app.db, await companyScopeOf(app.db, args.request), invoices);
      return result;
    },
  });

/** What the invoice list, find and export may show a user of their companies. */
export function invoiceCompanyFilters(app: FastifyInstance) {
  /** The companies whose invoices a list, find or export may show the user. */
  const companiesFor = async (request: FastifyRequest, asked?: number) =>
    listedCompanies(await companyScopeOf(app.db, request), asked);
  return {
    companiesFor,
    /** Of these ids, those the user may see (in their order). */
    async visibleIds(request: FastifyRequest, ids: number[]) {
      const companies = await companiesFor(request);
      if (!companies || !ids.length) return ids;
      const seen = await app.db
        .selectFrom('invoices')
        .select(['id', 'company_id'])
        .where('id', 'in', ids)
        .execute();
      const allowed = new Set(
        seen.filter((r) => inCompanyScope(companies, r.company_id)).map((r) => r.id),
      );
      return ids.filter((id) => allowed.has(id));
    },
  };
}
