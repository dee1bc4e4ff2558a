import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contract } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, externalOrigins } from '../src/plugins/security-headers';
import { createTestApp, demoUser } from './helpers';

const web = mkdtempSync(path.join(tmpdir(), 'procure-web-headers-'));
const INDEX = '<!doctype html><title>Procure</title><script src="/config.js"></script>';
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  writeFileSync(path.join(web, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  it('come with the web app, API answers, errors and 404s', async () => {
    for (const url of ['/', '/vendor/list', '/api/health', '/api/v1/nothing', '/config.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(response.headers);
    }
    const unauthorized = await t.app.inject({ method: 'GET', url: '/api/v1/document/x' });
    expect(unauthorized.statusCode).toBe(401);
    expectSecurityHeaders(unauthorized.headers);
  });

  it('come with errors Fastify raises before routing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/document/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expectSecurityHeaders(response.headers);
  });

  it('let the web app reach API roots on other sites, and nothing else', () => {
    const roots = { po: 'https://po.example.test/base', vendor: '', masterInvoice: '/masters' };
    expect(externalOrigins(roots)).toEqual(['https://po.example.test']);
    const { directives } = contentSecurityPolicy({
      webApiRoots: roots as never,
    });
    expect(directives.connectSrc).toEqual(["'self'", 'https://po.example.test']);
    expect(directives.scriptSrc).toEqual(["'self'"]);
  });
});

describe('HEAD /', () => {
  it('answers like GET / without a body', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/' });
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(get.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
    expect(get.body).toBe(INDEX);
  });
});

describe('sign-in answer', () => {
  it('is never cached', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: contract.auth.login.path,
      payload: { email: demoUser.email, password: demoUser.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
