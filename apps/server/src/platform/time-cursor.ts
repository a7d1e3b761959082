import { AppError } from '../plugins/errors.ts';

/** A keyset position in a newest-first list: the last row's time (as PostgreSQL prints it) and id. */
export type TimeCursor = { time: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to the caller; `scope` ties it to one list (and filter) so it cannot be replayed on another. */
export function encodeTimeCursor(scope: string, cursor: TimeCursor): string {
  return Buffer.from(JSON.stringify([scope, cursor.time, cursor.id])).toString('base64url');
}

export function decodeTimeCursor(scope: string, text: string): TimeCursor {
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      parsed[0] === scope &&
      typeof parsed[1] === 'string' &&
      TIMESTAMP.test(parsed[1]) &&
      typeof parsed[2] === 'string' &&
      UUID.test(parsed[2])
    ) {
      return { time: parsed[1], id: parsed[2] };
    }
  } catch {
    // fall through to the refusal below
  }
  throw AppError.badRequest('This page link is no longer valid; reload the list.', [
    { path: 'query.cursor', message: 'Not a cursor of this list' },
  ]);
}
