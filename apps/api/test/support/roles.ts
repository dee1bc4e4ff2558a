import type { FastifyInstance } from 'fastify';
import { bearer } from '../helpers';
import type { Role } from '../../src/security/roles';

let counter = 0;

/** A user holding `roles`, made through the repository, and a live session for them: the token
 * is signed as sign-in signs it, without a sign-in (the per-address limit would count them). */
export async function userWithRoles(app: FastifyInstance, roles: Role[], name?: string) {
  counter += 1;
  const email = `${roles.join('-')}-${counter}-${process.pid}@example.test`;
  const userName = name ?? `${roles.join(' ')} ${counter}`;
  // The hash is never checked: these users do not sign in with a password.
  const id = await app.repos.users.create(email, userName, 'no-password', roles);
  const sid = await app.repos.sessions.create({ userId: id, ttlSeconds: 3600 });
  const token = app.jwt.sign(
    { sub: String(id), email, user_name: userName, sid },
    { expiresIn: 3600 },
  );
  return { id, email, name: userName, token, auth: bearer(token) };
}
