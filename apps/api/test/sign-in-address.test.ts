import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contract } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDeviceCookies, DEVICE_COOKIE_MAX_AGE_S } from '../src/services/device-cookie';
import { createTestApp } from './helpers';

type App = Awaited<ReturnType<typeof buildApp>>;
const apps: Array<{ close(): Promise<unknown> }> = [];
afterAll(async () => {
  for (const app of apps.reverse()) await app.close();
});

async function testApp(env: Record<string, string> = {}) {
  const t = await createTestApp({
    LOGIN_RATE_LIMIT_PER_MINUTE: '10',
    JOB_CONCURRENCY: '0',
    ...env,
  });
  apps.push(t);
  return t;
}

/** A wrong password for a fresh e-mail each time, so only the per-address limit can refuse. */
let tries = 0;
const guess = (app: App, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app
    .inject({
      method: 'POST',
      url: contract.auth.login.path,
      payload: { email: `stranger-${(tries += 1)}@procure.test`, password: 'x' },
      remoteAddress,
      headers,
    })
    .then((response) => response.statusCode);

describe('per-address sign-in limit', () => {
  let first: Awaited<ReturnType<typeof testApp>>;
  let second: App;
  let trusting: App;
  beforeAll(async () => {
    first = await testApp();
    // A second server on the same database, as behind a load balancer.
    second = await buildApp(first.config, false);
    apps.push(second);
    trusting = (await testApp({ TRUST_PROXY: '127.0.0.1' })).app;
  }, 120_000);

  it('is shared by two instances on one database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(await guess(i % 2 ? second : first.app, {}, '203.0.113.7'));
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect(await guess(first.app, {}, '203.0.113.8')).toBe(401);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const app = second;
    for (let i = 0; i < 10; i += 1)
      expect(await guess(app, { 'x-forwarded-for': `198.51.100.${i}` })).toBe(401);
    expect(await guess(app, { 'x-forwarded-for': '198.51.100.200' })).toBe(429);
  });

  it('counts per forwarded client behind a trusted proxy', async () => {
    const app = trusting;
    const from = (client: string) => ({ 'x-forwarded-for': client });
    for (let i = 0; i < 10; i += 1) expect(await guess(app, from('198.51.100.1'))).toBe(401);
    expect(await guess(app, from('198.51.100.1'))).toBe(429);
    expect(await guess(app, from('198.51.100.2'))).toBe(401);
    // A client that is not the trusted proxy cannot name its own address.
    for (let i = 0; i < 10; i += 1) await guess(app, from(`192.0.2.${i}`), '203.0.113.9');
    expect(await guess(app, from('192.0.2.99'), '203.0.113.9')).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  // A folder of its own: the configuration makes a documents folder in the data directory.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-proxy-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = { JWT_SECRET: 'x'.repeat(32), PROCURE_DATA_DIR: dataDir };
  const parse = (value: string) => loadConfig({ ...base, TRUST_PROXY: value });
  it('takes true/false, a hop count, or addresses and CIDRs', () => {
    expect(parse('false').trustProxy).toBe(false);
    expect(parse('TRUE').trustProxy).toBe(true);
    expect(parse('2').trustProxy).toBe(2);
    expect(parse('10.0.0.1, 10.1.0.0/16,::1,loopback').trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(loadConfig(base).trustProxy).toBe(false);
  });
  it('refuses anything else at start', () => {
    for (const bad of ['yes', '10.0.0.1/33', 'proxy.example.com', '10.0.0.1,'])
      expect(() => parse(bad), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('device cookie values', () => {
  const cookies = createDeviceCookies('y'.repeat(40));
  it('hold for their user until they are too old', () => {
    const now = Date.now();
    const value = cookies.issue(7, now);
    expect(cookies.nonceFor(value, 7, now)).toMatch(/^[\w-]{22}$/);
    expect(cookies.nonceFor(value, 8, now)).toBeNull();
    expect(cookies.nonceFor(value, 7, now + DEVICE_COOKIE_MAX_AGE_S * 1000)).toBeNull();
    expect(createDeviceCookies('z'.repeat(40)).nonceFor(value, 7, now)).toBeNull();
    expect(cookies.nonceFor('7.a.1.b.c', 7, now)).toBeNull();
  });
});
