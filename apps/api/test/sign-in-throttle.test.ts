import { contract } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_ACCOUNT_ATTEMPTS: '10', LOGIN_RATE_LIMIT_PER_MINUTE: '10' });
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
    const repo = t.app.repos.loginAttempts;
    const email = 'window@procure.test';
    const start = Date.now();
    for (let i = 0; i < 10; i += 1) await repo.count(email, 60_000, start);
    expect((await repo.count(email, 60_000, start)).attempts).toBe(11);
    expect((await repo.count(email, 60_000, start + 60_001)).attempts).toBe(1);
    await repo.clear(email);
    expect((await repo.count(email, 60_000, start)).attempts).toBe(1);
  });
});
