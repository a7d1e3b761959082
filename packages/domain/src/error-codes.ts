/**
 * Every `code` the server's own code puts in a problem+json: `AppError`'s codes and those of the
 * error handler (apps/server/src/plugins/errors.ts). The web compares against these, so a renamed
 * or removed code fails the type check on both sides. Codes passed through from elsewhere
 * (Fastify's lowercased `fst_*` codes, better-auth's on `/api/auth`) are not listed.
 */
export const errorCodes = [
  // The generic answers (AppError's helpers, the error handler).
  'bad_request',
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'rate_limited',
  'unavailable',
  'database_unavailable',
  'internal',
  // Refused before a route runs (router, HTTP parser, same-origin check).
  'bad_url',
  'uri_too_long',
  'headers_too_large',
  'request_timeout',
  'cross_site_request',
  // Writes guarded by a version or a key.
  'version_mismatch',
  'idempotency_key_reused',
  // Bookings.
  'slot_taken',
  'availability_conflict',
  'online_booking_off',
  'past_cutoff',
  // Invoices.
  'already_invoiced',
  'payment_links_not_enabled',
  // Job orders: pickup (completing) needs an issued invoice, paid unless the shop allows unpaid.
  'pickup_needs_invoice',
  'pickup_needs_payment',
  // Clients, invitations.
  'client_email_taken',
  'invitation_expired',
  'invitation_gone',
  // Employees: the shop keeps an active admin; a deactivated person takes no new work.
  'last_active_admin',
  'employee_deactivated',
  // Mailed links (one per link token purpose, apps/server/src/platform/link-tokens.ts).
  'link_expired',
  'calendar_feed_link_expired',
  'estimate_link_expired',
  'inspection_link_expired',
  'visit_rating_link_expired',
  // Inspection photos.
  'photo_too_large',
  'unsupported_media_type',
  'unsupported_photo_type',
  'unreadable_photo',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

const known: ReadonlySet<string> = new Set(errorCodes);

/** Whether a problem's `code` is one of ours (not a passed-through Fastify or better-auth code). */
export function isErrorCode(code: string | undefined): code is ErrorCode {
  return code !== undefined && known.has(code);
}
