import { OwnSessionSchema, ProfileSchema } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { refusal } from '../src/security/permissions';
import { hashPassword } from '../src/services/passwords';
import { bearer, signedInTestApp } from './helpers';

const server = signedInTestApp();
const PASSWORD = 'an old long passphrase';

/** A user who signs in for real, as many times as asked (a session each). */
async function userWithSessions(name: string, count: number, roles = ['viewer'] as const) {
  const email = `${name}@example.test`;
  const id = await server.app.repos.users.create(email, name, await hashPassword(PASSWORD), [
    ...roles,
  ]);
  const signIn = async (password = PASSWORD) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: { 'user-agent': `browser of ${name}` },
      payload: { email, password },
    });
  // The first session by a real sign-in; the others as sign-in makes them, so the file stays
  // under the per-address sign-in limit.
  const auths = [bearer((await signIn()).json().data.token)];
  for (let i = 1; i < count; i += 1) {
    const sid = await server.app.repos.sessions.create({
      userId: id,
      ttlSeconds: 3600,
      userAgent: `browser of ${name}`,
    });
    auths.push(
      bearer(
        server.app.jwt.sign({ sub: String(id), email, user_name: name, sid }, { expiresIn: 3600 }),
      ),
    );
  }
  return { id, email, auths, signIn };
}
const as = (
  auth: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => server.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

describe('own profile', () => {
  it('tells the web what the user may do, with the refusal sentence for the rest', async () => {
    const user = await userWithSessions('viewer-profile', 1);
    const answer = await as(user.auths[0]!, 'GET', '/api/v1/profile');
    expect(answer.statusCode).toBe(200);
    const profile = ProfileSchema.parse(answer.json().data);
    expect(profile).toMatchObject({ id: user.id, roles: ['viewer'] });
    expect(profile.permissions).toEqual(['public', 'self', 'read']);
    expect(profile.refusals['invoice.approve']).toBe(refusal('invoice.approve'));
    expect(profile.refusals['read']).toBeUndefined();
    const admin = ProfileSchema.parse((await server.call('GET', '/api/v1/profile')).json().data);
    expect(admin.refusals).toEqual({});
  });

  it('changes the name, validated', async () => {
    const user = await userWithSessions('renamed', 1);
    const answer = await as(user.auths[0]!, 'PUT', '/api/v1/profile', { user_name: '  Ren Amed ' });
    expect(answer.json().data.user_name).toBe('Ren Amed');
    expect((await as(user.auths[0]!, 'GET', '/api/v1/profile')).json().data.user_name).toBe(
      'Ren Amed',
    );
    const renamed = await server.app.db
      .selectFrom('audit_events')
      .select(['action', 'old_value', 'new_value'])
      .where('entity_type', '=', 'user')
      .where('entity_id', '=', user.id)
      .execute();
    expect(renamed).toEqual([{ action: 'renamed', old_value: 'renamed', new_value: 'Ren Amed' }]);
    const empty = await as(user.auths[0]!, 'PUT', '/api/v1/profile', { user_name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].path).toBe('user_name');
  });

  it('changes the password with the current one and ends the other sessions only', async () => {
    const user = await userWithSessions('changer', 3);
    const [mine, other, third] = [user.auths[0]!, user.auths[1]!, user.auths[2]!];
    const wrong = await as(mine, 'POST', '/api/v1/profile/password', {
      current_password: 'not it at all',
      new_password: 'a brand new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'current_password', message: 'This is not your current password' },
    ]);
    expect((await as(other, 'GET', '/api/v1/profile')).statusCode).toBe(200);
    const changed = await as(mine, 'POST', '/api/v1/profile/password', {
      current_password: PASSWORD,
      new_password: 'a brand new passphrase',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().ended_sessions).toBe(2);
    expect((await as(mine, 'GET', '/api/v1/profile')).statusCode).toBe(200);
    expect((await as(other, 'GET', '/api/v1/profile')).statusCode).toBe(401);
    expect((await as(third, 'GET', '/api/v1/profile')).statusCode).toBe(401);
    expect((await user.signIn()).statusCode).toBe(401);
    const audited = await server.app.db
      .selectFrom('audit_events')
      .select(['action', 'user_name'])
      .where('entity_type', '=', 'user')
      .where('entity_id', '=', user.id)
      .execute();
    expect(audited).toEqual([{ action: 'password_changed', user_name: 'changer' }]);
    const fresh = await user.signIn('a brand new passphrase');
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('lists own sessions, this one first, and signs out everywhere else', async () => {
    const user = await userWithSessions('traveller', 3);
    const [mine, other] = [user.auths[0]!, user.auths[1]!];
    const list = await as(mine, 'GET', '/api/v1/profile/sessions');
    const sessions = OwnSessionSchema.array().parse(list.json().data);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, user_agent: 'browser of traveller' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const stored = await server.app.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    // The list names sessions by a handle, never by the id the token carries.
    for (const { id } of stored) expect(list.body).not.toContain(id);
    const ended = await as(mine, 'POST', '/api/v1/profile/sessions/end-others');
    expect(ended.json()).toEqual({ message: 'Signed out everywhere else', ended_sessions: 2 });
    expect((await as(other, 'GET', '/api/v1/profile')).statusCode).toBe(401);
    const left = OwnSessionSchema.array().parse(
      (await as(mine, 'GET', '/api/v1/profile/sessions')).json().data,
    );
    expect(left).toHaveLength(1);
  });

  it('is refused without a session', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/v1/profile' });
    expect(answer.statusCode).toBe(401);
  });
});
