import { contract } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import { jobsOf } from '../jobs/queue';

/** Job state for the row that owns the jobs (an invoice's extraction, for one). */
export function jobRoutes(app: FastifyInstance) {
  return [
    implement(contract.jobs.list, async ({ query }) => ({
      status: 200,
      body: { data: await jobsOf(app.db, query.owner_type, query.owner_id) },
    })),
  ];
}
