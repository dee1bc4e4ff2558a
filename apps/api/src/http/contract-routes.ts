import type { AppRoute, ServerInferRequest, ServerInferResponses } from '@ts-rest/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Readable } from 'node:stream';
import type { ZodTypeAny } from 'zod';
import { attachmentDisposition, oursResponseSchema } from '@procure/contract';
import { badRequest, toIssues, VALIDATION_MESSAGE } from './errors';
import { COMPRESS_THRESHOLD, isCurrent, representation, type PreparedJson } from './prepared-json';

/** A file answer: exports and stored documents. */
export type FileResult = {
  status: 200;
  file: { body: Buffer | Readable; contentType: string; fileName: string; inline?: boolean };
};
/** A file answered by `@fastify/send` (stored documents): status 200, 206 for a range, 304 or
 * 416, with its length, range, ETag and Last-Modified headers. */
export type SentFileResult = {
  status: 200;
  sent: { statusCode: number; headers: Record<string, string>; stream: Readable };
  file: { contentType: string; fileName: string; inline?: boolean };
};
/** A redirect answer (document links). */
export type RedirectResult = { status: 301 | 302 | 303 | 307 | 308; location: string };
/** A JSON answer serialized ahead of time, with its ETag (reference data). */
export type PreparedResult = { status: 200; prepared: PreparedJson };

type HandlerResult<R extends AppRoute> =
  ServerInferResponses<R> | FileResult | SentFileResult | RedirectResult | PreparedResult;
export type HandlerArgs<R extends AppRoute> = Omit<ServerInferRequest<R>, 'headers'> & {
  request: FastifyRequest;
  reply: FastifyReply;
};
export type Auth = 'required' | 'none';

export type RouteDefinition = {
  route: AppRoute;
  auth: Auth;
  handle: (args: HandlerArgs<AppRoute>) => Promise<HandlerResult<AppRoute>>;
  config?: RouteOptions['config'];
  /** The largest request body this route reads (default: the server's). */
  bodyLimit?: number;
  /** Runs before the body is read, after the token check (a limit that should cost nothing). */
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

type RouteOptionsOf = Pick<RouteDefinition, 'auth' | 'config' | 'bodyLimit' | 'onRequest'>;

/** Binds a contract route to its handler; the handler's arguments and answers are typed by
 * the contract, and nothing reaches it that the contract's schemas did not accept. */
export function implement<R extends AppRoute>(
  route: R,
  handle: (args: HandlerArgs<R>) => Promise<HandlerResult<R>>,
  options: Partial<RouteOptionsOf> = {},
): RouteDefinition {
  return {
    ...options,
    route,
    auth: options.auth ?? 'required',
    handle: handle as unknown as RouteDefinition['handle'],
  };
}

const isZod = (schema: unknown): schema is ZodTypeAny =>
  typeof (schema as ZodTypeAny | undefined)?.safeParse === 'function';

function parsePart(schema: unknown, value: unknown, prefix?: 'query' | 'params') {
  if (!isZod(schema)) return value;
  const result = schema.safeParse(value ?? (prefix ? {} : undefined));
  if (!result.success)
    throw badRequest(VALIDATION_MESSAGE, toIssues(result.error, prefix), 'validation_failed');
  return result.data;
}

const queryKeys = (d: RouteDefinition) =>
  Object.keys((d.route.query as { shape?: object } | undefined)?.shape ?? {});

/** The spec's twins (a list and its export, a filter and its export) share a method and path
 * and are told apart by export_type alone: present, the export answers; absent, the other. */
function pickRoute(
  definitions: RouteDefinition[],
  query: Record<string, unknown>,
): RouteDefinition {
  if (definitions.length === 1) return definitions[0]!;
  const wantsExport = query.export_type !== undefined;
  return (
    definitions.find((d) => queryKeys(d).includes('export_type') === wantsExport) ?? definitions[0]!
  );
}

function fileHeaders(
  reply: FastifyReply,
  { contentType, fileName, inline }: { contentType: string; fileName: string; inline?: boolean },
) {
  const disposition = attachmentDisposition(fileName);
  return (
    reply
      .header('content-type', contentType)
      .header(
        'content-disposition',
        inline ? disposition.replace('attachment', 'inline') : disposition,
      )
      .header('cache-control', 'private, no-store')
      // A stored file is the uploader's bytes: opened directly it runs no script and reaches
      // nothing of the app (nosniff comes with every answer).
      .header('content-security-policy', 'sandbox')
  );
}

async function send(
  reply: FastifyReply,
  route: AppRoute,
  result: HandlerResult<AppRoute>,
  validate: boolean,
) {
  if ('sent' in result) {
    // Ranges let a PDF viewer stream a large file; send worked out status and headers.
    const { statusCode, headers, stream } = result.sent;
    reply.status(statusCode).headers(headers);
    if (statusCode !== 200 && statusCode !== 206) return reply.send(stream);
    return fileHeaders(reply, result.file).send(stream);
  }
  if ('file' in result) return fileHeaders(reply.status(200), result.file).send(result.file.body);
  if ('location' in result) return reply.redirect(result.location, result.status);
  if ('prepared' in result) return sendPrepared(reply, route, result.prepared, validate);
  const { status, body } = result as { status: number; body: unknown };
  // Our full answer (the route's `ours` schema), not only the documented minimum.
  const schema = oursResponseSchema(route, status);
  if (validate && isZod(schema)) {
    // The answer is parsed by the contract too: a drift between code and contract is a bug
    // found here, and keys the contract does not name never leave the server.
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      reply.log.error(
        { issues: parsed.error.issues, path: route.path },
        'response violates the contract',
      );
      throw new Error(
        `Response for ${route.method} ${route.path} (${status}) violates the contract`,
      );
    }
    return reply.status(status).send(parsed.data);
  }
  return reply.status(status).send(body ?? undefined);
}

