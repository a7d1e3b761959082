import { z } from 'zod';

/** A shop's booking rules, with the defaults a new shop starts with (issue #10). */
export const BOOKING_DEFAULTS = {
  onlineBookingEnabled: false,
  onlineBookingAutoConfirm: false,
  bufferMinutes: 0,
  noticeMinutes: 120,
  horizonDays: 60,
  cutoffHours: 24,
  slotMinutes: 15,
} as const;

export const bookingSettingsSchema = z
  .object({
    onlineBookingEnabled: z.boolean(),
    onlineBookingAutoConfirm: z.boolean(),
    bufferMinutes: z.number().int().min(0, 'Must be 0 or more').max(240, 'At most 240 minutes'),
    noticeMinutes: z
      .number()
      .int()
      .min(0, 'Must be 0 or more')
      .max(60 * 24 * 14, 'At most 14 days'),
    horizonDays: z.number().int().min(1, 'At least 1 day').max(365, 'At most 365 days'),
    cutoffHours: z
      .number()
      .int()
      .min(0, 'Must be 0 or more')
      .max(24 * 14, 'At most 14 days'),
    slotMinutes: z.union(
      [z.literal(5), z.literal(10), z.literal(15), z.literal(20), z.literal(30), z.literal(60)],
      {
        error: 'Choose 5, 10, 15, 20, 30 or 60 minutes',
      },
    ),
  })
  .meta({ id: 'BookingSettings' });
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

export const bookingSettingsUpdateSchema = bookingSettingsSchema.partial();
