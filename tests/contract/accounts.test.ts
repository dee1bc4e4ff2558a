import { contract } from '@procure/contract';
import { DEMO_USER } from '@procure/fixtures';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_SERVICE_ROOTS } from '../../apps/web/src/config/api-roots';
import { callContract, type ContractArgs } from '../../apps/web/src/lib/contract-query';
import { ok, startServer } from './server';

// User administration, account links and the own account through the web app's API layer
// against the real server (issue 22): the screens' calls, in the shapes the screens read.
let server: Awaited<ReturnType<typeof startServer>>;
let token: string;
const call = <R extends AppRoute>(
  route: R,
  args: ContractArgs<R>,
  as: string | null = token,
  service: 'users' | 'profile' = 'users',
) => callContract(route, args, { root: server.roots[CONTRACT_SERVICE_ROOTS[service]], token: as });

beforeAll(async () => {
  server = await startServer();
  token = await server.demoToken();
});
afterAll(() => server.stop());

describe('users and account links through the web API layer', () => {
  it('invites, joins from the link, changes roles, disables, enables, resets, withdraws', async () => {
    const u = contract.users;
    const email = 'ct-invitee@example.test';
    const invitation = ok(await call(u.invite, { body: { email, roles: ['viewer'] } })).data;
    expect(invitation).toMatchObject({ purpose: 'invite', mailed: false });

    // The link works without a session: it names the account, then sets name and password.
    const link = ok(await call(u.lookupLink, { body: { token: invitation.token } }, null)).data;
    expect(link).toMatchObject({ purpose: 'invite', email, user_name: null });
    const joined = ok(
      await call(
        u.acceptLink,
        {
          body: {
            token: invitation.token,
            user_name: 'Ina Invitee',
            password: 'a-long-password-1',
          },
        },
        null,
      ),
    ).data;
    expect(joined).toMatchObject({ email, user_name: 'Ina Invitee' });
    const used = await call(u.lookupLink, { body: { token: invitation.token } }, null);
    expect('error' in used && used.error.status).toBe(410);

    const invitee = ok(await call(u.list, {})).data.find((user) => user.email === email)!;
    expect(invitee.roles).toEqual(['viewer']);
    const id = invitee.id;
    const roles = ok(await call(u.setRoles, { params: { id }, body: { roles: ['ap_clerk'] } }));
    expect(roles.data.roles).toEqual(['ap_clerk']);
    expect(ok(await call(u.disable, { params: { id } })).data.disabled_at).not.toBeNull();
    expect(ok(await call(u.enable, { params: { id } })).data.disabled_at).toBeNull();
    const reset = ok(await call(u.resetPassword, { params: { id } })).data;
    expect(reset).toMatchObject({ purpose: 'reset' });

    const other = ok(
      await call(u.invite, { body: { email: 'ct-other@example.test', roles: ['payer'] } }),
    ).data;
    ok(await call(u.withdrawInvitation, { params: { id: other.id } }));
    const pending = ok(await call(u.list, {})).invitations;
    expect(pending.some((i) => i.email === 'ct-other@example.test')).toBe(false);
  });
});

describe('the own account through the web API layer', () => {
  it('reads and renames the profile, lists sessions, ends the others, changes the password', async () => {
    const p = contract.profile;
    const profile = ok(await call(p.get, {}, token, 'profile')).data;
    expect(profile).toMatchObject({ email: DEMO_USER.email, roles: ['admin'] });
    expect(profile.permissions).toContain('users.manage');

    const renamed = ok(
      await call(p.update, { body: { user_name: 'Demo Admin' } }, token, 'profile'),
    ).data;
    expect(renamed.user_name).toBe('Demo Admin');
    const sessions = ok(await call(p.sessions, {}, token, 'profile')).data;
    expect(sessions[0]!.current).toBe(true);
    const ended = ok(await call(p.endOtherSessions, {}, token, 'profile'));
    expect(ended.ended_sessions).toBeGreaterThanOrEqual(0);
    const changed = ok(
      await call(
        p.changePassword,
        { body: { current_password: DEMO_USER.password, new_password: 'another-long-password' } },
        token,
        'profile',
      ),
    );
    expect(changed.ended_sessions).toBeGreaterThanOrEqual(0);
    // This session goes on.
    expect(ok(await call(p.get, {}, token, 'profile')).data.user_name).toBe('Demo Admin');
  });
});
