import { INVALID_CURSOR_MESSAGE } from '@pitstop/domain/pagination';
import { AppError } from './errors.ts';

/**
 * The one keyset cursor of every list: `[scope, ...values]` as base64url JSON. The scope names
 * the list (and its sort or filter) so a cursor cannot be replayed on another; each value is
 * checked as strictly as any other input before it reaches SQL, so a hand-made cursor is a 400.
 */
export type CursorField = 'timestamp' | 'uuid' | 'integer' | 'decimal' | 'text';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamptz as PostgreSQL prints it ("2026-01-01 00:00:00.123456+00"), or ISO 8601. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)$/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function isTimestamp(value: string): boolean {
  if (value === '-infinity' || value === 'infinity') return true;
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, ...offset] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const [offsetHours = 0, offsetMinutes = 0, offsetSeconds = 0] = offset;
  const daysInMonth = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= (daysInMonth[month - 1] as number) &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= 15 &&
    offsetMinutes < 60 &&
    offsetSeconds < 60
  );
}

const checks: Record<CursorField, (value: string) => boolean> = {
  timestamp: isTimestamp,
  uuid: (value) => UUID.test(value),
  integer: (value) => /^-?\d{1,9}$/.test(value),
  decimal: (value) => /^-?\d{1,15}(\.\d{1,6})?$/.test(value),
  // PostgreSQL text holds any character but NUL.
  text: (value) => value.length <= 1000 && !value.includes('\0'),
};

export function encodeCursor(scope: string, values: readonly string[]): string {
  return Buffer.from(JSON.stringify([scope, ...values])).toString('base64url');
}

export function invalidCursor() {
  return AppError.badRequest('This page link is no longer valid; reload the list.', [
    { path: 'query.cursor', message: INVALID_CURSOR_MESSAGE },
  ]);
}

/** The values of a cursor of `scope`, each of its field's type; anything else is a 400. */
export function decodeCursor<const Fields extends readonly CursorField[]>(
  scope: string,
  text: string,
  fields: Fields,
): { -readonly [K in keyof Fields]: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== fields.length + 1 || parsed[0] !== scope)
    throw invalidCursor();
  const values = parsed.slice(1);
  const valid = fields.every((field, index) => {
    const value = values[index];
    return typeof value === 'string' && checks[field](value);
  });
  if (!valid) throw invalidCursor();
  return values as { -readonly [K in keyof Fields]: string };
}

/** The common keyset of a newest-first list: a time and the row's id. */
export type TimeCursor = { time: string; id: string };

export function encodeTimeCursor(scope: string, cursor: TimeCursor): string {
  return encodeCursor(scope, [cursor.time, cursor.id]);
}

export function decodeTimeCursor(scope: string, text: string): TimeCursor {
  const [time, id] = decodeCursor(scope, text, ['timestamp', 'uuid']);
  return { time, id };
}
