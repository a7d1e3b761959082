import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type Problem, problemContentType } from '@pitstop/domain/problem';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { databaseUnavailableCause } from '../db/unavailable.ts';
import { AppError, loggableError, logServerError } from '../platform/errors.ts';

/** Sends problem+json; extra members (RFC 9457 extensions) are passed through. */
export function sendProblem(
  reply: FastifyReply,
  problem: Omit<Problem, 'type' | 'title'> & { code: string; [extension: string]: unknown },
) {
  const body: Problem = {
    type: `urn:pitstop:problem:${problem.code}`,
    title: STATUS_CODES[problem.status] ?? 'Error',
    ...problem,
  };
  return reply.status(problem.status).type(problemContentType).send(body);
}

function pathOf(segments: readonly PropertyKey[], location: string): string {
  return [location, ...segments.map(String)].filter(Boolean).join('.');
}

/** How long a caller should wait while the database is unreachable (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendProblem(reply, {
        ...error.extensions,
        status: error.status,
        code: error.code,
        detail: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const location =
        error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? '');
      const errors = error.validation.map((issue) => ({
        path: pathOf(issue.instancePath.split('/').filter(Boolean), location),
        message: issue.message ?? 'Invalid value',
      }));
      return sendProblem(reply, {
        status: 400,
        code: 'validation',
        detail: errors.map((entry) => `${entry.path}: ${entry.message}`).join('; '),
        errors,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response did not match its schema',
      );
      return sendProblem(reply, {
        status: 500,
        code: 'internal',
        detail: 'Something went wrong on our side.',
      });
    }
    const unavailable = databaseUnavailableCause(error);
    if (unavailable) {
      // The driver's error only: a wrapping query error carries the SQL and its parameters.
      request.log.warn(
        { err: { message: unavailable.message, code: (unavailable as { code?: string }).code } },
        'database unavailable',
      );
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(reply, {
        status: 503,
        code: 'database_unavailable',
        detail: 'The database is not answering. Try again in a few seconds.',
      });
    }
    const status = 'database' in loggableError(error) ? 500 : (error.statusCode ?? 500);
    if (status >= 500) {
      logServerError(request, error, 'request failed');
      return sendProblem(reply, {
        status,
        code: 'internal',
        detail: 'Something went wrong on our side.',
      });
    }
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large) keep their message.
    return sendProblem(reply, {
      status,
      code: error.code?.toLowerCase() ?? 'bad_request',
      detail: error.message,
    });
  });
}

/**
 * Errors Fastify's router raises before any route runs (`frameworkErrors`): its own answers are
 * plain JSON that repeat the address, which may be huge or hostile. The address is never echoed.
 */
export function sendFrameworkProblem(error: FastifyError, _request: unknown, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(reply, {
      status: 414,
      code: 'uri_too_long',
      detail: 'A part of this address is too long. Check the link or the id in it.',
    });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendProblem(reply, {
      status: 400,
      code: 'bad_url',
      detail: 'This address is not valid. Check the link.',
    });
  }
  return sendProblem(reply, {
    status: 500,
    code: 'internal',
    detail: 'Something went wrong on our side.',
  });
}

/** How long a refused connection may go on sending before it is cut (its answer is written first). */
const CLIENT_ERROR_LINGER_MS = 2_000;

/**
 * Errors Node's HTTP parser raises before there is a request (`clientError`): headers over the
 * limit (431), a request that took too long to arrive (408), bytes that are not HTTP (400).
 * Answered as problem+json like every other error. The connection is ended, not destroyed: a
 * client still sending would otherwise get a reset instead of the answer.
 */
export function sendClientErrorProblem(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The address or the headers of this request are too long.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive. Try again.']
        : [400, 'bad_request', 'This request is not valid HTTP.'];
  const title = STATUS_CODES[status] ?? 'Error';
  const body = JSON.stringify({
    type: `urn:pitstop:problem:${code}`,
    title,
    status,
    detail,
    code,
  } satisfies Problem);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nConnection: close\r\nContent-Type: ${problemContentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  // Read and drop what the client still sends, then let go.
  socket.resume();
  setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS).unref();
}
