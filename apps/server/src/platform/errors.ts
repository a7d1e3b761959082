import type { ErrorCode } from '@pitstop/domain/error-codes';
import type { Problem } from '@pitstop/domain/problem';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/**
 * The one error a domain function throws: a stable code, an HTTP status and a message a person
 * can act on. The error handler turns it into problem+json; the web app into a toast or field error.
 */
export class AppError extends Error {
  constructor(
    /** One of packages/domain/src/error-codes.ts, which the web compares against. */
    readonly code: ErrorCode,
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
