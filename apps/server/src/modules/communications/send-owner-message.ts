import type { Communication, ownerMessageInputSchema } from '@pitstop/domain/communications';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { communicationLogs } from '../../db/schema/workshop.ts';
import { findClientForOwner } from '../../platform/client-access.ts';
import type { EventBus } from '../../plugins/events.ts';
import { getCommunication } from './communication-query.ts';

/**
 * A car owner writes to one of their shops (New Interaction in the portal). Staff see it in the
 * client's Communications and in the notifications count until someone reads it.
 */
export async function sendOwnerMessage(options: {
  tx: Tx;
  events: EventBus;
  userId: string;
  input: z.output<typeof ownerMessageInputSchema>;
}): Promise<Communication> {
  const { tx, userId, input } = options;
  const client = await findClientForOwner({ tx, userId, clientId: input.clientId });
  const [row] = await tx
    .insert(communicationLogs)
    .values({
      shopId: client.shopId,
      clientId: client.id,
      type: 'message',
      direction: 'inbound',
      status: 'received',
      content: input.content,
      createdBy: userId,
    })
    .returning({ id: communicationLogs.id });
  if (!row) throw new Error('insert returned no row');
  await options.events.publish(
    {
      type: 'communication.created',
      shopId: client.shopId,
      userIds: [userId],
      data: { clientId: client.id, id: row.id },
    },
    tx,
  );
  return getCommunication({ tx, shopId: client.shopId, id: row.id });
}
