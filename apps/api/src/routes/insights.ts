import { contract } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import { companyScopeOf } from '../security/company-scope';

/** The dashboard and analytics: one call per page, figures read from the rows. */
export function insightsRoutes(app: FastifyInstance) {
  const { dashboard, analytics } = app.repos;
  const { baseCurrency } = app.config;
  return [
    // A user limited to companies reads their companies' figures only, as their lists show.
    implement(contract.insights.dashboard, async ({ request }) => ({
      status: 200,
      body: {
        data: await dashboard.dashboard({
          baseCurrency,
          scope: await companyScopeOf(app.db, request),
        }),
      },
    })),
    implement(contract.insights.analytics, async ({ request }) => ({
      status: 200,
      body: { data: await analytics.analytics(await companyScopeOf(app.db, request)) },
    })),
  ];
}
