import type { Client, ClientPatch, clientPatchSchema } from '@pitstop/domain/clients';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { AppError } from '../../platform/errors.ts';
import { normalizeClientPhone, refuseTakenEmail } from './client-phones.ts';
import { toClient } from './client-query.ts';
import { getClient } from './get-client.ts';

/** Changes the fields sent; a field left out stays. An archived client cannot be edited. */
export async function updateClient(options: {
  tx: Tx;
  shopId: string;
  id: string;
  input: z.output<typeof clientPatchSchema> | ClientPatch;
}): Promise<Client> {
  const { tx, shopId, id } = options;
  const current = await getClient({ tx, shopId, id });
  if (current.archivedAt) throw AppError.conflict('This client is archived and cannot be edited.');
  const changes = Object.fromEntries(
    Object.entries(options.input).filter(([, value]) => value !== undefined),
  );
  if (typeof changes.phone === 'string')
    changes.phone = await normalizeClientPhone({ tx, shopId, phone: changes.phone });
  if (typeof changes.email === 'string')
    await refuseTakenEmail({ tx, shopId, email: changes.email, excludeId: id });
  if (Object.keys(changes).length === 0) return current;
  const [row] = await tx
    .update(clients)
    .set(changes)
    .where(and(eq(clients.shopId, shopId), eq(clients.id, id)))
    .returning();
  if (!row) throw AppError.notFound('Client not found.');
  return toClient(row);
}
