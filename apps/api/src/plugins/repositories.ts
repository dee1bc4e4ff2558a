import fp from 'fastify-plugin';
import { createAccountLinksRepository } from '../repositories/account-links';
import { createAnalyticsRepository } from '../repositories/analytics';
import { createCompaniesRepository } from '../repositories/companies';
import { createDashboardRepository } from '../repositories/dashboard';
import { createDocumentsRepository } from '../repositories/documents';
import { createInvoicesRepository } from '../repositories/invoices';
import { createLocationsRepository } from '../repositories/locations';
import { createMailRepository } from '../repositories/mail';
import { createMastersRepository } from '../repositories/masters';
import { createProcurementRepository } from '../repositories/procurement';
import { createReferenceRepository } from '../repositories/reference';
import { createSessionsRepository } from '../repositories/sessions';
import { createSignInWindowsRepository } from '../repositories/sign-in-windows';
import { createUserAdminRepository } from '../repositories/user-admin';
import { createUserCompaniesRepository } from '../repositories/user-companies';
import { createUsersRepository } from '../repositories/users';
import { createVendorEntriesRepository } from '../repositories/vendor-entries';
import { createVendorsRepository } from '../repositories/vendors';
import type { Db } from '../db/connect';

export function createRepositories(db: Db) {
  return {
    users: createUsersRepository(db),
    userAdmin: createUserAdminRepository(db),
    accountLinks: createAccountLinksRepository(db),
    reference: createReferenceRepository(db),
    locations: createLocationsRepository(db),
    documents: createDocumentsRepository(db),
    signInWindows: createSignInWindowsRepository(db),
    sessions: createSessionsRepository(db),
    vendors: createVendorsRepository(db),
    vendorEntries: createVendorEntriesRepository(db),
    procurement: createProcurementRepository(db),
    invoices: createInvoicesRepository(db),
    masters: createMastersRepository(db),
    dashboard: createDashboardRepository(db),
    analytics: createAnalyticsRepository(db),
    mail: createMailRepository(db),
    companies: createCompaniesRepository(db),
    userCompanies: createUserCompaniesRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export const repositoriesPlugin = fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);
