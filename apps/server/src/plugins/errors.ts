import { type Problem, problemContentType } from '@pitstop/domain/problem';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

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
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Sends problem+json; extra members (RFC 9457 extensions) are passed through. */
export function sendProblem(
  reply: FastifyReply,
  problem: Omit<Problem, 'type' | 'title'> & { code: string; [extension: string]: unknown },
) {
  const body: Problem = {
    type: `urn:pitstop:problem:${problem.code}`,
    title: titles[problem.status] ?? 'Error',
    ...problem,
  };
  return reply.status(problem.status).type(problemContentType).send(body);
}

function pathOf(segments: readonly PropertyKey[], location: string): string {
  return [location, ...segments.map(String)].filter(Boolean).join('.');
}

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

/** Logs a failure of ours; a database error by what it is, never by its data. */
export function logServerError(request: FastifyRequest, error: Error, message: string) {
  const database = databaseErrorOf(error);
  if (database) request.log.error({ database }, `${message}: database query failed`);
  else request.log.error({ err: error }, message);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendProblem(reply, {
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
