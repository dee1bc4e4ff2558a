import { AccountLinkSchema, LinkDetailsSchema, SessionSchema, UserSchema } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { USER_ADMIN_REFUSALS } from '../src/repositories/user-admin';
import { bearer, signedInTestApp } from './helpers';
import { userWithRoles } from './support/roles';
import { PASSWORD, userAdminKit } from './support/user-admin';

const server = signedInTestApp();
const { as, publicCall, readAs, invite, accept } = userAdminKit(server);

describe('administering users', () => {
  it('changes roles, applying on the next request', async () => {
    const user = await userWithRoles(server.app, ['viewer']);
    expect((await as(user.auth, 'POST', '/api/v1/po/999999/approve')).statusCode).toBe(403);
    const changed = await server.call('PUT', `/api/v1/users/${user.id}/roles`, {
      roles: ['approver', 'viewer'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(UserSchema.parse(changed.json().data).roles).toEqual(['approver', 'viewer']);
    expect((await as(user.auth, 'POST', '/api/v1/po/999999/approve')).statusCode).toBe(404);
    const none = await server.call('PUT', `/api/v1/users/${user.id}/roles`, { roles: [] });
    expect(none.statusCode).toBe(400);
    expect(
      (await server.call('PUT', '/api/v1/users/999999/roles', { roles: ['viewer'] })).statusCode,
    ).toBe(404);
  });

  it('disables a user: every session ends at once, and enabling lets them sign in again', async () => {
    const user = await userWithRoles(server.app, ['buyer']);
    expect((await readAs(user.auth)).statusCode).toBe(200);
    const disabled = await server.call('POST', `/api/v1/users/${user.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data.disabled_at).not.toBeNull();
    expect((await readAs(user.auth)).statusCode).toBe(401);
    const enabled = await server.call('POST', `/api/v1/users/${user.id}/enable`);
    expect(enabled.json().data.disabled_at).toBeNull();
    // The old token stays ended.
    expect((await readAs(user.auth)).statusCode).toBe(401);
  });

  it('resets a password: sessions and the old password end, the link sets a new one', async () => {
    const link = await invite('forgetful@example.test');
    const session = SessionSchema.parse((await accept(link.token)).json().data);
    const me = (await as(bearer(session.token), 'GET', '/api/v1/profile')).json().data;
    const reset = await server.call('POST', `/api/v1/users/${me.id}/password-reset`);
    expect(reset.statusCode, reset.body).toBe(201);
    const resetLink = AccountLinkSchema.parse(reset.json().data);
    expect(resetLink.purpose).toBe('reset');
    expect((await readAs(bearer(session.token))).statusCode).toBe(401);
    const old = await publicCall('/api/v1/auth', {
      email: 'forgetful@example.test',
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    const details = LinkDetailsSchema.parse(
      (await publicCall('/api/v1/account-links/lookup', { token: resetLink.token })).json().data,
    );
    expect(details).toMatchObject({ purpose: 'reset', user_name: 'New Colleague' });
    const used = await accept(resetLink.token, { password: 'another long passphrase' });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().data.user_name).toBe('New Colleague');
    expect(
      (await accept(resetLink.token, { password: 'a third long passphrase' })).statusCode,
    ).toBe(410);
  });

  it('refuses taking the last admin role away, or an admin their own, or disabling oneself', async () => {
    const me = (await server.call('GET', '/api/v1/profile')).json().data;
    const own = await server.call('PUT', `/api/v1/users/${me.id}/roles`, { roles: ['viewer'] });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: USER_ADMIN_REFUSALS.ownAdminRole, code: 'forbidden' });
    const self = await server.call('POST', `/api/v1/users/${me.id}/disable`);
    expect(self.json()).toEqual({ message: USER_ADMIN_REFUSALS.disableSelf, code: 'forbidden' });
    expect((await server.call('POST', `/api/v1/users/${me.id}/password-reset`)).statusCode).toBe(
      403,
    );
  });

  it('keeps one enabled admin when two admins demote each other at once', async () => {
    const a = await userWithRoles(server.app, ['admin']);
    const b = await userWithRoles(server.app, ['admin']);
    const me = (await server.call('GET', '/api/v1/profile')).json().data;
    // Only a and b are admins while this runs: the demo admin steps aside through a.
    expect(
      (await as(a.auth, 'PUT', `/api/v1/users/${me.id}/roles`, { roles: ['viewer'] })).statusCode,
    ).toBe(200);
    const answers = await Promise.all([
      as(a.auth, 'PUT', `/api/v1/users/${b.id}/roles`, { roles: ['viewer'] }),
      as(b.auth, 'PUT', `/api/v1/users/${a.id}/roles`, { roles: ['viewer'] }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(answers.find((r) => r.statusCode === 403)!.json().message).toBe(
      USER_ADMIN_REFUSALS.lastAdmin,
    );
    // A disabled admin does not count: the repository refuses disabling the last enabled one.
    const survivor = answers[0]!.statusCode === 200 ? a : b;
    await expect(
      server.app.repos.userAdmin.setDisabled({ id: me.id, name: me.user_name }, survivor.id, true),
    ).rejects.toThrow(USER_ADMIN_REFUSALS.lastAdmin);
    expect(
      (await as(survivor.auth, 'PUT', `/api/v1/users/${me.id}/roles`, { roles: ['admin'] }))
        .statusCode,
    ).toBe(200);
  });

  it('writes each administration step into the audit trail, by whom and what changed', async () => {
    const user = await userWithRoles(server.app, ['viewer']);
    await server.call('PUT', `/api/v1/users/${user.id}/roles`, { roles: ['payer', 'viewer'] });
    await server.call('POST', `/api/v1/users/${user.id}/disable`);
    await server.call('POST', `/api/v1/users/${user.id}/enable`);
    await server.call('POST', `/api/v1/users/${user.id}/password-reset`);
    const link = await invite(`audited-${user.id}@example.test`, ['buyer']);
    const rows = await server.app.db
      .selectFrom('audit_events')
      .select(['entity_type', 'entity_id', 'action', 'old_value', 'new_value', 'user_name'])
      .where((eb) =>
        eb.or([
          eb.and([eb('entity_type', '=', 'user'), eb('entity_id', '=', user.id)]),
          eb.and([eb('entity_type', '=', 'invitation'), eb('entity_id', '=', link.id)]),
        ]),
      )
      .orderBy('id')
      .execute();
    const admin = (await server.call('GET', '/api/v1/profile')).json().data.user_name;
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'roles_changed',
        old_value: 'viewer',
        new_value: 'payer,viewer',
        user_name: admin,
      }),
      expect.objectContaining({ action: 'disabled', user_name: admin }),
      expect.objectContaining({ action: 'enabled', user_name: admin }),
      expect.objectContaining({ action: 'password_reset', user_name: admin }),
      expect.objectContaining({
        entity_type: 'invitation',
        action: 'invited',
        new_value: `audited-${user.id}@example.test: buyer`,
      }),
    ]);
    // The colleague's own step names them.
    await accept(link.token, { user_name: 'Audited Joiner', password: PASSWORD });
    const joined = await server.app.db
      .selectFrom('audit_events')
      .select(['action', 'user_name'])
      .where('action', '=', 'joined')
      .where('reason', '=', `invitation ${link.id}`)
      .execute();
    expect(joined).toEqual([{ action: 'joined', user_name: 'Audited Joiner' }]);
  });

  it('refuses every administration route to every other role, with a sentence', async () => {
    for (const role of ['buyer', 'approver', 'ap_clerk', 'payer', 'viewer'] as const) {
      const user = await userWithRoles(server.app, [role]);
      const answer = await as(user.auth, 'GET', '/api/v1/users');
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        message: 'Managing users needs the admin role.',
        code: 'forbidden',
      });
    }
  });
});
