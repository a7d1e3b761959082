import type {
  Communication,
  CommunicationDirection,
  CommunicationList,
  CommunicationStatus,
  CommunicationType,
} from '@pitstop/domain/communications';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { newestFirst } from '../../db/newest-first.ts';
import { users } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/clients.ts';
import { profiles, shops } from '../../db/schema/shops.ts';
import { communicationLogs } from '../../db/schema/workshop.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../platform/cursor.ts';
import { AppError } from '../../platform/errors.ts';

const CURSOR_SCOPE = 'communications';

const columns = {
  id: communicationLogs.id,
  clientId: communicationLogs.clientId,
  shopId: communicationLogs.shopId,
  shopName: shops.name,
  type: communicationLogs.type,
  direction: communicationLogs.direction,
  occurredAt: communicationLogs.occurredAt,
  cursorTime: sql<string>`${communicationLogs.occurredAt}::text`,
  status: communicationLogs.status,
  subject: communicationLogs.subject,
  content: communicationLogs.content,
  notes: communicationLogs.notes,
  error: communicationLogs.error,
  readAt: communicationLogs.readAt,
  // Who wrote it: the staff member or car owner who recorded it; a message that came in
  // before accounts existed (a call, an SMS reply) is the client's own.
  authorName: sql<
    string | null
  >`coalesce(nullif(trim(${profiles.fullName}), ''), ${users.name}, case when ${communicationLogs.direction} = 'inbound' then ${clients.name} end)`,
};

function selectCommunications(tx: Tx) {
  return tx
    .select(columns)
    .from(communicationLogs)
    .innerJoin(
      clients,
      and(eq(clients.shopId, communicationLogs.shopId), eq(clients.id, communicationLogs.clientId)),
    )
    .innerJoin(shops, eq(shops.id, communicationLogs.shopId))
    .leftJoin(users, eq(users.id, communicationLogs.createdBy))
    .leftJoin(profiles, eq(profiles.id, communicationLogs.createdBy));
}

type CommunicationRow = {
  id: string;
  clientId: string;
  shopId: string;
  shopName: string;
  type: string;
  direction: string;
  occurredAt: Date;
  status: string;
  subject: string | null;
  content: string;
  notes: string | null;
  error: string | null;
  readAt: Date | null;
  authorName: string | null;
};

function toCommunication(row: CommunicationRow): Communication {
  return {
    id: row.id,
    clientId: row.clientId,
    shop: { id: row.shopId, name: row.shopName },
    type: row.type as CommunicationType,
    direction: row.direction as CommunicationDirection,
    occurredAt: row.occurredAt.toISOString(),
    status: row.status as CommunicationStatus,
    subject: row.subject,
    content: row.content,
    notes: row.notes,
    error: row.error,
    readAt: row.readAt?.toISOString() ?? null,
    authorName: row.authorName,
  };
}

/**
 * Messages and interactions of the client records `clientCondition` selects, newest first,
 * keyset-paginated on (occurred_at, id): one client for staff, every record of a car owner.
 */
export async function listCommunications(options: {
  tx: Tx;
  clientCondition: SQL;
  limit: number;
  cursor?: string;
}): Promise<CommunicationList> {
  const after = options.cursor ? decodeTimeCursor(CURSOR_SCOPE, options.cursor) : undefined;
  const rows = await selectCommunications(options.tx)
    .where(
      and(
        options.clientCondition,
        after
          ? sql`(${communicationLogs.occurredAt}, ${communicationLogs.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(newestFirst(communicationLogs.occurredAt), newestFirst(communicationLogs.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map(toCommunication),
    nextCursor:
      rows.length > options.limit && last
        ? encodeTimeCursor(CURSOR_SCOPE, { time: last.cursorTime, id: last.id })
        : null,
  };
}

/** One communication of a shop, as the API answers it. */
export async function getCommunication(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<Communication> {
  const [row] = await selectCommunications(options.tx).where(
    and(eq(communicationLogs.shopId, options.shopId), eq(communicationLogs.id, options.id)),
  );
  if (!row) throw AppError.notFound('Communication not found.');
  return toCommunication(row);
}
