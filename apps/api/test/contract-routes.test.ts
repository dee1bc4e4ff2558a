import { ours } from '@procure/contract';
import { initContract } from '@ts-rest/core';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { implement, registerContractRoutes } from '../src/http/contract-routes';
import { installErrorHandlers } from '../src/http/error-handlers';

// The adapter on its own: twins on one path, validation, response checking.
const c = initContract();
const twins = c.router({
  list: {
    method: 'GET',
    path: '/things/',
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    responses: { 200: z.object({ data: z.array(z.number()), page: z.number() }) },
  },
  export: {
    method: 'GET',
    path: '/things',
    query: z.object({ export_type: z.enum(['excel', 'csv']) }),
    responses: { 200: c.otherResponse({ contentType: 'text/csv', body: c.type<Blob>() }) },
  },
  broken: {
    method: 'GET',
    path: '/broken',
    responses: { 200: z.object({ ok: z.literal(true) }) },
  },
  // Two levels (issue 20): the documented minimum takes any row, our own answer is stricter.
  documented: {
    method: 'GET',
    path: '/rows/:kind',
    pathParams: z.object({ kind: z.enum(['ours', 'drifted']) }),
    responses: { 200: z.object({ data: z.array(z.record(z.string(), z.unknown())) }) },
    metadata: ours({ 200: z.object({ data: z.array(z.object({ id: z.number() })) }) }),
  },
});

const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
installErrorHandlers(app);
registerContractRoutes(
  app,
  [
    implement(
      twins.list,
      async ({ query }) => ({ status: 200, body: { data: [1, 2], page: query.page } }),
      { auth: 'none' },
    ),
    implement(
      twins.export,
      async ({ query }) => ({
        status: 200,
        file: {
          body: Buffer.from('a,b\n'),
          contentType: 'text/csv',
          fileName: `things.${query.export_type}`,
        },
      }),
      { auth: 'none' },
    ),
    implement(twins.broken, async () => ({ status: 200, body: { ok: false } as never }), {
      auth: 'none',
    }),
    implement(
      twins.documented,
      async ({ params }) => ({
        status: 200,
        body: { data: [params.kind === 'ours' ? { id: 1, internal: 'x' } : { name: 'no id' }] },
      }),
      { auth: 'none' },
    ),
  ],
  { authenticate: async () => undefined, authorize: () => undefined, validateResponses: true },
);
afterAll(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url });

describe('registerContractRoutes', () => {
  it('answers the list without export_type, with or without the trailing slash', async () => {
    expect((await get('/things?page=2')).json()).toEqual({ data: [1, 2], page: 2 });
    expect((await get('/things/')).json()).toEqual({ data: [1, 2], page: 1 });
  });

  it('answers the export when export_type is present, even beside list keys', async () => {
    const response = await get('/things/?page=3&export_type=csv');
    expect(response.headers['content-type']).toBe('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="things.csv"/);
    expect(response.body).toBe('a,b\n');
  });

  it('validates the chosen twin with its own schema', async () => {
    const response = await get('/things?export_type=pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('query.export_type');
    expect((await get('/things?page=0')).json().issues[0].path).toBe('query.page');
  });

  it('refuses to send an answer the contract does not allow', async () => {
    const response = await get('/broken');
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('internal_error');
  });

  it('checks our answers against our full schema, not the documented minimum', async () => {
    // Keys our schema does not name never leave the server.
    expect((await get('/rows/ours')).json()).toEqual({ data: [{ id: 1 }] });
    // A row the minimum accepts but ours refuses is a bug of ours, found here.
    expect((await get('/rows/drifted')).statusCode).toBe(500);
  });
});
