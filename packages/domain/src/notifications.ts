import { z } from 'zod';
import { cursorSchema } from './pagination.ts';

/**
 * A car owner's message to the shop, as the staff Notifications inbox lists it. It is read when
 * a staff member opens the client's Communications (`readAt` is then set).
 */
export const notificationSchema = z
  .object({
    /** The message (a communication log of direction `inbound`). */
    id: z.uuid(),
    client: z.object({ id: z.uuid(), name: z.string() }),
    content: z.string(),
    occurredAt: z.iso.datetime({ offset: true }),
    readAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Notification' });
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
