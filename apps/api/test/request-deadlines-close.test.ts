import Fastify from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { requestDeadlinesPlugin } from '../src/plugins/request-deadlines';

const timeouts = {
  headersMs: 1000,
  bodyMs: 60_000,
  uploadMs: 60_000,
  idleMs: 1000,
  keepAliveMs: 1000,
};
afterEach(() => vi.useRealTimers());

// A request refused before its body is read keeps its body deadline until the body ends or the
// connection closes; a server that closes first ends the deadline with it, instead of leaving a
// timer that would reach into a connection that is gone a minute later.
it('ends the body deadlines of requests still open when the server closes', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const app = Fastify();
  await app.register(requestDeadlinesPlugin, { timeouts });
  app.addHook('onRequest', async (_request, reply) => reply.code(401).send({ refused: true }));
  app.post('/things', async () => ({ ok: true }));
  await app.ready();
  const refused = await app.inject({
    method: 'POST',
    url: '/things',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'x' }),
  });
  expect(refused.statusCode).toBe(401);
  const before = vi.getTimerCount();
  await app.close();
  expect(vi.getTimerCount()).toBeLessThan(before);
});
