import type {
  BookingSettings,
  bookingSettingsUpdateSchema,
} from '@pitstop/domain/booking-settings';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { loadBookingSettings } from '../bookings/public.ts';

export async function getBookingSettings(options: {
  tx: Tx;
  shopId: string;
}): Promise<BookingSettings> {
  const { timeZone: _timeZone, ...settings } = await loadBookingSettings(options);
  return settings;
}

/** Changes the booking rules given; fields left out keep their value. */
export async function updateBookingSettings(options: {
  tx: Tx;
  shopId: string;
  input: z.output<typeof bookingSettingsUpdateSchema>;
}): Promise<BookingSettings> {
  const { input } = options;
  const changes = Object.fromEntries(
    Object.entries({
      onlineBookingEnabled: input.onlineBookingEnabled,
      onlineBookingAutoConfirm: input.onlineBookingAutoConfirm,
      bookingBufferMinutes: input.bufferMinutes,
      bookingNoticeMinutes: input.noticeMinutes,
      bookingHorizonDays: input.horizonDays,
      bookingCutoffHours: input.cutoffHours,
      bookingSlotMinutes: input.slotMinutes,
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length > 0) {
    await options.tx.update(shops).set(changes).where(eq(shops.id, options.shopId));
  }
  return getBookingSettings(options);
}
