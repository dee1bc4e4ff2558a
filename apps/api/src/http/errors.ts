import type { Issue } from '@procure/contract';
import type { ZodError } from 'zod';

/** An error with an HTTP status and a message meant for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly issues?: Issue[],
  ) {
    super(message);
  }
}

export const VALIDATION_MESSAGE = 'Please fix the highlighted fields';

export const badRequest = (message: string, issues: Issue[] = [], code = 'invalid_request') =>
  new HttpError(400, message, code, issues);
export const unauthorized = (
  message = 'Sign in to continue: your session is missing or has expired',
) => new HttpError(401, message, 'unauthorized');
export const forbidden = (message: string) => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const conflict = (message: string) => new HttpError(409, message, 'conflict');
export const payloadTooLarge = (message: string) =>
  new HttpError(413, message, 'payload_too_large');
/** Sign-in refused for a while, per address or per account: one answer for both, so it tells
 * nothing about which limit was hit or whether the account exists. */
export const tooManySignIns = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    `Too many sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
    'rate_limited',
  );
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, message, 'unsupported_media_type');

/** zod issues as the contract's `{ path, message }`; `prefix` marks query and path parameters. */
export function toIssues(error: ZodError, prefix?: 'query' | 'params'): Issue[] {
  return error.issues.map((issue) => ({
    path: [...(prefix ? [prefix] : []), ...issue.path].join('.') || (prefix ?? 'body'),
    message: issue.message,
  }));
}
