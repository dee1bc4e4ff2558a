import { contract, mountedRoutes } from '@procure/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { allows, refusal, ROUTE_PERMISSIONS, type Permission } from '../src/security/permissions';
import { ROLES, type Role } from '../src/security/roles';
import { signedInTestApp } from './helpers';
import { userWithRoles } from './support/roles';

const server = signedInTestApp();
const tokens = new Map<Role, Record<string, string>>();
beforeAll(async () => {
  for (const role of ROLES) tokens.set(role, (await userWithRoles(server.app, [role])).auth);
});

// Every route that changes something, from the contract, with what the table says it needs.
const OPEN: Permission[] = ['public', 'self', 'read'];
const mutating = mountedRoutes(contract)
  .map(([name, route]) => ({
    name,
    route,
    permission: ROUTE_PERMISSIONS[name.replace(/^master_[a-z_]+\./, 'master.')]!,
  }))
  .filter(({ permission }) => !OPEN.includes(permission));
const cases = mutating.flatMap((entry) =>
  ROLES.map((role) => ({ ...entry, role, allowed: allows([role], entry.permission) })),
);

describe('every mutating route × every role', () => {
  it('covers the mutating routes', () => {
    expect(mutating.length).toBeGreaterThan(40);
  });

  it.each(cases)(
    '$name as $role (allowed: $allowed)',
    async ({ route, role, allowed, permission }) => {
      // Ids that exist nowhere and an empty body: a role that may call the route gets past the
      // permission check to validation or a 404; one that may not is refused before that.
      const url = route.path.replace(/:[A-Za-z]+/g, '999999');
      const answer = await server.app.inject({
        method: route.method,
        url,
        headers: tokens.get(role)!,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (allowed) {
        expect(answer.statusCode, answer.body).not.toBe(403);
        expect(answer.statusCode, answer.body).not.toBe(401);
      } else {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ message: refusal(permission), code: 'forbidden' });
      }
    },
  );

  it('lets a viewer read', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/v1/vendor/?type=active',
      headers: tokens.get('viewer')!,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.length).toBeGreaterThan(0);
  });

  it('shows the inbox settings to admins only', async () => {
    for (const role of ROLES) {
      const answer = await server.app.inject({
        method: 'GET',
        url: '/api/v1/mail/status',
        headers: tokens.get(role)!,
      });
      if (role === 'admin') expect(answer.statusCode, role).toBe(200);
      else
        expect(answer.json(), role).toEqual({
          message: 'Viewing the settings needs the admin role.',
          code: 'forbidden',
        });
    }
  });

  it('refuses before the body is read', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/v1/invoice/upload',
      headers: { ...tokens.get('viewer')!, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not multipart at all',
    });
    expect(answer.statusCode).toBe(403);
  });
});
