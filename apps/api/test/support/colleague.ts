import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Role } from '../../src/security/roles';
import { userWithRoles } from './roles';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Another signed-in user beside a test file's demo user (an admin by default): segregation of
 * duties gives the approval of what the demo user prepared, and the payment of what the demo
 * user approved, to someone else. Made in the file's beforeAll, after its server. */
export function colleague(
  server: { app: FastifyInstance },
  name = 'Colleague',
  roles: Role[] = ['admin'],
) {
  let auth: Record<string, string> = {};
  let id = 0;
  beforeAll(async () => {
    const user = await userWithRoles(server.app, roles, name);
    auth = user.auth;
    id = user.id;
  });
  return {
    get id() {
      return id;
    },
    get auth() {
      return auth;
    },
    call: (method: Method, url: string, payload?: object) =>
      server.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) }),
  };
}

type Colleague = ReturnType<typeof colleague>;

/** Approval past an invoice's problems takes two approvers: the first one's reason is recorded
 * (202), the second one approves. Answers the second answer. */
export async function approveAnyway(
  first: Colleague,
  second: Colleague,
  invoiceId: number,
  reason = 'Checked by hand',
) {
  const url = `/api/v1/invoice/${invoiceId}/approve`;
  const asked = await first.call('POST', url, { override_reason: reason });
  if (asked.statusCode !== 202) return asked;
  return second.call('POST', url, { override_reason: reason });
}
