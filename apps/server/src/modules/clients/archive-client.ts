import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { getClient } from './get-client.ts';

/**
 * Archives (soft-deletes) a client: it leaves lists, search and exports, while its vehicles,
 * appointments, job orders and messages stay. Archiving twice is harmless.
 */
export async function archiveClient(options: { tx: Tx; shopId: string; id: string }) {
  const { tx, shopId, id } = options;
  await getClient({ tx, shopId, id }); // 404 for an unknown id or another shop's client
  await tx
    .update(clients)
    .set({ archivedAt: sql`now()` })
    .where(and(eq(clients.shopId, shopId), eq(clients.id, id), isNull(clients.archivedAt)));
}
