import { z } from 'zod';
import { timestampSchema } from './calendar-date.ts';
import { formatMileage } from './format.ts';

/** A whole number of miles an odometer can show. */
export const mileageSchema = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(9_999_999, `${label} is too large`);

/**
 * What the desk asks when a vehicle arrives, the same for a booking's check-in and a walk-in:
 * the odometer (null when it cannot be read, a dead dashboard) and when the vehicle is promised.
 */
export const checkInFieldsSchema = z.object({
  mileageIn: mileageSchema('Mileage in').nullable(),
  promisedAt: timestampSchema('Choose when the vehicle is promised')
    .nullable()
    .optional()
    .default(null),
});
export type CheckInFieldsInput = z.input<typeof checkInFieldsSchema>;

/** Shown beside Mileage in; the field itself stays empty until someone reads the odometer. */
export function lastRecordedMileageHint(lastRecorded: number | null): string | undefined {
  return lastRecorded === null ? undefined : `Last recorded: ${formatMileage(lastRecorded)}`;
}

/**
 * An odometer does not go back: mileage in below the vehicle's last recorded mileage is a
 * misreading or a typo, refused with the figure to check against.
 */
export function mileageInRefusal(mileageIn: number | null, lastRecorded: number | null) {
  if (mileageIn === null || lastRecorded === null || mileageIn >= lastRecorded) return null;
  return `Mileage in cannot be lower than the last recorded ${formatMileage(lastRecorded)}`;
}

/** A promise is for later: a promised time already past is refused. */
export function promisedAtRefusal(promisedAt: string | null, now: Date) {
  if (promisedAt === null || new Date(promisedAt).getTime() >= now.getTime()) return null;
  return 'The promised time has already passed';
}
