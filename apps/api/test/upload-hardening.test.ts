import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { contract } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longestRequestMs } from '../src/plugins/request-deadlines';
import { sweepDocuments, sweepMinAgeMs } from '../src/services/document-sweep';
import { bearer, createTestApp, signIn } from './helpers';

const B = 'procure-test-boundary';
const fieldPart = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, body: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
  `Content-Type: application/pdf\r\n\r\n${body}\r\n`;
const FIELDS = fieldPart('form_name', 'invoice_upload_modal') + fieldPart('event_type', 'invoice');
const PDF_BODY = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app));
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const filesOnDisk = () =>
  readdirSync(t.config.documentsDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

/** Sends raw bytes over a real socket; with `dropAfterMs` the client goes away mid-upload. */
function send(body: string, { dropAfterMs }: { dropAfterMs?: number } = {}) {
  return new Promise<{ status: number; body: string } | 'dropped'>((resolve, reject) => {
    const req = httpRequest(`${origin}${contract.store.upload.path}`, {
      method: 'POST',
      headers: {
        ...auth,
        'content-type': `multipart/form-data; boundary=${B}`,
        // A drop promises more than it sends, as a browser cut off mid-file does.
        'content-length': String(Buffer.byteLength(body) + (dropAfterMs ? 100_000 : 0)),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', (error) => (dropAfterMs ? resolve('dropped') : reject(error)));
    req.write(body);
    if (dropAfterMs) setTimeout(() => req.destroy(), dropAfterMs);
    else req.end();
  });
}

const settle = () => new Promise((r) => setTimeout(r, 200));

describe('uploads cut short', () => {
  it('answers 400 in the app shape when the closing boundary is missing, keeping nothing', async () => {
    const before = filesOnDisk();
    const answer = await send(FIELDS + filePart('a.pdf', PDF_BODY).slice(0, -2));
    expect(answer).not.toBe('dropped');
    const { status, body } = answer as { status: number; body: string };
    expect(status).toBe(400);
    expect(contract.store.upload.responses[400].parse(JSON.parse(body))).toMatchObject({
      code: 'incomplete_upload',
    });
    await settle();
    expect(filesOnDisk()).toEqual(before);
  });

  it('answers the same when the whole cut-off body is there before it is read', async () => {
    const before = filesOnDisk();
    const response = await t.app.inject({
      method: 'POST',
      url: contract.store.upload.path,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${B}` },
      payload: FIELDS + filePart('a.pdf', PDF_BODY).slice(0, -2),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('incomplete_upload');
    await settle();
    expect(filesOnDisk()).toEqual(before);
  });

  it('keeps nothing when the client goes away mid-upload', async () => {
    const before = filesOnDisk();
    const partial = FIELDS + filePart('a.pdf', PDF_BODY + 'x'.repeat(50_000)).slice(0, -10);
    expect(await send(partial, { dropAfterMs: 100 })).toBe('dropped');
    await settle();
    expect(filesOnDisk()).toEqual(before);
    // The server is fine afterwards.
    const ok = await send(`${FIELDS}${filePart('b.pdf', PDF_BODY)}--${B}--\r\n`);
    expect(ok).toMatchObject({ status: 201 });
  });

  it('answers two files in one upload in the app shape', async () => {
    const before = filesOnDisk();
    const answer = await send(
      `${FIELDS}${filePart('a.pdf', PDF_BODY)}${filePart('b.pdf', PDF_BODY)}--${B}--\r\n`,
    );
    expect(answer).toMatchObject({ status: 400 });
    const body = JSON.parse((answer as { body: string }).body);
    expect(body).toMatchObject({ code: 'invalid_request', issues: [{ path: 'file' }] });
    expect(body.message).toBe('Send exactly one file, in the field named file');
    await settle();
    expect(filesOnDisk()).toEqual(before);
  });
});

describe('file type', () => {
  it('refuses a polyglot that holds %PDF- after other bytes (415)', async () => {
    const polyglot = `<html><script>alert(1)</script>\n${PDF_BODY}`;
    const answer = await send(`${FIELDS}${filePart('invoice.pdf', polyglot)}--${B}--\r\n`);
    expect(answer).toMatchObject({ status: 415 });
  });

  it('serves stored files with nosniff and a sandbox policy, uncompressed', async () => {
    const stored = await send(`${FIELDS}${filePart('c.pdf', PDF_BODY)}--${B}--\r\n`);
    const { data } = JSON.parse((stored as { body: string }).body);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/document/${data.doc_id}/content`,
      headers: { ...auth, 'accept-encoding': 'br, gzip' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.body).toBe(PDF_BODY);
  });
});

describe('sweep of files left by a crash', () => {
  it('removes old temporary files and stored files without a row, and nothing else', async () => {
    const dir = t.config.documentsDir;
    const kept = filesOnDisk();
    const minAgeMs = sweepMinAgeMs(longestRequestMs(t.config.http));
    // Older than the longest request the server lets live, and younger.
    expect(minAgeMs).toBeGreaterThan(t.config.http.uploadMs + t.config.http.headersMs);
    const old = (Date.now() - minAgeMs - 60_000) / 1000;
    mkdirSync(path.join(dir, 'zz'), { recursive: true });
    const write = (relative: string, age?: number) => {
      writeFileSync(path.join(dir, relative), 'x');
      if (age) utimesSync(path.join(dir, relative), age, age);
    };
    write('.upload-0123456789abcdef', old);
    write('zz/zzOrphanOld.pdf', old);
    write('.upload-fresh0000000000'); // maybe another instance's upload in flight
    write('zz/zzOrphanFresh.pdf');
    for (const name of kept) {
      const relative = name.startsWith('.') ? name : path.join(name.slice(0, 2), name);
      utimesSync(path.join(dir, relative), old, old);
    }
    const swept = await sweepDocuments(dir, t.app.repos.documents, minAgeMs);
    expect(swept).toEqual({ temporary: 1, orphaned: 1 });
    expect(filesOnDisk().sort()).toEqual(
      [...kept, '.upload-fresh0000000000', 'zzOrphanFresh.pdf'].sort(),
    );
  });
});
