import { z } from 'zod';

export const INVALID_CURSOR_MESSAGE = 'Invalid cursor';

/**
 * A list's `cursor`: opaque, the `nextCursor` of the previous page (base64url). The server
 * checks what it holds; this only keeps anything else out.
 */
export const cursorSchema = z
  .string()
  .max(1000, INVALID_CURSOR_MESSAGE)
  .regex(/^[\w-]+$/, INVALID_CURSOR_MESSAGE)
  .optional();
