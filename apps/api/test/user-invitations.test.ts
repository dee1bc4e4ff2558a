import { LinkDetailsSchema, SessionSchema, UserListSchema } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { LINK_REFUSALS } from '../src/repositories/account-links';
import { bearer, demoUser, signedInTestApp } from './helpers';
import { PASSWORD, userAdminKit } from './support/user-admin';

const server = signedInTestApp();
const { as, publicCall, invite, accept } = userAdminKit(server);

// Invitations: one-time links an invited colleague signs in with.
describe('invitations', () => {
  it('makes a one-time link an invited colleague signs in with, holding the roles given', async () => {
    const link = await invite('Colleague@Example.test', ['ap_clerk', 'viewer']);
    expect(link.path).toBe(`/invitation/${link.token}`);
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    const stored = await server.app.db
      .selectFrom('account_links')
      .selectAll()
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    // Only a hash of the token is kept.
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const details = await publicCall('/api/v1/account-links/lookup', { token: link.token });
    expect(LinkDetailsSchema.parse(details.json().data)).toMatchObject({
      purpose: 'invite',
      email: 'colleague@example.test',
      user_name: null,
    });

    const used = await accept(link.token);
    expect(used.statusCode, used.body).toBe(200);
    const session = SessionSchema.parse(used.json().data);
    expect(session).toMatchObject({ email: 'colleague@example.test', user_name: 'New Colleague' });
    const profile = await as(bearer(session.token), 'GET', '/api/v1/profile');
    expect(profile.json().data.roles).toEqual(['ap_clerk', 'viewer']);
    const signIn = await publicCall('/api/v1/auth', {
      email: 'colleague@example.test',
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('says a used link was used, and nothing changes the second time', async () => {
    const link = await invite('once@example.test');
    expect((await accept(link.token)).statusCode).toBe(200);
    const again = await accept(link.token, { user_name: 'Someone else', password: PASSWORD });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: LINK_REFUSALS.used, code: 'gone' });
    const lookup = await publicCall('/api/v1/account-links/lookup', { token: link.token });
    expect(lookup.json().message).toBe(LINK_REFUSALS.used);
  });

  it('lets only one of two simultaneous uses through', async () => {
    const link = await invite('race@example.test');
    const answers = await Promise.all([accept(link.token), accept(link.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  });

  it('says an expired link expired, and an unknown one is not valid', async () => {
    const link = await invite('late@example.test');
    await server.app.db
      .updateTable('account_links')
      .set({ expires_at: '2020-01-02T00:00:00.000Z' })
      .where('id', '=', link.id)
      .execute();
    const late = await accept(link.token);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(LINK_REFUSALS.expired('2020-01-02'));
    const unknown = await accept('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(LINK_REFUSALS.unknown);
  });

  it('withdraws an older link when a new one is made, and on request', async () => {
    const first = await invite('twice@example.test');
    const second = await invite('twice@example.test');
    expect((await accept(first.token)).json().message).toBe(LINK_REFUSALS.withdrawn);
    expect((await server.call('DELETE', `/api/v1/users/invitations/${second.id}`)).statusCode).toBe(
      200,
    );
    expect((await accept(second.token)).statusCode).toBe(410);
    expect((await server.call('DELETE', `/api/v1/users/invitations/${second.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses an e-mail that is already a user, a missing name, bad roles and a short password', async () => {
    const taken = await server.call('POST', '/api/v1/users/invitations', {
      email: demoUser.email.toUpperCase(),
      roles: ['viewer'],
    });
    expect(taken.statusCode).toBe(409);
    const bad = await server.call('POST', '/api/v1/users/invitations', {
      email: 'nope',
      roles: ['boss'],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['email', 'roles.0']);
    const link = await invite('noname@example.test');
    const noName = await accept(link.token, { password: PASSWORD });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().issues).toEqual([
      { path: 'user_name', message: LINK_REFUSALS.nameNeeded },
    ]);
    const short = await accept(link.token, { user_name: 'N', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues[0].path).toBe('password');
    // Refused uses leave the link usable.
    expect((await accept(link.token)).statusCode).toBe(200);
  });

  it('reads a link body only up to a few kilobytes, before anything else', async () => {
    const answer = await accept('x'.repeat(43), { user_name: 'N', password: 'p'.repeat(10_000) });
    expect(answer.statusCode).toBe(413);
    expect(answer.body).not.toContain('ppppp');
  });

  it('lists users with roles and state, and pending invitations', async () => {
    const link = await invite('pending@example.test', ['payer']);
    const list = UserListSchema.parse((await server.call('GET', '/api/v1/users')).json());
    expect(list.invitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: link.id, email: 'pending@example.test', roles: ['payer'] }),
      ]),
    );
    expect(list.data.find((u) => u.email === 'colleague@example.test')).toMatchObject({
      roles: ['ap_clerk', 'viewer'],
      disabled_at: null,
    });
  });
});
