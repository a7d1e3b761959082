import { z } from 'zod';

/**
 * The one rule for text a request carries, in a body or a query string (ADR 010): control
 * characters are refused with a message on the field, never cleaned silently and never passed
 * on (PostgreSQL cannot store NUL, and the others are invisible in every screen and export).
 * Text that may span lines keeps its line breaks and tabs.
 */
const ANY_CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

export const LINE_CONTROL_MESSAGE =
  'Remove the invisible control characters (such as a line break or NUL); this is one line of text';
export const TEXT_CONTROL_MESSAGE =
  'Remove the invisible control characters (such as NUL); line breaks and tabs are fine';

type StringParams = Parameters<typeof z.string>[0];

/** One line of text (a name, a phone, a search): trimmed, no control characters at all. */
export function lineText(params?: StringParams) {
  return z
    .string(params)
    .trim()
    .refine((value) => !ANY_CONTROL.test(value), LINE_CONTROL_MESSAGE);
}

/** Text that may span lines (notes, a message): trimmed; line breaks and tabs allowed. */
export function multiLineText(params?: StringParams) {
  return z
    .string(params)
    .trim()
    .refine((value) => !CONTROL_BUT_LINE_BREAKS.test(value), TEXT_CONTROL_MESSAGE);
}
