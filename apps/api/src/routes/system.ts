import { sql } from 'kysely';
import {
  APP_VERSION,
  buildOpenApiDocument,
  contract,
  SERVER_CAPABILITIES,
} from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';

const startedAt = Date.now();

export function systemRoutes(app: FastifyInstance) {
  // Documentation and client configuration: plain routes, not part of the contract.
  const openApi = buildOpenApiDocument(contract, APP_VERSION);
  app.get('/api/openapi.json', async () => openApi);
  // The web app reads its API roots from here at start, so one build can be pointed at
  // another backend that speaks the same contract by changing the server's environment; and
  // the base currency, so PO/MRN amounts read in the same currency as the dashboard's; and
  // what this server has beyond the documented API, so the web sends extras only to it.
  const clientConfig = `window.__PROCURE_CONFIG__ = ${JSON.stringify({
    apiRoots: app.config.webApiRoots,
    baseCurrency: app.config.baseCurrency,
    capabilities: SERVER_CAPABILITIES,
  })};\n`;
  app.get('/config.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(clientConfig),
  );

  return [
    implement(
      contract.system.health,
      async () => {
        try {
          await sql`SELECT 1`.execute(app.db);
        } catch {
          return { status: 503, body: { message: 'Database unavailable', code: 'db_unavailable' } };
        }
        return {
          status: 200,
          body: {
            status: 'ok' as const,
            version: APP_VERSION,
            database: 'ok' as const,
            uptime_s: Math.round((Date.now() - startedAt) / 1000),
          },
        };
      },
      { auth: 'none' },
    ),
  ];
}
