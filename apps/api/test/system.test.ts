import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contract, HealthSchema, mountedRoutes } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
const web = mkdtempSync(path.join(tmpdir(), 'procure-web-'));
beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Procure</title>');
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: web, API_ROOT_PO: 'https://po.example.test' });
  t.app.get('/api/boom', async () => {
    throw new Error('secret internals');
  });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('system routes', () => {
  it('reports health without a sign-in', async () => {
    const response = await get('/api/health');
    expect(HealthSchema.parse(response.json())).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('serves an OpenAPI document naming every route the contract has', async () => {
    const doc = (await get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [, route] of mountedRoutes(contract)) {
      const openApiPath = route.path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
      expect(
        doc.paths[openApiPath]?.[route.method.toLowerCase()],
        `${route.method} ${route.path}`,
      ).toBeDefined();
    }
  });

  it('hands the web app its API roots', async () => {
    const response = await get('/config.js');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toContain('"po":"https://po.example.test"');
    expect(response.body).toContain('"masterInvoice":"/masters/invoice"');
    // And the base currency POs and MRNs are shown in (BASE_CURRENCY, INR by default).
    expect(response.body).toContain('"baseCurrency":"INR"');
    // And what it has beyond the documented API (the web sends extras only then).
    expect(response.body).toContain('"capabilities":["procure-extras"');
  });

  it('answers JSON 404 for unknown API paths and the web app for pages', async () => {
    const api = await get('/api/v1/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No such address in this API', code: 'not_found' });
    const page = await get('/vendor/list?tab=draft');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Procure</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('masks server errors', async () => {
    const response = await get('/api/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'internal_error',
    });
  });

  it('answers 400 with issues for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(response.statusCode).toBe(400);
    expect(contract.auth.login.responses[400].parse(response.json()).issues).toEqual([]);
  });
});
