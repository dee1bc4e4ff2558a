import { contract } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';

/** The dashboard and analytics: one call per page, figures read from the rows. */
export function insightsRoutes(app: FastifyInstance) {
  const { dashboard, analytics } = app.repos;
  const { baseCurrency } = app.config;
  return [
    implement(contract.insights.dashboard, async () => ({
      status: 200,
      body: { data: await dashboard.dashboard({ baseCurrency }) },
    })),
    implement(contract.insights.analytics, async () => ({
      status: 200,
      body: { data: await analytics.analytics() },
    })),
  ];
}
