import type { Readable } from 'node:stream';

/** A stored file as it is read back: streamed, never loaded whole. */
export type StoredFile = { body: Readable; size: number; contentType: string };

/**
 * The one place files are kept (DESIGN.md §7): under DATA_DIR by default, or in S3-compatible
 * storage when configured (ADR 021). Keys are ours, never a client's file name, and files are
 * never served by their key: routes check who asks, then stream them from here.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the whole file or nothing: a reader never sees half of it. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a file that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of open connections (S3's sockets) when the app closes. */
  close?(): void;
}

/** Path segments of letters, digits, `.`, `_` and `-`; no empty, `.` or `..` segment. */
const SEGMENT = /^[\w-][\w.-]*$/;

/** Keys are relative paths we make; anything else is a programming error, refused loudly. */
export function checkStorageKey(key: string): string {
  const segments = key.split('/');
  if (
    key.length > 512 ||
    !segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment))
  )
    throw new Error(`Not a file storage key: ${JSON.stringify(key)}`);
  return key;
}
