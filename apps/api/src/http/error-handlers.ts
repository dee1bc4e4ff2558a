import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors';

type Answer = { status: number; message: string; code: string; issues?: HttpError['issues'] };

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
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, message: error.message, code: (error.code ?? 'bad_request').toLowerCase() };
  }
  return {
    status: 500,
    message: 'Something went wrong on our side. Please try again.',
    code: 'internal_error',
  };
}

export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const answer = answerFor(error);
    if (answer.status >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
    else request.log.info({ code: answer.code, url: request.url }, answer.message);
    // Every 400 carries issues, so clients can always map them onto fields.
    const issues = answer.status === 400 ? (answer.issues ?? []) : answer.issues;
    return reply
      .status(answer.status)
      .send({ message: answer.message, code: answer.code, ...(issues ? { issues } : {}) });
  });
}

/** JSON 404 for API paths; everything else falls to the web app when it is served. */
export function isApiPath(url: string) {
  return /^\/(api|masters)(\/|$)/.test(url) || url.startsWith('/config.js');
}
