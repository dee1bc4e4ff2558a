import { contract, PERMISSIONS, type Profile } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, VALIDATION_MESSAGE } from '../http/errors';
import { verifyPassword, hashPassword } from '../services/passwords';
import { allows, refusal } from '../security/permissions';
import type { Principal } from '../security/principal';
import { implement } from '../http/contract-routes';
import { actorOf } from '../services/audit';
import { limitsOf } from '../repositories/approval-limits';
import { companyOptionsOfUser } from '../repositories/user-companies';

/** What the web needs to hide or disable what the user may not do, with the server's own
 * sentence for each refusal (one place for the words). */
function profileOf(principal: Principal, userName = principal.name): Profile {
  const held = PERMISSIONS.filter((permission) => allows(principal.roles, permission));
  const refusals = Object.fromEntries(
    PERMISSIONS.filter((permission) => !held.includes(permission)).map((p) => [p, refusal(p)]),
  );
  return {
    id: principal.id,
    email: principal.email,
    user_name: userName,
    roles: principal.roles,
    permissions: held,
    refusals,
  };
}

const WRONG_PASSWORD = 'This is not your current password';

/** The signed-in user's own account: every role may use it. */
export function profileRoutes(app: FastifyInstance) {
  const { users, sessions } = app.repos;
  return [
    implement(contract.profile.get, async ({ request }) => ({
      status: 200,
      body: {
        // The user's own approval limits: the web says what they may approve alone.
        data: {
          ...profileOf(request.principal!),
          limits: await limitsOf(app.db, request.principal!.id),
          companies: await companyOptionsOfUser(app.db, request.principal!.id),
        },
      },
    })),
    implement(contract.profile.update, async ({ request, body }) => {
      await users.rename(actorOf(request), body.user_name);
      return {
        status: 200,
        body: { message: 'Name changed', data: profileOf(request.principal!, body.user_name) },
      };
    }),
    implement(contract.profile.changePassword, async ({ request, body }) => {
      const { id, sessionId } = request.principal!;
      const stored = await users.passwordHashOf(id);
      if (!stored || !(await verifyPassword(body.current_password, stored)))
        throw badRequest(
          VALIDATION_MESSAGE,
          [{ path: 'current_password', message: WRONG_PASSWORD }],
          'validation_failed',
        );
      const ended = await users.changePassword(
        actorOf(request),
        await hashPassword(body.new_password),
        sessionId,
      );
      return {
        status: 200,
        body: {
          message: 'Password changed: your other sessions have ended',
          ended_sessions: ended,
        },
      };
    }),
    implement(contract.profile.sessions, async ({ request }) => ({
      status: 200,
      body: { data: await sessions.liveOf(request.principal!.id, request.principal!.sessionId) },
    })),
    implement(contract.profile.endOtherSessions, async ({ request }) => {
      const ended = await sessions.revokeOthers(
        request.principal!.id,
        request.principal!.sessionId,
      );
      return {
        status: 200,
        body: { message: 'Signed out everywhere else', ended_sessions: ended },
      };
    }),
  ];
}
