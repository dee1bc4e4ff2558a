import cors from '@fastify/cors';
import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { unauthorized } from '../http/errors';
import '../security/principal';

/** `sid` names the server-side session (migration 022); a token without one (issued before
 * sessions existed) is refused, and its holder signs in again. */
export type TokenClaims = { sub: string; email: string; user_name: string; sid?: string };

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

type VerifiedClaims = TokenClaims & { exp: number };

/** Tokens already verified, by their exact text, until their exp; the oldest go first past
 * `limit`. A key is the whole token, so no two tokens can share an entry. */
function verifiedTokens(verify: (token: string) => VerifiedClaims, limit = 1000) {
  const verified = new Map<string, VerifiedClaims>();
  return (token: string): VerifiedClaims => {
    const hit = verified.get(token);
    if (hit && hit.exp * 1000 > Date.now()) return hit;
    const claims = verify(token); // throws for every bad token
    verified.delete(token);
    if (verified.size >= limit) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  };
}

export const securityPlugin = fp(
  async (app, { config }: { config: Config }) => {
    // Without allowed origins CORS has nothing to add, so its per-request hook is left out.
    if (config.corsOrigins.length) {
      await app.register(cors, {
        origin: config.corsOrigins,
        credentials: false,
        exposedHeaders: ['content-disposition', 'location'],
      });
    }
    // @fastify/jwt's defaults accept tokens without exp and sign without one: pin both.
    await app.register(jwt, {
      secret: config.jwtSecret,
      sign: { algorithm: JWT_ALGORITHM },
      verify: { algorithms: [JWT_ALGORITHM], requiredClaims: ['exp', 'sub'] },
    });
    // The instance's verifier rather than request.jwtVerify(), which merges options and
    // decodes the token again on every call; and a token verified once is taken at its word
    // until its exp (a client sends the same one on every request).
    const verify = verifiedTokens((token) => app.jwt.verify<VerifiedClaims>(token));
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      if (!token || !/^bearer$/i.test(scheme!)) throw unauthorized();
      try {
        request.user = verify(token);
      } catch {
        throw unauthorized();
      }
      // A token outlives nothing: a logout, a password reset or a disabled user ends it at
      // once. Who the user is and what they may do is read from the database, never the token.
      const { sid, sub } = request.user;
      const principal = sid ? await app.repos.sessions.principal(sid) : undefined;
      if (!principal || String(principal.id) !== sub) throw unauthorized();
      request.principal = principal;
    });
  },
  { name: 'security', dependencies: ['repositories'] },
);
