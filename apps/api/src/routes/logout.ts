import { contract } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';

/** Log out ends the session on the server, so a copied token stops working with it. */
export function logoutRoutes(app: FastifyInstance) {
  return [
    implement(contract.auth.logout, async ({ request, reply }) => {
      await app.repos.sessions.revoke(request.principal!.sessionId);
      reply.header('cache-control', 'no-store');
      return { status: 200, body: { message: 'Signed out' } };
    }),
  ];
}
