import type { Client, ClientInputData } from '@pitstop/domain/clients';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { toClient } from './client-query.ts';

/**
 * Adds a client to the caller's shop. With an Idempotency-Key, a retried request (the answer
 * lost on the way) returns the client the first request created instead of a duplicate.
 */
export async function createClient(options: {
  tx: Tx;
  shopId: string;
  input: ClientInputData;
  idempotencyKey?: string;
}): Promise<{ client: Client; replayed: boolean }> {
  const { tx, shopId, idempotencyKey } = options;
  const [row] = await tx
    .insert(clients)
    .values({ ...options.input, shopId, idempotencyKey: idempotencyKey ?? null })
    .onConflictDoNothing({
      target: [clients.shopId, clients.idempotencyKey],
      where: sql`${clients.idempotencyKey} is not null`,
    })
    .returning();
  if (row) return { client: toClient(row), replayed: false };
  const [existing] = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.idempotencyKey, idempotencyKey ?? '')));
  if (!existing) throw new Error('idempotent insert conflicted but found no row');
  return { client: toClient(existing), replayed: true };
}
