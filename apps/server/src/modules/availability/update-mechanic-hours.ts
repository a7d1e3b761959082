import type { WeeklyHours } from '@pitstop/domain/availability';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { weeklySchedules } from '../../db/schema/scheduling.ts';
import { profiles } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';

/** The shop's mechanic, or 404 (another shop's person, or not a mechanic). */
export async function assertShopMechanic(options: {
  tx: Tx;
  shopId: string;
  mechanicId: string;
}): Promise<void> {
  const [mechanic] = await options.tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, options.mechanicId),
        eq(profiles.shopId, options.shopId),
        eq(profiles.role, 'mechanic'),
      ),
    );
  if (!mechanic) throw AppError.notFound('Mechanic not found.');
}

/** Sets a mechanic's own weekly hours; null returns them to the shop's opening hours. */
export async function updateMechanicHours(options: {
  tx: Tx;
  shopId: string;
  mechanicId: string;
  hours: WeeklyHours | null;
  updatedBy: string;
}): Promise<{ hours: WeeklyHours | null }> {
  const { tx, shopId, mechanicId, hours } = options;
  await assertShopMechanic({ tx, shopId, mechanicId });
  if (hours === null) {
    await tx
      .delete(weeklySchedules)
      .where(and(eq(weeklySchedules.shopId, shopId), eq(weeklySchedules.mechanicId, mechanicId)));
    return { hours: null };
  }
  await tx
    .insert(weeklySchedules)
    .values({ shopId, mechanicId, hours, updatedBy: options.updatedBy })
    .onConflictDoUpdate({
      target: [weeklySchedules.shopId, weeklySchedules.mechanicId],
      targetWhere: sql`${weeklySchedules.mechanicId} is not null`,
      set: { hours, updatedBy: options.updatedBy, updatedAt: new Date() },
    });
  return { hours };
}
