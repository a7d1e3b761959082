/**
 * Events the server pushes over /api/v1/events (Server-Sent Events), to the users or the shop
 * they concern: `profile.updated` (role, shop or names changed); `communication.created` (a
 * message or interaction was recorded: the shop's staff and the linked car owner); `client.updated`
 * (a client record, its vehicles or its portal link changed: the shop's staff and the car owner);
 * `appointment.changed` (a booking was created, confirmed, moved, reassigned, cancelled or changed
 * status: the shop's staff — a mechanic only for their own appointments — and the car owner);
 * `job_order.changed` (a job order was opened, changed its lines, status, clock or estimate answer:
 * the shop's staff — a mechanic only for their own jobs — and the linked car owner).
 * `inventory.changed` (stock moved, an item or a purchase order changed: the shop's staff but
 * mechanics; `data.itemIds` names up to 50 items).
 * `invoices.changed` (an invoice was created, edited, issued, voided, paid, refunded or credited:
 * the shop's staff but mechanics, and the car owner billed; `data.invoiceIds`, `data.jobOrderIds`).
 * A mechanic gets a shop's events only about the clients of their own jobs. To every stream:
 * `resync` (events may have been missed, e.g. while the database was away: refetch everything);
 * `stream.closed` (the same person opened too many streams and this, the oldest, was closed: do
 * not reconnect).
 */
export const serverEventTypes = [
  'profile.updated',
  'communication.created',
  'client.updated',
  'appointment.changed',
  'job_order.changed',
  'inventory.changed',
  'invoices.changed',
  'resync',
  'stream.closed',
] as const;
export type ServerEventType = (typeof serverEventTypes)[number];

/** How long a browser waits before asking again for an event stream the server refused (full). */
export const EVENT_STREAM_RETRY_AFTER_SECONDS = 30;
