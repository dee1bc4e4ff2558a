import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/error-handlers';

/** Serves the built web app (when there is one) with a single-page-app fallback. Hashed assets
 * are cached for a year; index.html is always revalidated so a new build shows at once. The
 * build writes `.br` and `.gz` beside each text file; `preCompressed` sends the best one the
 * browser accepts (and the plain file otherwise), so nothing is compressed per request. */
export const webPlugin = fp(
  async (app) => {
    const root = app.config.webDist;
    const hasWeb = existsSync(path.join(root, 'index.html'));
    // The build's copy of index.html with the sign-in card already rendered (issue 7).
    const hasLoginPage = existsSync(path.join(root, 'login.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The compressed twins are found beside their file, never requested by name.
        globIgnore: ['**/*.br', '**/*.gz'],
        cacheControl: false, // setHeaders decides, per file
        setHeaders: (res, file) => {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          // The body depends on Accept-Encoding; caches must keep the variants apart.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    } else {
      app.log.warn({ root }, 'no built web app found; serving the API only');
    }
    app.setNotFoundHandler((request, reply) => {
      // HEAD is GET without the body (a monitor checking that the app is up).
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
      if (hasWeb && wantsPage) {
        const page =
          hasLoginPage && request.url.split('?')[0] === '/login' ? 'login.html' : 'index.html';
        return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
      }
      return reply.status(404).send({
        // The path is not repeated: an answer never echoes the request.
        message: 'No such address in this API',
        code: 'not_found',
      });
    });
  },
  { name: 'web', dependencies: ['database'] },
);
