import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/services/passwords';
import { bearer, signedInTestApp } from './helpers';
import { userWithRoles } from './support/roles';

const server = signedInTestApp();
const PASSWORD = 'a-long-enough-password';

/** A user with a password, signed in for real (POST /auth), with the answer's token. */
async function signedInUser(name: string) {
  const email = `${name}@example.test`;
  const id = await server.app.repos.users.create(email, name, await hashPassword(PASSWORD), [
    'viewer',
  ]);
  const signIn = (password = PASSWORD) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: { 'user-agent': 'session-test' },
      payload: { email, password },
    });
  const token = (await signIn()).json().data.token as string;
  return { id, email, auth: bearer(token), signIn };
}
const read = (auth: Record<string, string>) =>
  server.app.inject({ method: 'GET', url: '/api/v1/vendor/?type=active', headers: auth });
const logout = (auth: Record<string, string>) =>
  server.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth });

describe('sessions', () => {
  it('records who signed in from where', async () => {
    const user = await signedInUser('recorded');
    const rows = await server.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        user_agent: 'session-test',
        address: '127.0.0.1',
        revoked_at: null,
      }),
    ]);
  });

  it('ends the session on logout: the same token is refused, other sessions live on', async () => {
    const user = await signedInUser('leaver');
    const other = bearer((await user.signIn()).json().data.token);
    expect((await read(user.auth)).statusCode).toBe(200);
    const answer = await logout(user.auth);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Signed out' });
    expect((await read(user.auth)).statusCode).toBe(401);
    expect((await logout(user.auth)).statusCode).toBe(401);
    expect((await read(other)).statusCode).toBe(200);
  });

  it('ends every session of a user whose password is reset (user:create)', async () => {
    const user = await signedInUser('reset');
    const name = 'reset';
    expect(
      await server.app.repos.users.upsert(user.email, name, await hashPassword('another-password')),
    ).toBe('updated');
    expect((await read(user.auth)).statusCode).toBe(401);
    expect((await user.signIn()).statusCode).toBe(401);
    expect((await user.signIn('another-password')).statusCode).toBe(200);
    // A reset without --roles keeps the roles.
    expect(await server.app.repos.users.rolesOf(user.id)).toEqual(['viewer']);
  });

  it('ends every session of a disabled user and refuses their sign-in', async () => {
    const user = await signedInUser('disabled');
    await server.app.repos.users.setDisabled(user.id, true);
    expect((await read(user.auth)).statusCode).toBe(401);
    const refused = await user.signIn();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('invalid_credentials');
    await server.app.repos.users.setDisabled(user.id, false);
    // Enabled again: a new sign-in works, the old token stays ended.
    expect((await user.signIn()).statusCode).toBe(200);
    expect((await read(user.auth)).statusCode).toBe(401);
  });

  it('reads roles from the database on each request, not from the token', async () => {
    const user = await userWithRoles(server.app, ['viewer']);
    const approve = () =>
      server.app.inject({ method: 'POST', url: '/api/v1/po/999999/approve', headers: user.auth });
    expect((await approve()).statusCode).toBe(403);
    await server.app.db
      .insertInto('user_roles')
      .values({ user_id: user.id, role: 'approver' })
      .execute();
    expect((await approve()).statusCode).toBe(404);
  });

  it("writes the actor's name from the database into the audit trail", async () => {
    const user = await userWithRoles(server.app, ['approver'], 'Name in the token');
    await server.app.db
      .updateTable('users')
      .set({ user_name: 'Name in the database' })
      .where('id', '=', user.id)
      .execute();
    const draft = (await server.call('GET', '/api/v1/po?type=draft')).json().data[0];
    const rejected = await server.app.inject({
      method: 'POST',
      url: `/api/v1/po/${draft.id}/reject`,
      headers: user.auth,
      payload: { reason: 'Wrong vendor' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const history = (await server.call('GET', `/api/v1/po/${draft.id}`)).json().data.history;
    expect(history.at(-1)).toMatchObject({ by: 'Name in the database' });
  });
});
