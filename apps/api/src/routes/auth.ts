import { contract, REMEMBER_ME_TTL_SECONDS, SESSION_TTL_SECONDS } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import {
  cookieValue,
  createDeviceCookies,
  DEVICE_COOKIE,
  deviceCookieHeader,
} from '../services/device-cookie';
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
        // The answer carries a bearer token: no cache, shared or private, may keep it.
        reply.header('cache-control', 'no-store');
        reply.header(
          'set-cookie',
          deviceCookieHeader(
            devices.issue(user.id),
            contract.auth.login.path,
            request.protocol === 'https',
          ),
        );
        const ttl = body.remember ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;
        // The token names a server-side session, so logout and a reset can end it.
        const sid = await app.repos.sessions.create({
          userId: user.id,
          ttlSeconds: ttl,
          userAgent: request.headers['user-agent'],
          address: request.ip,
        });
        const token = app.jwt.sign(
          { sub: String(user.id), email: user.email, user_name: user.user_name, sid },
          { expiresIn: ttl },
        );
        return {
          status: 200,
          body: {
            message: 'Signed in',
            data: {
              token,
              user_name: user.user_name,
              email: user.email,
              expires_at: new Date(Date.now() + ttl * 1000).toISOString(),
            },
          },
        };
      },
      // Per address before the body is read (request.ip follows TRUST_PROXY).
      { auth: 'none', onRequest: (request, reply) => limits.byAddress(reply, request.ip) },
    ),
  ];
}
