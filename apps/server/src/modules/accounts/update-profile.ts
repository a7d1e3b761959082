import type { updateProfileSchema } from '@pitstop/domain/accounts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { profiles } from '../../db/schema/shops.ts';
import type { EventBus } from '../../plugins/events.ts';

export async function updateProfile(options: {
  tx: Tx;
  events: EventBus;
  userId: string;
  input: z.output<typeof updateProfileSchema>;
}) {
  const changes = Object.fromEntries(
    Object.entries(options.input).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length > 0) {
    await options.tx.update(profiles).set(changes).where(eq(profiles.id, options.userId));
    await options.events.publish(
      { type: 'profile.updated', userIds: [options.userId] },
      options.tx,
    );
  }
}
