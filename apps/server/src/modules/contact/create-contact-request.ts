import type { contactRequestInputSchema } from '@pitstop/domain/contact';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { contactRequests } from '../../db/schema/platform.ts';

export async function createContactRequest(options: {
  tx: Tx;
  input: z.output<typeof contactRequestInputSchema>;
}) {
  const { input, tx } = options;
  const [row] = await tx
    .insert(contactRequests)
    .values({
      name: input.name,
      email: input.email,
      shopName: input.shopName || null,
      message: input.message,
    })
    .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
