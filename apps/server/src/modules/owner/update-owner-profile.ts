import type { OwnerClient, ownerProfilePatchSchema } from '@pitstop/domain/owner';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { findClientForOwner } from '../../platform/client-access.ts';
import type { EventBus } from '../../plugins/events.ts';
import { getOwnerClient } from './owner-client-query.ts';

/**
 * A car owner edits their own record in one shop: contact details, address, preferred contact
 * and emergency contact only (the schema refuses anything else). Fields left out stay.
 */
export async function updateOwnerProfile(options: {
  tx: Tx;
  events: EventBus;
  userId: string;
  clientId: string;
  input: z.output<typeof ownerProfilePatchSchema>;
}): Promise<OwnerClient> {
  const { tx, userId } = options;
  const client = await findClientForOwner({ tx, userId, clientId: options.clientId });
  const changes = Object.fromEntries(
    Object.entries(options.input).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length > 0) {
    await tx
      .update(clients)
      .set(changes)
      .where(and(eq(clients.shopId, client.shopId), eq(clients.id, client.id)));
    await options.events.publish(
      {
        type: 'client.updated',
        shopId: client.shopId,
        userIds: [userId],
        data: { clientId: client.id },
      },
      tx,
    );
  }
  return getOwnerClient({ tx, userId, clientId: client.id });
}