const checkedPrepared = new WeakSet<PreparedJson>();

/** A prepared answer: 304 when the client holds this version, else the stored JSON. Checked
 * against the contract once per prepared answer where answers are checked at all. */
function sendPrepared(
  reply: FastifyReply,
  route: AppRoute,
  prepared: PreparedJson,
  validate: boolean,
) {
  const schema = oursResponseSchema(route, 200);
  if (validate && isZod(schema) && !checkedPrepared.has(prepared)) {
    if (!schema.safeParse(JSON.parse(prepared.body)).success)
      throw new Error(`Response for ${route.method} ${route.path} (200) violates the contract`);
    checkedPrepared.add(prepared);
  }
  const { headers } = reply.request;
  const sent = representation(prepared, headers['accept-encoding']);
  // Signed-in data: the browser may keep it but must ask each time (a 304 costs no body).
  reply.header('etag', sent.etag).header('cache-control', 'private, no-cache');
  if (prepared.body.length >= COMPRESS_THRESHOLD) reply.header('vary', 'accept-encoding');
  if (isCurrent(prepared, headers['if-none-match'])) return reply.status(304).send();
  if (sent.encoding) reply.header('content-encoding', sent.encoding);
  return reply
    .status(200)
    .header('content-type', 'application/json; charset=utf-8')
    .send(sent.body);
}

/** A multipart route reads its file in the handler, and may take longer to arrive. */
const isMultipart = (route: AppRoute) =>
  'contentType' in route && route.contentType === 'multipart/form-data';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a file upload (multipart): it gets the longer body-read allowance. */
    upload?: boolean;
  }
}

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** Registers contract routes on Fastify. Routes sharing a method and path (a list and its
 * export twin) become one Fastify route that dispatches on the query. */
export function registerContractRoutes(
  app: FastifyInstance,
  definitions: RouteDefinition[],
  options: {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Throws (403) when the signed-in user may not use the route. */
    authorize: (request: FastifyRequest, route: AppRoute) => void;
    validateResponses: boolean;
  },
) {
  const groups = new Map<string, RouteDefinition[]>();
  for (const def of definitions) {
    const key = `${def.route.method} ${normalize(def.route.path)}`;
    groups.set(key, [...(groups.get(key) ?? []), def]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const pick = (request: FastifyRequest) =>
      pickRoute(group, (request.query ?? {}) as Record<string, unknown>);
    app.route({
      method: first.route.method,
      url: normalize(first.route.path),
      config: { ...first.config, upload: isMultipart(first.route) },
      ...(first.bodyLimit ? { bodyLimit: first.bodyLimit } : {}),
      // The token is checked before the body is read: a request without one costs no parsing
      // (an unauthenticated 16 MB review body took 0.9 s of CPU to reach its 401).
      onRequest: async (request, reply) => {
        const def = pick(request);
        if (def.auth === 'required') {
          await options.authenticate(request);
          // Roles are checked before the body is read too: a refused upload costs nothing.
          options.authorize(request, def.route);
        }
        await def.onRequest?.(request, reply);
      },
      handler: async (request, reply) => {
        const def = pick(request);
        const { route } = def;
        const args = {
          params: parsePart(route.pathParams, request.params, 'params'),
          query: parsePart(route.query, request.query, 'query'),
          body:
            route.method === 'GET' || isMultipart(route)
              ? undefined
              : parsePart((route as { body?: unknown }).body, request.body),
          request,
          reply,
        } as HandlerArgs<AppRoute>;
        return send(reply, route, await def.handle(args), options.validateResponses);
      },
    });
  }
}
