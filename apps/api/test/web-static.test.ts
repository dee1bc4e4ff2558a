import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

// A built web app as the Vite build leaves it: each text file with its .br and .gz beside it.
const web = mkdtempSync(path.join(tmpdir(), 'procure-web-static-'));
const INDEX = '<!doctype html><title>Procure</title><div id="root"></div>';
const LOGIN = '<!doctype html><title>Procure</title><div id="root"><main>Sign in</main></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

function writeWithTwins(relative: string, body: string) {
  const file = path.join(web, relative);
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
}

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'));
  writeWithTwins('index.html', INDEX);
  writeWithTwins('login.html', LOGIN);
  writeWithTwins('assets/app-abc123.js', SCRIPT);
  // A file the build did not compress (no smaller twin) is still served.
  writeFileSync(path.join(web, 'assets', 'logo-def456.png'), Buffer.from([0x89, 0x50, 0x4e]));
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built web app is sent precompressed', () => {
  it('sends brotli to a browser that takes it, with the hashed asset cached for a year', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await get('/assets/app-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves index.html compressed and never cached, for / and for app paths', async () => {
    for (const url of ['/', '/vendor/list?tab=draft']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it("answers /login with the build's pre-rendered sign-in page, compressed and never cached", async () => {
    for (const url of ['/login', '/login?next=%2Fpo%2Flist']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(LOGIN);
    }
    // Only the sign-in path: a page below it is the app's.
    expect((await get('/login/else')).body).toBe(INDEX);
  });

  it('falls back to the plain file when a type has no compressed twin', async () => {
    const response = await get('/assets/logo-def456.png', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('does not publish the compressed twins as files of their own', async () => {
    const response = await get('/assets/app-abc123.js.br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).not.toBe(brotliCompressSync(SCRIPT).toString());
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('keeps config.js a fresh, uncompressed script of its own', async () => {
    const response = await get('/config.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('window.__PROCURE_CONFIG__');
  });
});
