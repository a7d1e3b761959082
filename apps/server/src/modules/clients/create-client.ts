import type { Client, ClientInputData } from '@pitstop/domain/clients';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { insertOnce, requestFingerprint } from '../../platform/idempotency.ts';
import { normalizeClientPhone, refuseTakenEmail } from './client-phones.ts';
import { toClient } from './client-query.ts';

/**
 * Adds a client to the caller's shop. With an Idempotency-Key, a retried request (the answer
 * lost on the way) returns the client the first request created instead of a duplicate; the
 * key sent with different details is refused (platform/idempotency.ts).
 */
export async function createClient(options: {
  tx: Tx;
  shopId: string;
  input: ClientInputData;
  idempotencyKey?: string;
}): Promise<{ client: Client; replayed: boolean }> {
  const { tx, shopId, idempotencyKey } = options;
  const fingerprint = requestFingerprint('POST /clients', options.input);
  const input = {
    ...options.input,
    phone: await normalizeClientPhone({ tx, shopId, phone: options.input.phone }),
  };
  await refuseTakenEmail({
    tx,
    shopId,
    email: input.email,
    ...(idempotencyKey ? { excludeIdempotencyKey: idempotencyKey } : {}),
  });
  const { row, replayed } = await insertOnce({
    fingerprint,
    insert: async () => {
      const [created] = await tx
        .insert(clients)
        .values({
          ...input,
          shopId,
          idempotencyKey: idempotencyKey ?? null,
          idempotencyFingerprint: idempotencyKey ? fingerprint : null,
        })
        .onConflictDoNothing({
          target: [clients.shopId, clients.idempotencyKey],
          where: sql`${clients.idempotencyKey} is not null`,
        })
        .returning();
      return created;
    },
    findExisting: async () => {
      const [existing] = await tx
        .select()
        .from(clients)
        .where(and(eq(clients.shopId, shopId), eq(clients.idempotencyKey, idempotencyKey ?? '')));
      return existing && { row: existing, fingerprint: existing.idempotencyFingerprint };
    },
  });
  return { client: toClient(row), replayed };
}
