import { connect } from 'node:net';
import { contract } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn } from './helpers';
import { rawRequest } from './support/raw-http';

// Short allowances so a real server and a raw client can show each one in a few seconds.
let t: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({
    JOB_CONCURRENCY: '0',
    HTTP_HEADERS_TIMEOUT_SECONDS: '0.6',
    HTTP_BODY_TIMEOUT_SECONDS: '1',
    HTTP_UPLOAD_TIMEOUT_SECONDS: '3',
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '1',
  });
  auth = bearer(await signIn(t.app));
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const headers = (path: string, length: number, more: string[] = []) => [
  `POST ${path} HTTP/1.1`,
  `Host: ${new URL(origin).host}`,
  `Content-Length: ${length}`,
  ...more,
];

describe('a client that stops sending', () => {
  it('is answered 408 and let go once an ordinary body is late', async () => {
    const exchange = rawRequest(
      origin,
      headers(contract.auth.login.path, 100, ['Content-Type: application/json']),
      '{',
    );
    const [status, closed] = await Promise.all([exchange.status, exchange.closed]);
    expect(status).toBe(408);
    expect(exchange.answer()).toContain('"code":"request_timeout"');
    expect(closed).toBeGreaterThanOrEqual(900);
    expect(closed).toBeLessThan(2500);
  });

  it('gets the longer allowance on an upload, and is cut off past it', async () => {
    const boundary = 'slow-boundary';
    const exchange = rawRequest(
      origin,
      headers(contract.store.upload.path, 1_000_000, [
        `Authorization: ${auth.authorization}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
      ]),
      `--${boundary}\r\nContent-Disposition: form-data; name="form_name"\r\n\r\ninvoice`,
    );
    const closed = await exchange.closed;
    expect(await exchange.status).toBe(408);
    expect(closed).toBeGreaterThanOrEqual(2900);
    expect(closed).toBeLessThan(5000);
  });

  it('is let go when its headers never end', async () => {
    const socket = connect(Number(new URL(origin).port), '127.0.0.1');
    const started = Date.now();
    socket.on('error', () => {}).resume(); // read the 408, so the close is seen
    socket.write(`GET ${contract.system.health.path} HTTP/1.1\r\nHost: x\r\n`);
    const closed = await new Promise<number>((resolve) =>
      socket.on('close', () => resolve(Date.now() - started)),
    );
    expect(closed).toBeGreaterThanOrEqual(500);
    expect(closed).toBeLessThan(2500);
  });

  it('closes a kept-alive connection that stays idle', async () => {
    const exchange = rawRequest(origin, [
      `GET ${contract.system.health.path} HTTP/1.1`,
      `Host: ${new URL(origin).host}`,
    ]);
    expect(await exchange.status).toBe(200);
    expect(await exchange.closed).toBeLessThan(3000);
  });

  it('answers an unauthenticated body at once and still cuts the slow rest off', async () => {
    const exchange = rawRequest(
      origin,
      headers('/api/v1/vendor/basic', 100, ['Content-Type: application/json']),
      '{',
    );
    expect(await exchange.status).toBe(401);
    const closed = await exchange.closed;
    expect(closed).toBeGreaterThanOrEqual(900);
    expect(closed).toBeLessThan(2500);
  });
});
