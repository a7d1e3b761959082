import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * Idempotency-Key (DESIGN.md §1): a write that a retry could duplicate stores the key and a
 * fingerprint of the request on the row it creates, under a unique (shop, key) index. A retry
 * with the same key and the same request gets that row back; the same key with a different
 * request is refused, never answered with the first request's result.
 */
export function idempotencyKeyHeaders(returns: string) {
  return z.object({
    'idempotency-key': z
      .string()
      .trim()
      .min(1)
      .max(200, 'Idempotency-Key is 200 characters at most')
      .optional()
      .describe(
        `A retried request with the same key returns ${returns}; the key sent with a different request is refused (422)`,
      ),
  });
}

/** A digest of what a request asks for: the operation (with its path ids) and its validated input. */
export function requestFingerprint(operation: string, input: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${canonicalJson(input)}`)
    .digest('base64url');
}

/** A request's Idempotency-Key with the fingerprint of what it asks for, when it sent one. */
export function idempotencyOf(
  key: string | undefined,
  operation: string,
  input: unknown,
): { key: string; fingerprint: string } | undefined {
  return key ? { key, fingerprint: requestFingerprint(operation, input) } : undefined;
}

/** JSON with object keys sorted, so the order a client sends fields in does not matter. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Creates a row once per key. `insert` adds it (insert … on conflict do nothing on the
 * (shop, key) index, returning the row); when that finds the key taken, `findExisting` reads
 * the row that holds it and its fingerprint. Rows from before fingerprints were kept replay.
 */
export async function insertOnce<Row>(options: {
  fingerprint: string;
  insert: () => Promise<Row | undefined>;
  findExisting: () => Promise<{ row: Row; fingerprint: string | null } | undefined>;
}): Promise<{ row: Row; replayed: boolean }> {
  const created = await options.insert();
  if (created) return { row: created, replayed: false };
  const existing = await options.findExisting();
  if (!existing) throw new Error('idempotent insert conflicted but found no row');
  if (existing.fingerprint !== null && existing.fingerprint !== options.fingerprint) {
    throw idempotencyKeyReused();
  }
  return { row: existing.row, replayed: true };
}

/** 422: the key already stands for another request (or another person's). */
export function idempotencyKeyReused(): AppError {
  return new AppError(
    'idempotency_key_reused',
    422,
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    [{ path: 'headers.idempotency-key', message: 'Already used for a different request' }],
  );
}
