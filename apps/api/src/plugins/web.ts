import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/error-handlers';

/** Serves the built web app (when there is one) with a single-page-app fallback. Hashed assets
 * are cached for a year; index.html is always revalidated so a new build shows at once. */
export const webPlugin = fp(
  async (app) => {
    const root = app.config.webDist;
    const hasWeb = existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        cacheControl: false, // setHeaders decides, per file
        setHeaders: (res, file) => {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ root }, 'no built web app found; serving the API only');
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' && !isApiPath(request.url);
      if (hasWeb && wantsPage)
        return reply
          .header('cache-control', 'no-cache')
          .sendFile('index.html', { cacheControl: false });
      return reply.status(404).send({
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
        code: 'not_found',
      });
    });
  },
  { name: 'web', dependencies: ['sqlite'] },
);
