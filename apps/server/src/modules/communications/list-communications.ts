import type { CommunicationList } from '@pitstop/domain/communications';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import {
  findClientForOwner,
  findClientForStaff,
  ownerClientCondition,
  type StaffViewer,
} from '../../platform/client-access.ts';
import { listCommunications } from './communication-query.ts';

type Page = { limit: number; cursor?: string };

/** A client's Communications tab (staff): that client of the caller's shop only. */
export async function listClientCommunications(
  options: { tx: Tx; shopId: string; viewer: StaffViewer; clientId: string } & Page,
): Promise<CommunicationList> {
  const { tx, shopId } = options;
  const client = await findClientForStaff(options);
  return listCommunications({
    tx,
    clientCondition: and(eq(clients.shopId, shopId), eq(clients.id, client.id)) as SQL,
    limit: options.limit,
    cursor: options.cursor,
  });
}

/**
 * A car owner's communication history: every shop they are a client of, or one of their client
 * records (`clientId`; another person's is not found), nothing else.
 */
export async function listOwnerCommunications(
  options: { tx: Tx; userId: string; clientId?: string } & Page,
): Promise<CommunicationList> {
  const { tx, userId, clientId } = options;
  if (clientId) await findClientForOwner({ tx, userId, clientId });
  return listCommunications({
    tx,
    clientCondition: and(
      ownerClientCondition(userId),
      clientId ? eq(clients.id, clientId) : undefined,
    ) as SQL,
    limit: options.limit,
    cursor: options.cursor,
  });
}
