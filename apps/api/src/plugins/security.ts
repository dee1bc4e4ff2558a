import cors from '@fastify/cors';
import jwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError, unauthorized } from '../http/errors';

export type TokenClaims = { sub: string; email: string; user_name: string };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}
declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies the bearer token; every failure is a 401, never a 500. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

export const JWT_ALGORITHM = 'HS256';

export const securityPlugin = fp(
  async (app, { config }: { config: Config }) => {
    await app.register(cors, {
      origin: config.corsOrigins.length ? config.corsOrigins : false,
      credentials: false,
      exposedHeaders: ['content-disposition', 'location'],
    });
    // @fastify/jwt's defaults accept tokens without exp and sign without one: pin both.
    await app.register(jwt, {
      secret: config.jwtSecret,
      sign: { algorithm: JWT_ALGORITHM },
      verify: { algorithms: [JWT_ALGORITHM], requiredClaims: ['exp', 'sub'] },
    });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many sign-in attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
          'rate_limited',
        ),
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      try {
        await request.jwtVerify();
      } catch {
        throw unauthorized();
      }
      // A token outlives nothing: a removed or disabled user is signed out at once.
      if (!app.repos.users.findActiveById(Number(request.user.sub))) throw unauthorized();
    });
  },
  { name: 'security', dependencies: ['repositories'] },
);
