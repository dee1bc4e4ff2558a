import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { contract } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../src/http/prepared-json';
import { signedInTestApp } from './helpers';

const server = signedInTestApp();

const FORM = '/api/v1/form-metadata/?form_name=vendor_registration';
const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { ...server.auth, ...headers } });

describe('compression', () => {
  it('sends prepared reference data br or gzip, as the client accepts, with its own ETag', async () => {
    const plain = await get(FORM);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(FORM, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(FORM, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    contract.formMetadata.get.responses[200].parse(plain.json());

    const tags = [plain, br, gzip].map((r) => r.headers.etag);
    expect(new Set(tags).size).toBe(3);
    // Any of them names the same content.
    const again = await get(FORM, { 'accept-encoding': 'br', 'if-none-match': String(tags[2]) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses other JSON answers over 1 KB and leaves small ones alone', async () => {
    const big = await server.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('paths');
    const small = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
