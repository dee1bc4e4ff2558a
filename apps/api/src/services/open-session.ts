import { REMEMBER_ME_TTL_SECONDS, SESSION_TTL_SECONDS, type Session } from '@procure/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Signs a user in: a server-side session (so logout, a reset and disabling can end it) and a
 * token naming it. Used by sign-in and by a used invitation or reset link. */
export async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; email: string; user_name: string },
  remember: boolean,
): Promise<Session> {
  // The answer carries a bearer token: no cache, shared or private, may keep it.
  reply.header('cache-control', 'no-store');
  const ttl = remember ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;
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
    token,
    user_name: user.user_name,
    email: user.email,
    expires_at: new Date(Date.now() + ttl * 1000).toISOString(),
  };
}
