import type { Issue } from '@procure/contract';
import type { ZodError, ZodIssue } from 'zod';

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

/** What is wrong, in words that never repeat the value sent: zod's own message for an enum
 * ends "received 'xyz'", and one for unknown keys lists every key. */
function issueMessage(issue: ZodIssue): string {
  if (issue.code === 'invalid_enum_value') return `Use one of: ${issue.options.join(', ')}`;
  if (issue.code === 'unrecognized_keys')
    return issue.keys.length === 1 ? 'Unknown field' : `${issue.keys.length} unknown fields`;
  return issue.message;
}

/** zod issues as the contract's `{ path, message }`; `prefix` marks query and path parameters. */
export function toIssues(error: ZodError, prefix?: 'query' | 'params'): Issue[] {
  return error.issues.map((issue) => ({
    path: [...(prefix ? [prefix] : []), ...issue.path].join('.') || (prefix ?? 'body'),
    message: issueMessage(issue),
  }));
}

/** The most issues an answer lists; the rest are counted in one last issue. A file import
 * shows each to the user, and 50 is a screenful; a body with a million bad keys must not
 * make a million-line answer. */
export const MAX_LISTED_ISSUES = 50;
/** A path names the field at fault; a key sent a megabyte long is cut, not sent back whole. */
const MAX_PATH_LENGTH = 120;

/** The issues an answer carries: at most MAX_LISTED_ISSUES, each path at most
 * MAX_PATH_LENGTH characters, and a last issue (path '') counting those left out. */
export function listedIssues(issues: Issue[]): Issue[] {
  const listed = issues.slice(0, MAX_LISTED_ISSUES).map(({ path, message }) => ({
    path: path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path,
    message,
  }));
  const rest = issues.length - listed.length;
  if (rest > 0)
    listed.push({
      path: '',
      message: `${rest.toLocaleString('en-US')} more ${rest === 1 ? 'problem is' : 'problems are'} not listed`,
    });
  return listed;
}
