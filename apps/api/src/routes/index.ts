import { MASTER_SET_ROOTS, MASTER_SETS } from '@procure/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { registerContractRoutes } from '../http/contract-routes';
import { authorize, permissionOf } from '../security/authorize';
import type { RouteDefinition } from '../http/contract-routes';
import { accountingRoutes } from './accounting';
import { authRoutes } from './auth';
import { companyRoutes } from './companies';
import { documentRoutes } from './documents';
import { exchangeRateRoutes } from './exchange-rates';
import { insightsRoutes } from './insights';
import { invoiceRoutes } from './invoices';
import { jobRoutes } from './jobs';
import { logoutRoutes } from './logout';
import { mailRoutes } from './mail';
import { paymentRunRoutes } from './payment-runs';
import { masterRoutes } from './masters';
import { procurementRoutes } from './procurement';
import { profileRoutes } from './profile';
import { vendorRoutes } from './vendors';
import { referenceRoutes } from './reference';
import { systemRoutes } from './system';
import { userRoutes } from './users';

/** Every implemented resource. Vendors, purchase orders, MRNs, invoices and master data are
 * added here as their issues land; until then their paths answer 404. */
export const routesPlugin = fp(
  async (app) => {
    const options = {
      authenticate: (request: FastifyRequest) => app.authenticate(request),
      authorize,
      // Answers are checked against the contract in development and tests, where a drift is
      // caught; in production the check would cost more than the rest of most requests.
      validateResponses: app.config.env !== 'production',
    };
    registerContractRoutes(
      app,
      declared([
        ...systemRoutes(app),
        ...authRoutes(app),
        ...logoutRoutes(app),
        ...referenceRoutes(app),
        ...documentRoutes(app),
        ...jobRoutes(app),
        ...vendorRoutes(app),
        ...procurementRoutes(app, 'po'),
        ...procurementRoutes(app, 'mrn'),
        ...invoiceRoutes(app),
        ...insightsRoutes(app),
        ...mailRoutes(app),
        ...paymentRunRoutes(app),
        ...accountingRoutes(app),
        ...userRoutes(app),
        ...profileRoutes(app),
        ...exchangeRateRoutes(app),
        ...companyRoutes(app),
      ]),
      options,
    );
    // Master data: one router per set, each under its own API root (/masters/{set}).
    for (const set of MASTER_SETS)
      await app.register(
        async (scope) => registerContractRoutes(scope, declared(masterRoutes(app, set)), options),
        { prefix: MASTER_SET_ROOTS[set] },
      );
  },
  { name: 'routes', dependencies: ['repositories', 'security'] },
);

/** Every signed-in route has its line in the permission table, or the server does not start. */
function declared(definitions: RouteDefinition[]) {
  for (const def of definitions) if (def.auth === 'required') permissionOf(def.route);
  return definitions;
}
