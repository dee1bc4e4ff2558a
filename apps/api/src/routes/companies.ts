import { contract } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import { actorOf } from '../services/audit';

/** A company's details and bank accounts are a few hundred bytes. */
const COMPANY_BODY_LIMIT = 16 * 1024;

/** The companies (issue 22 item 6): read by everyone signed in, written by administrators
 * (permission `companies.manage`, security/permissions.ts). */
export function companyRoutes(app: FastifyInstance) {
  const { companies, userCompanies } = app.repos;
  const limits = { bodyLimit: COMPANY_BODY_LIMIT };
  return [
    implement(contract.company.list, async ({ query, request }) => ({
      status: 200,
      body: await companies.list(query, actorOf(request).id),
    })),
    implement(contract.company.options, async ({ request }) => ({
      status: 200,
      body: { data: await companies.options(actorOf(request).id) },
    })),
    implement(contract.company.get, async ({ params, request }) => ({
      status: 200,
      body: { data: await companies.get(params.id, actorOf(request).id) },
    })),
    implement(
      contract.company.create,
      async ({ body, request }) => ({
        status: 201,
        body: { message: 'Company added', data: await companies.create(actorOf(request), body) },
      }),
      limits,
    ),
    implement(
      contract.company.update,
      async ({ params, body, request }) => ({
        status: 200,
        body: {
          message: 'Company saved',
          data: await companies.update(actorOf(request), params.id, body),
        },
      }),
      limits,
    ),
    implement(
      contract.company.addBankAccount,
      async ({ params, body, request }) => ({
        status: 201,
        body: {
          message: 'Bank account added',
          data: await companies.addBankAccount(actorOf(request), params.id, body),
        },
      }),
      limits,
    ),
    implement(
      contract.company.updateBankAccount,
      async ({ params, body, request }) => ({
        status: 200,
        body: {
          message: 'Bank account saved',
          data: await companies.updateBankAccount(
            actorOf(request),
            params.id,
            params.accountId,
            body,
          ),
        },
      }),
      limits,
    ),
    implement(contract.company.assignments, async ({ request }) => ({
      status: 200,
      body: { data: await userCompanies.assignments(actorOf(request)) },
    })),
    implement(
      contract.company.setUserCompanies,
      async ({ params, body, request }) => ({
        status: 200,
        body: {
          message: 'Companies changed',
          data: await userCompanies.set(actorOf(request), params.id, body.company_ids),
        },
      }),
      limits,
    ),
    implement(contract.company.removeBankAccount, async ({ params, request }) => ({
      status: 200,
      body: {
        message: 'Bank account removed',
        data: await companies.removeBankAccount(actorOf(request), params.id, params.accountId),
      },
    })),
  ];
}
