import fp from 'fastify-plugin';
import { registerContractRoutes } from '../http/contract-routes';
import { authRoutes } from './auth';
import { documentRoutes } from './documents';
import { referenceRoutes } from './reference';
import { systemRoutes } from './system';

/** Every implemented resource. Vendors, purchase orders, MRNs, invoices and master data are
 * added here as their issues land; until then their paths answer 404. */
export const routesPlugin = fp(
  async (app) => {
    registerContractRoutes(
      app,
      [...systemRoutes(app), ...authRoutes(app), ...referenceRoutes(app), ...documentRoutes(app)],
      { authenticate: (request) => app.authenticate(request), validateResponses: true },
    );
  },
  { name: 'routes', dependencies: ['repositories', 'security'] },
);
