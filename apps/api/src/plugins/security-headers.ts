import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';

export type ApplySecurityHeaders = (raw: ServerResponse) => void;

/** Origins of API roots that point at another site: the web app talks to them and shows their
 * documents, so the policy must allow them. Same-origin roots ('' or a path) add nothing. */
export function externalOrigins(roots: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const root of Object.values(roots)) {
    if (/^https?:\/\//i.test(root)) origins.add(new URL(root).origin);
  }
  return [...origins];
}

/** The Content-Security-Policy of the built web app: scripts only from this origin (the app has
 * no inline script; config.js is a file), no plugins, never framed. Styles allow 'unsafe-inline'
 * because Blueprint's overlays and React's style attributes set inline styles. Images allow
 * data: (Blueprint's CSS draws checkboxes and selects with data: SVGs) and blob: (a document
 * preview built in the browser). */
export function contentSecurityPolicy(config: Pick<Config, 'webApiRoots'>) {
  const external = externalOrigins(config.webApiRoots);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...external],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...external],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** Security headers for every answer, by helmet. Helmet's middleware is built once here:
 * @fastify/helmet rebuilds it on every request (about 19 µs each, measured), which alone
 * would be a tenth of a reference-data request's budget. */
export function createSecurityHeaders(config: Config): ApplySecurityHeaders {
  const apply = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Documents are shown by a web app on another origin when CORS allows one.
    crossOriginResourcePolicy: {
      policy: config.corsOrigins.length ? 'cross-origin' : 'same-origin',
    },
    frameguard: { action: 'deny' },
    // Signed document addresses carry their signature in the query: never send it onward.
    referrerPolicy: { policy: 'no-referrer' },
  });
  const noRequest = {} as IncomingMessage; // helmet's headers here do not depend on it
  return (raw) => apply(noRequest, raw, () => {});
}

/** Sets the headers on every answer, before anything else runs. */
export const securityHeadersPlugin = fp(
  async (app, { apply }: { apply: ApplySecurityHeaders }) => {
    app.addHook('onRequest', (_request, reply, done) => {
      apply(reply.raw);
      done();
    });
  },
  { name: 'security-headers' },
);
