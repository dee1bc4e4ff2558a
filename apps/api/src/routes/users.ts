import { contract, type AccountLink } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import { linkPath, type LinkMailOutcome } from '../services/account-link-mail';
import { visibleToActor } from '../repositories/user-companies';
import { actorOf } from '../services/audit';
import { openSession } from '../services/open-session';
import { hashPassword } from '../services/passwords';

/** The answer for a link just made: what the admin needs to hand it over, and whether it was
 * mailed. Picked field by field, so no stored or requested detail rides along. */
const asLink = (
  link: { id: number; purpose: 'invite' | 'reset'; token: string; expires_at: string },
  outcome: LinkMailOutcome,
): AccountLink => ({
  id: link.id,
  purpose: link.purpose,
  token: link.token,
  path: linkPath(link.token),
  expires_at: link.expires_at,
  ...outcome,
});

/** A link's body is a token, a name and a password: anyone may send one, so it is read only
 * up to a few kilobytes (413 beyond). */
const LINK_BODY_LIMIT = 4096;

/** User administration (admins) and the signed-out use of its links. */
export function userRoutes(app: FastifyInstance) {
  const { userAdmin, accountLinks } = app.repos;
  return [
    implement(contract.users.list, async ({ request }) => {
      const [users, invitations] = await Promise.all([
        userAdmin.list(),
        accountLinks.pendingInvitations(),
      ]);
      // A sister company's admin sees the users and invitations of their companies only.
      const shown = await visibleToActor(app.db, actorOf(request), users, invitations);
      return { status: 200, body: { data: shown.users, invitations: shown.invitations } };
    }),
    implement(contract.users.invite, async ({ body, request, reply }) => {
      const actor = actorOf(request);
      const link = await accountLinks.invite(
        actor,
        body.email,
        body.roles,
        body.limits,
        body.companies,
      );
      // Mailed only once the link's transaction has committed: a mail never names a link that
      // was rolled back, and a failed send leaves the link to be copied.
      const outcome = await app.linkMailer.send({
        ...link,
        to: body.email,
        userName: null,
        sentBy: actor.name,
      });
      // The answer carries a one-time credential.
      reply.header('cache-control', 'no-store');
      return { status: 201, body: { message: 'Invitation made', data: asLink(link, outcome) } };
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
      const actor = actorOf(request);
      const link = await accountLinks.reset(actor, params.id);
      const user = await userAdmin.find(params.id);
      const outcome = user
        ? await app.linkMailer.send({
            ...link,
            to: user.email,
            userName: user.user_name,
            sentBy: actor.name,
          })
        : { mailed: false as const };
      reply.header('cache-control', 'no-store');
      return { status: 201, body: { message: 'Password reset', data: asLink(link, outcome) } };
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
