import type { Client } from '@pitstop/domain/clients';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { refuseTakenEmail } from './client-phones.ts';
import { getClient } from './get-client.ts';

/** Brings an archived client back into lists, search and exports. Restoring twice is harmless. */
export async function restoreClient(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<Client> {
  const { tx, shopId, id } = options;
  const client = await getClient({ tx, shopId, id }); // 404 for an unknown id or another shop's client
  // Archived meanwhile, its e-mail may have gone to another client: one client per address.
  await refuseTakenEmail({ tx, shopId, email: client.email, excludeId: id });
  await tx
    .update(clients)
    .set({ archivedAt: null })
    .where(and(eq(clients.shopId, shopId), eq(clients.id, id)));
  return getClient({ tx, shopId, id });
}
