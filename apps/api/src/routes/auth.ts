import { contract, REMEMBER_ME_TTL_SECONDS, SESSION_TTL_SECONDS } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import { tooManySignIns } from '../http/errors';
import { DUMMY_HASH, verifyPassword } from '../services/passwords';

/** The same answer for an unknown e-mail and a wrong password, so sign-in reveals no accounts. */
const INVALID_CREDENTIALS = { message: 'Invalid e-mail or password', code: 'invalid_credentials' };

export function authRoutes(app: FastifyInstance) {
  return [
    implement(
      contract.auth.login,
      async ({ body, reply }) => {
        // Per account, whatever the address: guesses spread over many addresses still stop.
        const { attempts, windowMs } = app.config.loginAccountLimit;
        const counted = await app.repos.loginAttempts.count(body.email, windowMs);
        if (counted.attempts === 1) await app.repos.loginAttempts.purgeExpired(windowMs);
        if (counted.attempts > attempts) {
          const left = Math.ceil((counted.windowStartedAt + windowMs - Date.now()) / 1000);
          reply.header('retry-after', String(Math.max(1, left)));
          throw tooManySignIns(Math.max(1, left));
        }
        const user = await app.repos.users.findByEmail(body.email);
        const matches = await verifyPassword(
          body.password,
          user?.password_hash ?? (await DUMMY_HASH),
        );
        if (!user || !matches || user.active !== 1)
          return { status: 401, body: INVALID_CREDENTIALS };
        await app.repos.loginAttempts.clear(body.email);
        // The answer carries a bearer token: no cache, shared or private, may keep it.
        reply.header('cache-control', 'no-store');
        const ttl = body.remember ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;
        const token = app.jwt.sign(
          { sub: String(user.id), email: user.email, user_name: user.user_name },
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
      {
        auth: 'none',
        config: {
          rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' },
        },
      },
    ),
  ];
}
