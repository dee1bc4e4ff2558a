import {
  LoginRequestSchema,
  REMEMBER_ME_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  contract,
} from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUser, forgeToken, now, signIn } from './helpers';

const login = contract.auth.login;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '100' });
});
afterAll(() => t.close());

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: login.path, payload: payload as object });
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('POST /api/v1/auth', () => {
  it('answers a token, the user name and e-mail for the demo user', async () => {
    const response = await post({ email: demoUser.email, password: demoUser.password });
    expect(response.statusCode).toBe(200);
    const body = login.responses[200].parse(response.json());
    expect(body.data).toMatchObject({ email: demoUser.email, user_name: demoUser.user_name });
    const { exp, iat } = claims(body.data.token);
    expect(exp - iat).toBe(SESSION_TTL_SECONDS);
  });

  it('keeps a remembered session for 30 days', async () => {
    const token = await signIn(t.app, true);
    const { exp, iat } = claims(token);
    expect(exp - iat).toBe(REMEMBER_ME_TTL_SECONDS);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await post({
      email: demoUser.email.toUpperCase(),
      password: demoUser.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await post({ email: demoUser.email, password: 'not-the-password' });
    const unknown = await post({ email: 'nobody@procure.test', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(login.responses[401].parse(wrong.json())).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid e-mail or password');
  });

  it('answers 400 with field issues for a bad body', async () => {
    const response = await post({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const body = login.responses[400].parse(response.json());
    expect(body.issues.map((i) => i.path).sort()).toEqual(['email', 'password']);
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 past the limit per client', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: login.path,
        payload: { email: 'x@y.zz', password: 'nope' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt()).json()).toMatchObject({ code: 'rate_limited' });
    await limited.close();
  });
});

describe('bearer tokens', () => {
  const url = '/api/v1/form-metadata/?form_name=po_registration';
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  let userId = 0;
  let sid = '';
  beforeAll(async () => {
    userId = (await t.app.repos.users.findByEmail(demoUser.email))!.id;
    sid = await t.app.repos.sessions.create({ userId, ttlSeconds: 3600 });
  });
  const base = () => ({
    sub: String(userId),
    email: demoUser.email,
    user_name: demoUser.user_name,
    sid,
    iat: now(),
  });

  it('lets a signed-in user through', async () => {
    const token = await signIn(t.app);
    expect((await get(bearer(token))).statusCode).toBe(200);
  });

  const cases: Array<[string, () => Record<string, string>]> = [
    ['no header', () => ({})],
    ['a malformed header', () => ({ authorization: 'Bearer' })],
    ['garbage', () => bearer('not.a.token')],
    ['a token without exp', () => bearer(forgeToken(base()))],
    ['an expired token', () => bearer(forgeToken({ ...base(), exp: now() - 10 }))],
    [
      'a token not valid yet',
      () => bearer(forgeToken({ ...base(), exp: now() + 600, nbf: now() + 300 })),
    ],
    [
      'another algorithm',
      () => bearer(forgeToken({ ...base(), exp: now() + 600 }, { alg: 'HS512' })),
    ],
    ['alg none', () => bearer(forgeToken({ ...base(), exp: now() + 600 }, { alg: 'none' }))],
    [
      'another secret',
      () => bearer(forgeToken({ ...base(), exp: now() + 600 }, { secret: 'x'.repeat(40) })),
    ],
    ['an unknown user', () => bearer(forgeToken({ ...base(), sub: '999999', exp: now() + 600 }))],
    // Signed by the server before sessions existed, or by a forger who knows the secret.
    ['no session', () => bearer(forgeToken({ ...base(), sid: undefined, exp: now() + 600 }))],
    ['an unknown session', () => bearer(forgeToken({ ...base(), sid: 'nope', exp: now() + 600 }))],
  ];
  it('stops taking a token it verified before once the token expires', async () => {
    const headers = bearer(forgeToken({ ...base(), exp: now() + 1 }));
    expect((await get(headers)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await get(headers)).statusCode).toBe(401);
  });

  it.each(cases)('answers 401, never 500, for %s', async (_name, headers) => {
    const response = await get(headers());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });
});
