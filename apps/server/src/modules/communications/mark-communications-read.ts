import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { communicationLogs } from '../../db/schema/workshop.ts';
import {
  findClientForStaff,
  ownerClientCondition,
  type StaffViewer,
} from '../../platform/client-access.ts';
import type { EventBus } from '../../plugins/events.ts';

/** Staff opened a client's Communications: the car owner's messages to the shop are read. */
export async function markInboundRead(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  viewer: StaffViewer;
  clientId: string;
}) {
  const { tx, shopId } = options;
  const client = await findClientForStaff(options);
  const read = await tx
    .update(communicationLogs)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(communicationLogs.shopId, shopId),
        eq(communicationLogs.clientId, client.id),
        eq(communicationLogs.direction, 'inbound'),
        isNull(communicationLogs.readAt),
      ),
    )
    .returning({ id: communicationLogs.id });
  // Other staff's notification badges (and this client's unread state) change with it.
  if (read.length > 0)
    await options.events.publish(
      {
        type: 'client.updated',
        shopId,
        data: { clientId: client.id, read: read.length },
      },
      tx,
    );
}

/** The car owner opened their communications: what their shops sent them is read. */
export async function markOutboundRead(options: { tx: Tx; events: EventBus; userId: string }) {
  const { tx, userId } = options;
  const read = await tx
    .update(communicationLogs)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(communicationLogs.direction, 'outbound'),
        isNull(communicationLogs.readAt),
        inArray(
          sql`(${communicationLogs.shopId}, ${communicationLogs.clientId})`,
          tx
            .select({ shopId: clients.shopId, id: clients.id })
            .from(clients)
            .where(ownerClientCondition(userId)),
        ),
      ),
    )
    .returning({ id: communicationLogs.id });
  if (read.length > 0)
    await options.events.publish(
      {
        type: 'client.updated',
        userIds: [userId],
        data: { read: read.length },
      },
      tx,
    );
}
