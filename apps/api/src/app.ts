import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { frameworkErrorHandler, installErrorHandlers } from './http/error-handlers';
import { repositoriesPlugin } from './plugins/repositories';
import { securityPlugin } from './plugins/security';
import { createSecurityHeaders, securityHeadersPlugin } from './plugins/security-headers';
import { databasePlugin } from './plugins/database';
import { documentSweepPlugin } from './plugins/document-sweep';
import { jobsPlugin } from './plugins/jobs';
import { requestDeadlinesPlugin, serverTimeouts } from './plugins/request-deadlines';
import { mailInboxPlugin } from './plugins/mail-inbox';
import { outgoingMailPlugin } from './plugins/outgoing-mail';
import { webPlugin } from './plugins/web';
import { routesPlugin } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Composes the server in a fixed order: config, security headers, database, repositories,
 * jobs, mail inbox, outgoing mail, documents sweep, security, compression, routes, web app. Nothing here listens:
 * server.ts does, tests use inject(). */
export async function buildApp(
  config: Config,
  logger: FastifyServerOptions['logger'] = defaultLogger(config),
) {
  const securityHeaders = createSecurityHeaders(config);
  const app = Fastify({
    logger,
    // request.ip and request.protocol believe X-Forwarded-* only from these proxies. Fastify
    // takes a hop count as "trust nothing" (a direct client could forge hops): TRUST_PROXY=N is
    // for a server reachable only through its N proxies, and trusts exactly those N.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    ...serverTimeouts(config.http),
  });
  app.decorate('config', config);
  installErrorHandlers(app);
  await app.register(requestDeadlinesPlugin, { timeouts: config.http });
  await app.register(securityHeadersPlugin, { apply: securityHeaders });
  await app.register(databasePlugin, { config });
  await app.register(repositoriesPlugin);
  await app.register(jobsPlugin);
  await app.register(mailInboxPlugin);
  await app.register(outgoingMailPlugin);
  await app.register(documentSweepPlugin);
  await app.register(securityPlugin, { config });
  await app.register(multipart, {
    // One byte over the limit is enough to know the file is too large.
    limits: { fileSize: config.uploadLimitBytes + 1, files: 1, fields: 10, parts: 12 },
    throwFileSizeLimit: false,
  });
  // JSON answers over 1 KB; prepared reference data comes compressed already, and PDFs and
  // images are not compressible types, so they pass untouched. Before the routes and the
  // static files, whose hooks it adds as they are registered.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(routesPlugin);
  await app.register(webPlugin);
  return app;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

function defaultLogger(config: Config): FastifyServerOptions['logger'] {
  // Readable lines for a person at a terminal in development; JSON lines everywhere else.
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}
