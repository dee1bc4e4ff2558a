import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders, ServerOptions } from 'node:http';
import type { HttpTimeouts } from '../config';
import { HttpError } from '../http/errors';

/** The longest a request can take to arrive: its headers, then an upload's body. Node ends any
 * request older than this; the documents sweep leaves younger files alone. */
export const longestRequestMs = (timeouts: HttpTimeouts) => timeouts.headersMs + timeouts.uploadMs;

/** Node's own limits, as Fastify options. Fastify turns Node's request timeout off by default
 * (a client that sent one byte of a body and waited 330 s was still answered): here it is the
 * longest request, a backstop under the per-route deadlines below. Node checks the request and
 * header timeouts on an interval (30 s by default), so short timeouts get a shorter one. */
export function serverTimeouts(timeouts: HttpTimeouts) {
  const requestTimeout = longestRequestMs(timeouts);
  return {
    requestTimeout,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout,
      connectionsCheckingInterval: Math.min(5000, Math.max(100, timeouts.headersMs / 4)),
    } satisfies ServerOptions,
  };
}

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length']) > 0;

const tooSlow = () =>
  new HttpError(408, 'The request took too long to arrive; send it again', 'request_timeout');

/** Ends a request whose body has not fully arrived in time: 408 when nothing was answered
 * yet, and the connection is closed either way (the rest of the body is not waited for). While
 * a reader is on the body (the JSON parser, multipart), the 408 is handed to it as the body's
 * error, so the request fails through its own path and is answered once; a handler left
 * waiting on a body that never ends would otherwise log a second, failed answer. */
function cutOff(request: FastifyRequest, reply: FastifyReply) {
  const { raw } = request;
  if (reply.sent || reply.raw.headersSent) {
    raw.socket.destroy();
    return;
  }
  reply.header('connection', 'close');
  reply.raw.once('finish', () => raw.socket.destroy());
  if (raw.listenerCount('error') > 0) raw.emit('error', tooSlow());
  else void reply.send(tooSlow());
}

/** A deadline for reading each request's body, from when its headers arrived: the body
 * allowance for ordinary routes, the longer upload allowance on routes that take a file
 * (marked `upload` in their config). Node has one request timeout for every route; a slow
 * client on a JSON route is let go long before an upload would be. */
export const requestDeadlinesPlugin = fp(
  async (app, { timeouts }: { timeouts: HttpTimeouts }) => {
    const pending = new Set<NodeJS.Timeout>();
    app.addHook('onRequest', (request, reply, done) => {
      const { raw } = request;
      if (raw.complete || !hasBody(raw.headers)) return done();
      const allowed = request.routeOptions.config.upload ? timeouts.uploadMs : timeouts.bodyMs;
      const timer = setTimeout(() => {
        pending.delete(timer);
        cutOff(request, reply);
      }, allowed);
      pending.add(timer);
      const stop = () => {
        clearTimeout(timer);
        pending.delete(timer);
      };
      raw.once('end', stop);
      raw.once('close', stop);
      done();
    });
    // A closed server's deadlines end with it: a request whose body was never read (answered
    // before it, as a refusal is) would otherwise reach into a connection that is gone, and
    // keep a process that is shutting down waiting on its timer.
    app.addHook('onClose', async () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    });
  },
  { name: 'request-deadlines' },
);
