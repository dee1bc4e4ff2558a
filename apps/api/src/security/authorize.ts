import type { AppRoute } from '@ts-rest/core';
import { contract, flattenRoutes } from '@procure/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors';
import { allows, refusal, ROUTE_PERMISSIONS, type Permission } from './permissions';

// The contract's route objects are the ones the routes implement (the master routes are served
// under two roots with the same object), so a route finds its key by identity.
const keyOf = new Map<AppRoute, string>(
  flattenRoutes(contract).map(([key, route]) => [route, key]),
);

/** What a route needs; a route without a line in ROUTE_PERMISSIONS is a startup error. */
export function permissionOf(route: AppRoute): Permission {
  const key = keyOf.get(route);
  const permission = key === undefined ? undefined : ROUTE_PERMISSIONS[key];
  if (!permission)
    throw new Error(`${route.method} ${route.path} has no line in ROUTE_PERMISSIONS`);
  return permission;
}

/** Refuses (403, naming what is missing) a signed-in request whose user's roles do not grant
 * the route's permission. Runs after authenticate(), before the body is read. */
export function authorize(request: FastifyRequest, route: AppRoute) {
  const { principal } = request;
  if (!principal) throw unauthorized();
  const permission = permissionOf(route);
  if (!allows(principal.roles, permission)) throw forbidden(refusal(permission));
}
