import {
  convertQueryParamsToUrlString,
  insertParamsIntoPath,
  isZodType,
  type AppRoute,
  type ClientInferRequest,
  type ClientInferResponseBody,
  type SuccessfulHttpStatusCode,
} from '@ts-rest/core';
import type { Issue } from '@procure/contract';

/** The one typed bridge between the contract and HTTP. It needs no DOM, so Node tests can call
 * the web's API layer against a real server with `callContract`. */

/** What a caller passes for a route: its path params, query and body, typed by the contract. */
export type ContractArgs<R extends AppRoute> = Omit<
  ClientInferRequest<R>,
  'headers' | 'extraHeaders' | 'fetchOptions' | 'overrideClientOptions' | 'cache' | 'next'
>;

type SuccessStatus<R extends AppRoute> = Extract<keyof R['responses'], SuccessfulHttpStatusCode>;

/** The parsed body of a route's successful answer. */
export type ContractData<R extends AppRoute> = ClientInferResponseBody<R, SuccessStatus<R>>;

/** Every failure has one shape: HTTP status (or a transport/parse marker), the server's message,
 * its code, and field issues mapped by `issues[].path`. */
export type ContractError = {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR';
  message: string;
  code?: string;
  issues: Issue[];
  /** True when `message` is the server's own text, not a status line or a transport error
   * (screens that speak to people replace those with a sentence of their own). */
  serverMessage?: boolean;
  /** The call that failed ('GET /api/v1/vendor/'), named in an unexpected-shape error's details. */
  call?: string;
};

export type ContractResult<R extends AppRoute> =
  { data: ContractData<R> } | { error: ContractError };

export type CallOptions = {
  /** API root of the service ('' = same origin; absolute for Node callers). */
  root: string;
  token?: string | null;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Called on a 401 before the error is returned (the web app signs out and keeps the path). */
  onUnauthorized?: (error: ContractError) => void;
};

/** The address of a call: root + path with params + query string. */
export function contractUrl(
  route: AppRoute,
  args: { params?: unknown; query?: unknown },
  root: string,
): string {
  const path = insertParamsIntoPath({
    path: route.path,
    params: (args.params ?? {}) as Record<string, string>,
  });
  const query = args.query ? convertQueryParamsToUrlString(args.query) : '';
  return `${root.replace(/\/+$/, '')}${path}${query}`;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** A multipart route's body as the contract types it (`{ file, form_name, … }`) made into form
 * data: fields first, files last, empty values left out. */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  const entries = Object.entries(record(body)).filter(([, value]) => value != null);
  for (const [key, value] of entries) if (!(value instanceof Blob)) form.append(key, String(value));
  for (const [key, value] of entries) if (value instanceof Blob) form.append(key, value);
  return form;
}

function requestBody(route: AppRoute, body: unknown): { body?: BodyInit; contentType?: string } {
  if (route.method === 'GET' || body === undefined) return {};
  // Multipart: the browser sets the boundary itself, so no content type is written here. An
  // object body of a multipart route went out as JSON before, and the server refused the
  // upload (415) with the file lost in JSON.stringify.
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { body };
  if ('contentType' in route && route.contentType === 'multipart/form-data')
    return { body: toFormData(body) };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

function errorFrom(
  status: ContractError['status'],
  body: unknown,
  fallback: string,
): ContractError {
  const fields = record(body);
  const issues = Array.isArray(fields.issues)
    ? fields.issues.filter(
        (i): i is Issue =>
          typeof record(i).path === 'string' && typeof record(i).message === 'string',
      )
    : [];
  const serverMessage = typeof fields.message === 'string' && fields.message.length > 0;
  return {
    status,
    message: serverMessage ? (fields.message as string) : fallback,
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    issues,
    ...(serverMessage ? { serverMessage } : {}),
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 304) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json();
  if (type.startsWith('text/') && !type.includes('csv')) return response.text();
  return response.blob();
}

const callName = (route: AppRoute) => `${route.method} ${route.path}`;

/** Shape mismatches already written to the console, by call and field: a list polled or
 * refetched with the same fault logs it once. */
const loggedMismatches = new Set<string>();

function logMismatchOnce(call: string, issue: Issue | undefined) {
  const key = `${call} ${issue?.path ?? ''}`;
  if (loggedMismatches.has(key)) return;
  loggedMismatches.add(key);
  console.error(`Unexpected answer shape from ${call}: ${contractErrorIssue(issue)}`);
}

const contractErrorIssue = (issue: Issue | undefined) =>
  issue ? `${issue.path || '(the whole answer)'}: ${issue.message}` : 'no detail';

/** The details line of an unexpected-shape error: the call and the first mismatching field, so
 * whoever runs the other backend knows what to fix. Undefined for every other error. */
export function contractErrorDetails(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as Partial<ContractError>;
  if (e.status !== 'PARSE_ERROR' || !e.call) return undefined;
  return `${e.call} answered an unexpected shape at ${contractErrorIssue(e.issues?.[0])}`;
}

/** The schema of a success status; a success the route does not list (another backend's 200
 * where ours answers 201) is read with the route's first success schema, never unchecked. */
function successSchema(route: AppRoute, status: number): unknown {
  const responses = route.responses as Record<number, unknown>;
  if (responses[status] !== undefined) return responses[status];
  const listed = Object.keys(responses)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b);
  return listed.map((code) => responses[code]).find((candidate) => isZodType(candidate));
}

/** Parses a success body with the route's schema for that status (the documented minimum plus
 * our optional extras); files pass through as Blobs. */
function parseSuccess<R extends AppRoute>(
  route: R,
  status: number,
  body: unknown,
): ContractResult<R> {
  const schema = successSchema(route, status);
  if (isZodType(schema)) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({
        path: i.path.join('.'),
        message: i.message,
      }));
      const call = callName(route);
      logMismatchOnce(call, issues[0]);
      return {
        error: {
          status: 'PARSE_ERROR',
          message: 'The server answered in an unexpected shape',
          issues,
          call,
        },
      };
    }
    return { data: parsed.data as ContractData<R> };
  }
  // File answers (exports, document content) and bodiless redirects have no zod schema.
  return { data: body as ContractData<R> };
}

/** Sends one contract call and returns RTK Query's `{ data }` or `{ error }`; never throws. */
export async function callContract<R extends AppRoute>(
  route: R,
  args: ContractArgs<R>,
  options: CallOptions,
): Promise<ContractResult<R>> {
  const input = args as { params?: unknown; query?: unknown; body?: unknown };
  const { body, contentType } = requestBody(route, input.body);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(contractUrl(route, input, options.root), {
      method: route.method,
      headers,
      body,
      // Cookies go to a same-origin API (the default roots): sign-in's device cookie, which
      // lets its owner in while strangers' guesses have locked the account. Never to another
      // origin, whose CORS answer would then have to allow credentials.
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    const message = cause instanceof Error && cause.message ? cause.message : 'Network error';
    return { error: { status: 'FETCH_ERROR', message, issues: [] } };
  }

  let payload: unknown;
  try {
    payload = await readBody(response);
  } catch {
    payload = undefined;
  }
  if (response.ok) return parseSuccess(route, response.status, payload);

  const error = errorFrom(
    response.status,
    payload,
    response.statusText || `Request failed (${response.status})`,
  );
  if (response.status === 401) options.onUnauthorized?.(error);
  return { error };
}
