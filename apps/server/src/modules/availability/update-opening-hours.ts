import type { WeeklyHours } from '@pitstop/domain/availability';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { weeklySchedules } from '../../db/schema/scheduling.ts';

/** Replaces the shop's weekly opening hours (one row per shop, mechanic_id null). */
export async function updateOpeningHours(options: {
  tx: Tx;
  shopId: string;
  hours: WeeklyHours;
  updatedBy: string;
}): Promise<{ hours: WeeklyHours }> {
  await options.tx
    .insert(weeklySchedules)
    .values({
      shopId: options.shopId,
      mechanicId: null,
      hours: options.hours,
      updatedBy: options.updatedBy,
    })
    .onConflictDoUpdate({
      target: weeklySchedules.shopId,
      targetWhere: sql`${weeklySchedules.mechanicId} is null`,
      set: { hours: options.hours, updatedBy: options.updatedBy, updatedAt: new Date() },
    });
  return { hours: options.hours };
}
