import type { Availability } from '@pitstop/domain/availability';
import type { Tx } from '../../db/database.ts';
import { listMechanics, loadBookingSettings } from '../bookings/public.ts';
import { loadScheduleRows } from './schedule-rows.ts';

/**
 * The shop's opening hours, closures and each active mechanic's hours, schedule exceptions and
 * time off (approved and pending; ADR 045) overlapping the
 * local dates [from, to]: what the availability screen and the calendar's shading draw.
 * `onlyMechanicId`: a mechanic sees their own schedule only.
 */
export async function getAvailability(options: {
  tx: Tx;
  shopId: string;
  from: string;
  to: string;
  onlyMechanicId?: string;
}): Promise<Availability> {
  const { tx, shopId, from, to } = options;
  const { timeZone } = await loadBookingSettings({ tx, shopId });
  const [rows, mechanics] = await Promise.all([
    loadScheduleRows({ tx, shopId, timeZone, from, to }),
    listMechanics({ tx, shopId }),
  ]);
  return {
    timeZone,
    openingHours: rows.openingHours,
    closures: rows.closures,
    mechanics: mechanics
      .filter((mechanic) => !options.onlyMechanicId || mechanic.id === options.onlyMechanicId)
      .map((mechanic) => {
        const own = rows.of(mechanic.id);
        return {
          id: mechanic.id,
          name: mechanic.name,
          hours: own.hours,
          timeOff: own.timeOff.map((off) => ({ ...off, mechanicId: mechanic.id })),
          exceptions: own.exceptions.map((entry) => ({ date: entry.date, hours: entry.hours })),
        };
      }),
  };
}
