import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { MASTER_SET_ROOTS, MASTER_SETS } from './constants';

type Operation = {
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string }>;
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
  description?: string;
  [key: string]: unknown;
};
type PathItem = Record<string, Operation>;

/** Every route of a router with a dotted name (vendor.address.create). */
export function flattenRoutes(router: AppRouter, prefix = ''): Array<[string, AppRoute]> {
  return Object.entries(router).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return isAppRoute(value) ? [[name, value] as [string, AppRoute]] : flattenRoutes(value, name);
  });
}

/** The routes as this server mounts them: `master` once per master set, under its root. */
export function mountedRoutes(contract: AppRouter): Array<[string, AppRoute]> {
  return flattenRoutes(contract).flatMap(([name, route]) => {
    if (!name.startsWith('master.')) return [[name, route] as [string, AppRoute]];
    return MASTER_SETS.map(
      (set) =>
        [
          name.replace('master.', `master_${set}.`),
          { ...route, path: MASTER_SET_ROOTS[set] + route.path },
        ] as [string, AppRoute],
    );
  });
}

/** Some paths serve two routes told apart by a query parameter (a list and its export). OpenAPI
 * has one operation per path and method, so the twins are merged into one operation. */
function mergeOperation(into: Operation, from: Operation): Operation {
  const params = [...(into.parameters ?? [])];
  for (const param of from.parameters ?? []) {
    const same = params.find((p) => p.name === param.name && p.in === param.in);
    if (!same)
      params.push({
        ...param,
        required: false,
        description: 'Switches the answer to a file download',
      });
  }
  const responses = { ...into.responses };
  for (const [status, response] of Object.entries(from.responses ?? {})) {
    const existing = responses[status];
    responses[status] = existing
      ? { ...existing, content: { ...existing.content, ...response.content } }
      : response;
  }
  return { ...into, parameters: params, responses };
}

export function buildOpenApiDocument(contract: AppRouter, version: string) {
  const paths: Record<string, PathItem> = {};
  for (const [name, route] of mountedRoutes(contract)) {
    const single = generateOpenApi({ [name]: route } as AppRouter, {
      info: { title: 'Procure API', version },
    }) as { paths: Record<string, PathItem> };
    for (const [path, item] of Object.entries(single.paths)) {
      const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
      const target = (paths[normalized] ??= {});
      for (const [method, operation] of Object.entries(item)) {
        const op = { ...operation, operationId: name };
        target[method] = target[method] ? mergeOperation(target[method], op) : op;
      }
    }
  }
  return {
    openapi: '3.0.2',
    info: {
      title: 'Procure API',
      version,
      description:
        'Every endpoint of Procure. Bodies are { message?, data }; lists add pagination. ' +
        'Errors are { message, code? }; validation errors add issues: [{ path, message }].',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
