import { contract } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import {
  cookieValue,
  createDeviceCookies,
  DEVICE_COOKIE,
  deviceCookieHeader,
} from '../services/device-cookie';
import { openSession } from '../services/open-session';
import { DUMMY_HASH, verifyPassword } from '../services/passwords';
import { createSignInLimits } from '../services/sign-in-limits';

/** The same answer for an unknown e-mail and a wrong password, so sign-in reveals no accounts. */
const INVALID_CREDENTIALS = { message: 'Invalid e-mail or password', code: 'invalid_credentials' };

export function authRoutes(app: FastifyInstance) {
  const limits = createSignInLimits(app.repos.signInWindows, app.config);
  const devices = createDeviceCookies(app.config.jwtSecret);
  return [
    implement(
      contract.auth.login,
      async ({ body, request, reply }) => {
        const user = await app.repos.users.findByEmail(body.email);
        const device = user
          ? devices.nonceFor(cookieValue(request.headers.cookie, DEVICE_COOKIE), user.id)
          : null;
        const bucket = await limits.byAccount(reply, body.email, device);
        const matches = await verifyPassword(
          body.password,
          user?.password_hash ?? (await DUMMY_HASH),
        );
        if (!user || !matches || user.active !== 1)
          return { status: 401, body: INVALID_CREDENTIALS };
        await limits.cleared(bucket);
        reply.header(
          'set-cookie',
          deviceCookieHeader(
            devices.issue(user.id),
            contract.auth.login.path,
            request.protocol === 'https',
          ),
        );
        const session = await openSession(app, request, reply, user, body.remember);
        return { status: 200, body: { message: 'Signed in', data: session } };
      },
      // Per address before the body is read (request.ip follows TRUST_PROXY).
      { auth: 'none', onRequest: (request, reply) => limits.byAddress(reply, request.ip) },
    ),
  ];
}
