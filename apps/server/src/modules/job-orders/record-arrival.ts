import { mileageInRefusal, promisedAtRefusal } from '@pitstop/domain/check-in';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { vehicles } from '../../db/schema/clients.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The promised time as stored; a date the database cannot hold (year 0, 275760) or that no
 * one means (before 1900) is a 400 on the field rather than a failed insert.
 */
export function promisedAtOf(value: string | null): Date | null {
  if (value === null) return null;
  const instant = new Date(value);
  const year = instant.getUTCFullYear();
  if (Number.isNaN(instant.getTime()) || year < 1900 || year > 9999) {
    throw AppError.badRequest('Choose when the vehicle is promised.', [
      { path: 'body.promisedAt', message: 'Choose a date between 1900 and 9999' },
    ]);
  }
  return instant;
}

/**
 * What a vehicle's arrival records, for a walk-in and a booking's check-in alike: mileage in,
 * refused below the vehicle's last recorded mileage (422 naming it), which it then raises; and
 * the promised time, refused once past (422). Returns the promised instant as stored. The
 * vehicle's row stays locked to the transaction, so two arrivals at once compare in turn.
 */
export async function recordArrival(options: {
  tx: Tx;
  shopId: string;
  vehicleId: string | null;
  mileageIn: number | null;
  promisedAt: string | null;
}): Promise<Date | null> {
  const { tx, shopId, vehicleId, mileageIn } = options;
  const promisedAt = promisedAtOf(options.promisedAt);
  const late = promisedAtRefusal(options.promisedAt, new Date());
  if (late) {
    throw new AppError('unprocessable', 422, `${late}: choose a later time.`, [
      { path: 'body.promisedAt', message: late },
    ]);
  }
  if (vehicleId === null || mileageIn === null) return promisedAt;
  const [vehicle] = await tx
    .select({ mileage: vehicles.mileage })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, shopId), eq(vehicles.id, vehicleId)))
    .for('update');
  const lower = mileageInRefusal(mileageIn, vehicle?.mileage ?? null);
  if (lower) {
    throw new AppError('unprocessable', 422, `${lower}; check the odometer.`, [
      { path: 'body.mileageIn', message: lower },
    ]);
  }
  await tx
    .update(vehicles)
    .set({ mileage: sql`greatest(coalesce(${vehicles.mileage}, 0), ${mileageIn})` })
    .where(and(eq(vehicles.shopId, shopId), eq(vehicles.id, vehicleId)));
  return promisedAt;
}
