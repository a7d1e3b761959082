/**
 * listBookingSlots({ tx, shopId, audience, serviceIds, from, to, mechanicId?, excludeAppointmentId?, now? })
 *   → BookingSlots
 *
 * The free start times for the chosen services (duration = their sum) on the local dates
 * [from, to]. Staff ('staff') see every free time not yet past; car owners ('online') only
 * those after the shop's minimum notice and within its horizon. Used by GET /booking-slots,
 * the public slot endpoint and the fresh slots of a 409 slot_taken.
 */
import {
  type BookingSchedule,
  type BookingSlots,
  computeBookingSlots,
} from '@pitstop/domain/booking-slots';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { loadBookingServices } from './booking-services.ts';
import { loadSchedule, localDaysWindow, type ShopBookingSettings } from './load-schedule.ts';

export type BookingAudience = 'staff' | 'online';

export async function listBookingSlots(options: {
  tx: Tx;
  shopId: string;
  audience: BookingAudience;
  serviceIds: string[];
  from: string;
  to: string;
  /** 'any' (default) or a mechanic's id. */
  mechanicId?: string;
  excludeAppointmentId?: string | null;
  now?: Date;
}): Promise<BookingSlots> {
  const { tx, shopId } = options;
  const [{ durationMinutes }, { schedule, settings }] = await Promise.all([
    loadBookingServices({ tx, shopId, serviceIds: options.serviceIds, field: 'query.serviceIds' }),
    loadSchedule({
      tx,
      shopId,
      ...localDaysWindow(options.from, options.to),
      busyRanges: { excludeAppointmentId: options.excludeAppointmentId ?? null },
    }),
  ]);
  return slotsFromSchedule({ ...options, schedule, settings, durationMinutes });
}

/** The slots of a loaded schedule (a booking that just lost its slot reloads and calls this). */
export function slotsFromSchedule(options: {
  schedule: BookingSchedule;
  settings: ShopBookingSettings;
  audience: BookingAudience;
  durationMinutes: number;
  from: string;
  to: string;
  mechanicId?: string;
  excludeAppointmentId?: string | null;
  now?: Date;
}): BookingSlots {
  const { schedule, settings } = options;
  const mechanic = options.mechanicId ?? 'any';
  if (mechanic !== 'any' && !schedule.mechanics.some((entry) => entry.id === mechanic)) {
    throw AppError.notFound('Mechanic not found.');
  }
  const online = options.audience === 'online';
  return computeBookingSlots({
    schedule,
    from: options.from,
    to: options.to,
    durationMinutes: options.durationMinutes,
    stepMinutes: settings.slotMinutes,
    now: options.now ?? new Date(),
    noticeMinutes: online ? settings.noticeMinutes : 0,
    horizonDays: online ? settings.horizonDays : null,
    mechanic,
    excludeAppointmentId: options.excludeAppointmentId ?? null,
  });
}
