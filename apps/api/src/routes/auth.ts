import { contract, REMEMBER_ME_TTL_SECONDS, SESSION_TTL_SECONDS } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import { DUMMY_HASH, verifyPassword } from '../services/passwords';

/** The same answer for an unknown e-mail and a wrong password, so sign-in reveals no accounts. */
const INVALID_CREDENTIALS = { message: 'Invalid e-mail or password', code: 'invalid_credentials' };

export function authRoutes(app: FastifyInstance) {
  return [
    implement(
      contract.auth.login,
      async ({ body }) => {
        const user = app.repos.users.findByEmail(body.email);
        const matches = await verifyPassword(
          body.password,
          user?.password_hash ?? (await DUMMY_HASH),
        );
        if (!user || !matches || user.active !== 1)
          return { status: 401, body: INVALID_CREDENTIALS };
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
