import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type Problem, problemContentType } from '@pitstop/domain/problem';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { databaseUnavailableCause } from '../db/unavailable.ts';

/**
 * The one error a domain function throws: a stable code, an HTTP status and a message a person
 * can act on. The error handler turns it into problem+json; the web app into a toast or field error.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly errors?: Problem['errors'],
    /** Sent as `Retry-After` (a 503 that will pass). */
    readonly retryAfterSeconds?: number,
    /**
     * Extra members of the problem (RFC 9457 extensions), e.g. a booking's `conflicts`. The
     * route's response schema for that status must declare them, or serialisation drops them.
     */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(message);
  }

  static badRequest(message: string, errors?: Problem['errors']) {
    return new AppError('bad_request', 400, message, errors);
  }
  static unauthenticated(message = 'Sign in to continue.') {
    return new AppError('unauthenticated', 401, message);
  }
  static forbidden(message = 'Your role does not allow this.') {
    return new AppError('forbidden', 403, message);
  }
  static notFound(message = 'Not found.') {
    return new AppError('not_found', 404, message);
  }
  static conflict(message: string, errors?: Problem['errors']) {
    return new AppError('conflict', 409, message, errors);
  }
  static unavailable(message: string, retryAfterSeconds: number) {
    return new AppError('unavailable', 503, message, undefined, retryAfterSeconds);
  }
}

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

/** PostgreSQL's SQLSTATE: five digits or capital letters ("23505", "22P02"). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

type DatabaseErrorFields = {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  message?: unknown;
};

/**
 * What of a failed query may be logged: its code (SQLSTATE, or the driver's such as
 * ECONNREFUSED), constraint, table, column, the message with quoted values masked, and where it
 * was called from. Never the SQL with its parameters (drizzle's "Failed query: … params: …", in
 * its message and stack) nor PostgreSQL's `detail` ("Key (email)=(…)"): they carry clients'
 * personal data.
 */
function databaseErrorOf(error: Error) {
  const fromDrizzle = error instanceof DrizzleQueryError;
  const fields = (fromDrizzle ? (error.cause ?? {}) : error) as DatabaseErrorFields;
  if (!fromDrizzle && !(typeof fields.code === 'string' && SQLSTATE.test(fields.code)))
    return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    code: text(fields.code),
    constraint: text(fields.constraint),
    table: text(fields.table),
    column: text(fields.column),
    message: text(fields.message)?.replace(/"[^"]*"/g, '"…"'),
    // The stack begins with the message (and so the parameters, which may span lines).
    calledFrom: error.stack
      ?.slice(error.stack.indexOf(error.message) + error.message.length)
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

/** What of an error a log line may carry: a database error by what it is, never by its data. */
export function loggableError(error: Error): { database: object } | { err: Error } {
  const database = databaseErrorOf(error);
  return database ? { database } : { err: error };
}

/** Logs a failure of ours; a database error by what it is, never by its data. */
export function logServerError(request: FastifyRequest, error: Error, message: string) {
  const loggable = loggableError(error);
  request.log.error(
    loggable,
    'database' in loggable ? `${message}: database query failed` : message,
  );
}

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
    const status = databaseErrorOf(error) ? 500 : (error.statusCode ?? 500);
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
