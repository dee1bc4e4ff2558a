import { contract, mountedRoutes } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';
import { rawRequest } from './support/raw-http';

// Routes that take a body from anyone: signing in, the sign-in page's translations, and an
// invitation or reset link (the link is the credential).
const OPEN_ROUTES = new Set([
  'auth.login',
  'translate.details',
  'users.lookupLink',
  'users.acceptLink',
]);

let t: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ JOB_CONCURRENCY: '0' });
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

describe('the token is checked before the body is read', () => {
  it('answers 401, not 400, to a broken body without a token on every route that needs one', async () => {
    const checked: string[] = [];
    for (const [name, route] of mountedRoutes(contract)) {
      if (route.method === 'GET' || OPEN_ROUTES.has(name)) continue;
      if (!t.app.hasRoute({ method: route.method, url: route.path })) continue;
      const url = route.path.replace(/:\w+/g, '1');
      const response = await t.app.inject({
        method: route.method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"not json',
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(401);
      checked.push(name);
    }
    expect(checked.length).toBeGreaterThan(20);
  });

  it('answers an unauthenticated 16 MB review save before its body has been sent', async () => {
    const size = 16 * 1024 * 1024 - 1;
    const exchange = rawRequest(
      origin,
      [
        'PUT /api/v1/invoice/1 HTTP/1.1',
        `Host: ${new URL(origin).host}`,
        'Content-Type: application/json',
        `Content-Length: ${size}`,
      ],
      `{"fields":{"note":"${'x'.repeat(64 * 1024)}`,
    );
    try {
      // The rest of the 16 MB never leaves the client: the answer cannot wait for it.
      expect(await exchange.status).toBe(401);
    } finally {
      exchange.socket.destroy();
    }
  });
});
