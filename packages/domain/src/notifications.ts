import { z } from 'zod';
import { cursorSchema } from './pagination.ts';

/**
 * What the staff Notifications inbox lists: a car owner's message to the shop, read when a staff
 * member opens the client's Communications (`readAt` is then set); an online booking still
 * waiting for confirmation (`booking`; unread until someone confirms, cancels or otherwise
 * moves it on — it then leaves the inbox); or a customer's answer to an estimate (`jobOrder`;
 * unread until a staff member opens it from the inbox).
 */
export const notificationSchema = z
  .object({
    /** The message (a communication log of direction `inbound`), or the booking. */
    id: z.uuid(),
    /** The car owner; null for a time-off request (`timeOff`). */
    client: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** The message, or e.g. "Online booking REQ012: Oil Change, 2026-12-01 at 10:00 AM". */
    content: z.string(),
    /** When it was sent, or booked. */
    occurredAt: z.iso.datetime({ offset: true }),
    readAt: z.iso.datetime({ offset: true }).nullable(),
    /** Set for a pending online booking: open it at /admin/calendar/bookings/:id. */
    booking: z
      .object({
        id: z.uuid(),
        number: z.number().int(),
        startsAt: z.iso.datetime({ offset: true }),
      })
      .nullable(),
    /** Set for an estimate answer: open the job order at /admin/job-orders/:id. */
    jobOrder: z.object({ id: z.uuid(), number: z.number().int() }).nullable(),
    /**
     * Set for a time-off request (ADR 045): pending for an admin or manager to decide (unread
     * until decided), or the decision on the viewer's own request.
     */
    timeOff: z
      .object({ id: z.uuid(), status: z.enum(['pending', 'approved', 'declined']) })
      .nullable(),
  })
  .meta({ id: 'Notification' });

export const notificationIdParamsSchema = z.object({ id: z.uuid('Not a notification id') });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: cursorSchema,
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** Unread first, then newest first. */
export const notificationListSchema = z
  .object({ items: z.array(notificationSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;
