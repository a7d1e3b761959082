import type { NotificationList } from '@pitstop/domain/notifications';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { communicationLogs } from '../../db/schema/workshop.ts';
import { type StaffViewer, staffClientCondition } from '../../platform/client-access.ts';
import { decodeTimeCursor, encodeTimeCursor, type TimeCursor } from '../../platform/cursor.ts';

// The cursor's scope says which section (unread, then read) the page ended in.
const UNREAD_SCOPE = 'notifications:unread';
const READ_SCOPE = 'notifications:read';

function decodeCursor(text: string): TimeCursor & { unread: boolean } {
  try {
    return { ...decodeTimeCursor(UNREAD_SCOPE, text), unread: true };
  } catch {
    return { ...decodeTimeCursor(READ_SCOPE, text), unread: false };
  }
}

const unread = sql`${communicationLogs.readAt} is null`;

/**
 * The staff Notifications inbox: car owners' messages to the shop (inbound communication logs of
 * clients not archived, as the sidebar badge counts them), unread first, then newest first,
 * keyset-paginated on (unread, occurred_at, id). A mechanic sees those of their jobs' clients.
 */
export async function listNotifications(options: {
  tx: Tx;
  shopId: string;
  viewer: StaffViewer;
  limit: number;
  cursor?: string;
}): Promise<NotificationList> {
  const after = options.cursor ? decodeCursor(options.cursor) : undefined;
  const beforeKey = after
    ? sql`(${communicationLogs.occurredAt}, ${communicationLogs.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const position = after
    ? after.unread
      ? sql`((${unread} and ${beforeKey}) or ${communicationLogs.readAt} is not null)`
      : sql`(${communicationLogs.readAt} is not null and ${beforeKey})`
    : undefined;

  const rows = await options.tx
    .select({
      id: communicationLogs.id,
      clientId: clients.id,
      clientName: clients.name,
      content: communicationLogs.content,
      occurredAt: communicationLogs.occurredAt,
      cursorTime: sql<string>`${communicationLogs.occurredAt}::text`,
      readAt: communicationLogs.readAt,
    })
    .from(communicationLogs)
    .innerJoin(
      clients,
      and(eq(clients.shopId, communicationLogs.shopId), eq(clients.id, communicationLogs.clientId)),
    )
    .where(
      and(
        staffClientCondition({ shopId: options.shopId, viewer: options.viewer }),
        isNull(clients.archivedAt),
        eq(communicationLogs.shopId, options.shopId),
        eq(communicationLogs.direction, 'inbound'),
        position,
      ) as SQL,
    )
    .orderBy(desc(unread), desc(communicationLogs.occurredAt), desc(communicationLogs.id))
    .limit(options.limit + 1);

  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      client: { id: row.clientId, name: row.clientName },
      content: row.content,
      occurredAt: row.occurredAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    nextCursor:
      rows.length > options.limit && last
        ? encodeTimeCursor(last.readAt ? READ_SCOPE : UNREAD_SCOPE, {
            time: last.cursorTime,
            id: last.id,
          })
        : null,
  };
}
