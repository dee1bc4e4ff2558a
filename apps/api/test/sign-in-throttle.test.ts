import { contract } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBucket } from '../src/repositories/sign-in-windows';
import { createDeviceCookies, DEVICE_COOKIE } from '../src/services/device-cookie';
import { hashPassword } from '../src/services/passwords';
import { createTestApp, demoUser, TEST_SECRET } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_ACCOUNT_ATTEMPTS: '10',
    LOGIN_DEVICE_ATTEMPTS: '5',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10',
    JOB_CONCURRENCY: '0',
  });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: contract.auth.login.path,
    payload: { email, password },
    remoteAddress: address,
  });

describe('per-account sign-in limit', () => {
  it('stops guesses at one account spread over many addresses', async () => {
    const statuses: number[] = [];
    // 41 wrong passwords from 11 addresses: under every per-address limit.
    for (let i = 0; i < 41; i += 1) {
      const response = await attempt(demoUser.email, `wrong-${i}`, `10.0.0.${i % 11}`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(31).fill(429));

    // Even the right password waits, from a fresh address, in any case of the e-mail.
    const right = await attempt(demoUser.email.toUpperCase(), demoUser.password, '10.0.1.1');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);

    // The same answer as the per-address limit: it tells nothing about which limit was hit.
    const perAddress: number[] = [];
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await attempt(`someone-${i}@procure.test`, 'x', '10.0.2.1');
      perAddress.push(last.statusCode);
    }
    expect(perAddress.at(-1)).toBe(429);
    const shape = (body: { message: string; code: string }) => ({
      code: body.code,
      message: body.message.replace(/\d+/, 'N'),
    });
    expect(shape(right.json())).toEqual(shape(last!.json()));
  });

  it('counts per account: another account signs in, and unknown ones are counted alike', async () => {
    for (let i = 0; i < 11; i += 1) await attempt('nobody@procure.test', 'x', `10.1.0.${i}`);
    const unknown = await attempt('nobody@procure.test', 'x', '10.1.1.1');
    expect(unknown.statusCode).toBe(429);
  });

  it('forgets failures after a successful sign-in and after the window', async () => {
    const repo = t.app.repos.signInWindows;
    const bucket = signInBucket.account('window@procure.test');
    const start = Date.now();
    for (let i = 0; i < 10; i += 1) await repo.count(bucket, 60_000, start);
    expect((await repo.count(bucket, 60_000, start)).attempts).toBe(11);
    expect((await repo.count(bucket, 60_000, start + 60_001)).attempts).toBe(1);
    await repo.clear(bucket);
    expect((await repo.count(bucket, 60_000, start)).attempts).toBe(1);
  });
});

describe('device cookies', () => {
  const owner = { email: 'owner@procure.test', password: 'Owner#password-2026' };
  beforeAll(async () => {
    await t.app.repos.users.create(owner.email, 'Owner', await hashPassword(owner.password));
  });
  const signIn = (password: string, address: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: contract.auth.login.path,
      payload: { email: owner.email, password },
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
    });
  const deviceCookie = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie']).split(';')[0]!;

  it('lets the owner in from a known device while strangers have locked the account', async () => {
    const first = await signIn(owner.password, '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^procure_device=[\w.-]+; /);
    expect(setCookie).toContain(`Path=${contract.auth.login.path}`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).not.toContain('Secure'); // the test server speaks plain HTTP

    // Eleven addresses guess: the account-wide limit closes after ten.
    const guesses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      guesses.push((await signIn(`guess-${i}`, `198.51.100.${i}`)).statusCode);
    expect(guesses).toEqual([...Array(10).fill(401), 429]);

    // The owner's browser still signs in, and gets a fresh cookie; without one, they wait.
    const known = await signIn(owner.password, '192.0.2.10', deviceCookie(first));
    expect(known.statusCode).toBe(200);
    expect(deviceCookie(known)).not.toBe(deviceCookie(first));
    expect((await signIn(owner.password, '192.0.2.10')).statusCode).toBe(429);

    // A cookie of another user's, or a forged one, is no device of this account's.
    const forged = deviceCookie(first).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const cookie of [await cookieOf(demoUser.email), forged])
      expect((await signIn(owner.password, '192.0.2.10', cookie)).statusCode).toBe(429);
  });

  it('locks out only the device that keeps failing', async () => {
    const device = deviceCookie(
      await signIn(owner.password, '192.0.2.20', await cookieOf(owner.email)),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await signIn(`wrong-${i}`, '192.0.2.20', device)).statusCode);
    expect(statuses).toEqual([...Array(5).fill(401), 429]);
    expect((await signIn(owner.password, '192.0.2.20', device)).statusCode).toBe(429);
    // Another device of the owner's is not held.
    const other = await cookieOf(owner.email);
    expect((await signIn(owner.password, '192.0.2.21', other)).statusCode).toBe(200);
  });

  /** A device cookie as the server gives one at a sign-in (the account is locked by now). */
  async function cookieOf(email: string) {
    const user = await t.app.repos.users.findByEmail(email);
    return `${DEVICE_COOKIE}=${createDeviceCookies(TEST_SECRET).issue(user!.id)}`;
  }
});
