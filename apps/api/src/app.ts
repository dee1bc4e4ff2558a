import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { installErrorHandlers } from './http/error-handlers';
import { repositoriesPlugin } from './plugins/repositories';
import { securityPlugin } from './plugins/security';
import { sqlitePlugin } from './plugins/sqlite';
import { webPlugin } from './plugins/web';
import { routesPlugin } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Composes the server in a fixed order: config, database, repositories, security, routes,
 * web app. Nothing here listens: server.ts does, tests use inject(). */
export async function buildApp(
  config: Config,
  logger: FastifyServerOptions['logger'] = defaultLogger(config),
) {
  const app = Fastify({
    logger,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.decorate('config', config);
  installErrorHandlers(app);
  await app.register(sqlitePlugin, { config });
  await app.register(repositoriesPlugin);
  await app.register(securityPlugin, { config });
  await app.register(multipart, {
    // One byte over the limit is enough to know the file is too large.
    limits: { fileSize: config.uploadLimitBytes + 1, files: 1, fields: 10, parts: 12 },
    throwFileSizeLimit: false,
  });
  await app.register(routesPlugin);
  await app.register(webPlugin);
  return app;
}

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
