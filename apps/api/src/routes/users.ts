import { contract, type AccountLink } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import { actorOf } from '../services/audit';
import { openSession } from '../services/open-session';
import { hashPassword } from '../services/passwords';

/** Where the web's page for a link lives; the admin copies it (issue 22: sending it by mail when
 * SMTP_URL is set is not built yet, so `mailed` is always false). */
const linkPath = (token: string) => `/invitation/${token}`;
const asLink = (link: {
  id: number;
  purpose: 'invite' | 'reset';
  token: string;
  expires_at: string;
}): AccountLink => ({
  ...link,
  path: linkPath(link.token),
  mailed: false,
});

/** A link's body is a token, a name and a password: anyone may send one, so it is read only
 * up to a few kilobytes (413 beyond). */
const LINK_BODY_LIMIT = 4096;

/** User administration (admins) and the signed-out use of its links. */
export function userRoutes(app: FastifyInstance) {
  const { userAdmin, accountLinks } = app.repos;
  return [
    implement(contract.users.list, async () => {
      const [users, invitations] = await Promise.all([
        userAdmin.list(),
        accountLinks.pendingInvitations(),
      ]);
      return { status: 200, body: { data: users, invitations } };
    }),
    implement(contract.users.invite, async ({ body, request, reply }) => {
      const link = await accountLinks.invite(actorOf(request), body.email, body.roles);
      // The answer carries a one-time credential.
      reply.header('cache-control', 'no-store');
      return { status: 201, body: { message: 'Invitation made', data: asLink(link) } };
    }),
    implement(contract.users.withdrawInvitation, async ({ params, request }) => {
      await accountLinks.withdraw(actorOf(request), params.id);
      return { status: 200, body: { message: 'Invitation withdrawn' } };
    }),
    implement(contract.users.setRoles, async ({ params, body, request }) => ({
      status: 200,
      body: {
        message: 'Roles changed',
        data: await userAdmin.setRoles(actorOf(request), params.id, body.roles),
      },
    })),
    implement(contract.users.disable, async ({ params, request }) => ({
      status: 200,
      body: {
        message: 'User disabled',
        data: await userAdmin.setDisabled(actorOf(request), params.id, true),
      },
    })),
    implement(contract.users.enable, async ({ params, request }) => ({
      status: 200,
      body: {
        message: 'User enabled',
        data: await userAdmin.setDisabled(actorOf(request), params.id, false),
      },
    })),
    implement(contract.users.resetPassword, async ({ params, request, reply }) => {
      const link = await accountLinks.reset(actorOf(request), params.id);
      reply.header('cache-control', 'no-store');
      return { status: 201, body: { message: 'Password reset', data: asLink(link) } };
    }),
    implement(
      contract.users.lookupLink,
      async ({ body }) => ({ status: 200, body: { data: await accountLinks.details(body.token) } }),
      { auth: 'none', bodyLimit: LINK_BODY_LIMIT },
    ),
    implement(
      contract.users.acceptLink,
      async ({ body, request, reply }) => {
        // The link is checked before the password is hashed: an unknown or used link costs a
        // lookup, not a scrypt run.
        await accountLinks.details(body.token);
        const account = await accountLinks.use(
          body.token,
          await hashPassword(body.password),
          body.user_name,
        );
        const session = await openSession(app, request, reply, account, false);
        return { status: 200, body: { message: 'Signed in', data: session } };
      },
      { auth: 'none', bodyLimit: LINK_BODY_LIMIT },
    ),
  ];
}
