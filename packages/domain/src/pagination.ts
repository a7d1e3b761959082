import { z } from 'zod';

export const INVALID_CURSOR_MESSAGE = 'Invalid cursor';

/**
 * A list's `cursor`: opaque, the `nextCursor` of the previous page (base64url). The server
 * checks what it holds; this only keeps anything else out. A name sort's cursor carries the
 * name: up to 600 bytes of UTF-8, some 900 characters as base64.
 */
export const cursorSchema = z
  .string()
  .max(2000, INVALID_CURSOR_MESSAGE)
  .regex(/^[\w-]+$/, INVALID_CURSOR_MESSAGE)
  .optional();
