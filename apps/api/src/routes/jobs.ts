import { contract } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import { jobsOf } from '../jobs/queue';
import { companyScopeOf, inCompanyScope } from '../security/company-scope';

/** Job state for the row that owns the jobs (an invoice's extraction, for one). */
export function jobRoutes(app: FastifyInstance) {
  /** Whether the user may see this owner's jobs: another company's invoice is as unknown to a
   * user limited to companies as the invoice is (its jobs' errors quote what was read). */
  async function mayRead(request: Parameters<typeof companyScopeOf>[1], type: string, id: number) {
    if (type !== 'invoice') return true;
    const scope = await companyScopeOf(app.db, request);
    if (scope === null) return true;
    const invoice = await app.db
      .selectFrom('invoices')
      .select('company_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return !invoice || inCompanyScope(scope, invoice.company_id);
  }

  return [
    implement(contract.jobs.list, async ({ query, request }) => ({
      status: 200,
      body: {
        data: (await mayRead(request, query.owner_type, query.owner_id))
          ? await jobsOf(app.db, query.owner_type, query.owner_id)
          : [],
      },
    })),
  ];
}
