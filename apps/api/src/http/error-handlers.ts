import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, listedIssues } from './errors';

type Answer = { status: number; message: string; code: string; issues?: HttpError['issues'] };

/** Fastify's own request errors in words of ours: its messages repeat the request (the path,
 * the body's first bytes), and an answer never does. */
const FRAMEWORK_ANSWERS: Record<string, Answer> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid', code: 'bad_url' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: 'The address is too long',
    code: 'uri_too_long',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: 'The request body is not valid JSON',
    code: 'invalid_json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty',
    code: 'invalid_json',
  },
};

/** Any other 4xx: the status's own words and a code made from them. */
function genericClientError(status: number): Answer {
  const text = STATUS_CODES[status] ?? 'Bad Request';
  return { status, message: text, code: text.toLowerCase().replace(/\W+/g, '_') };
}

/** What the user is told for an error. 5xx details stay in the log. */
function answerFor(error: FastifyError | HttpError): Answer {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      message: error.message,
      code: error.code,
      issues: error.issues,
    };
  }
  // @fastify/multipart answers 500 to multipart without a boundary: the request is at fault.
  if (/boundary/i.test(error.message)) {
    return {
      status: 400,
      message: 'The multipart request has no boundary',
      code: 'invalid_multipart',
    };
  }
  if (
    error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
  ) {
    return {
      status: 415,
      message: 'This content type is not accepted here',
      code: 'unsupported_media_type',
    };
  }
  if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, message: 'The request is too large', code: 'payload_too_large' };
  }
  const known = FRAMEWORK_ANSWERS[error.code];
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return genericClientError(status);
  return {
    status: 500,
    message: 'Something went wrong on our side. Please try again.',
    code: 'internal_error',
  };
}

function sendError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error);
  if (answer.status >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
  else request.log.info({ code: answer.code, url: request.url }, answer.message);
  // Every 400 carries issues, so clients can always map them onto fields.
  const issues = answer.status === 400 ? listedIssues(answer.issues ?? []) : answer.issues;
  return reply
    .status(answer.status)
    .send({ message: answer.message, code: answer.code, ...(issues ? { issues } : {}) });
}

export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler(sendError);
}

/** Fastify's `frameworkErrors` option: a bad percent-encoding or an over-long path parameter is
 * refused before routing, so no hook has run; the security headers are added here. */
export function frameworkErrorHandler(applySecurityHeaders: (raw: FastifyReply['raw']) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    applySecurityHeaders(reply.raw);
    return sendError(error, request, reply);
  };
}

/** JSON 404 for API paths; everything else falls to the web app when it is served. */
export function isApiPath(url: string) {
  return /^\/(api|masters)(\/|$)/.test(url) || url.startsWith('/config.js');
}
