import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from './worker';

/** Every kind of background job the server runs, by name. Invoice extraction joins here with
 * the invoice pipeline. */
export function jobHandlers(_app: FastifyInstance): JobHandlers {
  return {};
}
