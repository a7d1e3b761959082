import {
  type BookingSchedule,
  epochMs,
  findConflicts,
  findFreeMechanics,
} from '@pitstop/domain/booking-slots';
import { type AvailabilityConflict, SLOT_TAKEN_MESSAGE } from '@pitstop/domain/bookings';
import { addLocalDays, localParts, startOfLocalDay } from '@pitstop/domain/local-time';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { AppError } from '../../platform/errors.ts';
import type { BookingAudience } from './list-booking-slots.ts';
import { slotsFromSchedule } from './list-booking-slots.ts';
import { loadSchedule, localDaysWindow } from './load-schedule.ts';

/** The client is the shop's and not archived; the vehicle, when given, is theirs and in use. */
export async function assertClientAndVehicle(options: {
  tx: Tx;
  shopId: string;
  clientId: string;
  vehicleId: string | null;
}): Promise<void> {
  const { tx, shopId } = options;
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(eq(clients.shopId, shopId), eq(clients.id, options.clientId), isNull(clients.archivedAt)),
    );
  if (!client) throw AppError.notFound('Client not found.');
  if (options.vehicleId === null) return;
  const [vehicle] = await tx
    .select({ clientId: vehicles.clientId, status: vehicles.status })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, shopId), eq(vehicles.id, options.vehicleId)));
  if (!vehicle) throw AppError.notFound('Vehicle not found.');
  if (vehicle.clientId !== options.clientId) {
    const message = 'This vehicle belongs to another client.';
    throw AppError.badRequest(message, [{ path: 'body.vehicleId', message }]);
  }
  if (vehicle.status !== 'active') {
    const message = `This vehicle is marked ${vehicle.status}; choose one in use.`;
    throw AppError.badRequest(message, [{ path: 'body.vehicleId', message }]);
  }
}

/** Who does the job, and whether staff booked it over the rules. */
export type TimeDecision = {
  /** Mechanics to try in order (a racing booking may take the first); null: unassigned. */
  candidates: Array<string | null>;
  overridden: boolean;
  /** The conflicts staff chose to book over (recorded in the history). */
  conflicts: AvailabilityConflict[];
};

/**
 * Applies the availability rules to a proposed time: free → the mechanic (for 'any', the free
 * ones, least booked that day first); not free → 409 availability_conflict with the reasons,
 * unless staff asked to book anyway. Car owners never override; a time that is inside the
 * hours but was booked meanwhile is, for them, a taken slot (409 slot_taken, fresh slots).
 */
export function decideTime(options: {
  schedule: BookingSchedule;
  audience: BookingAudience;
  mechanicChoice: string | null;
  startsAt: Date;
  endsAt: Date;
  now: Date;
  noticeMinutes: number;
  horizonDays: number;
  bookAnyway: boolean;
  excludeAppointmentId?: string | null;
}): TimeDecision | { taken: true } {
  const { schedule, mechanicChoice } = options;
  const online = options.audience === 'online';
  if (
    mechanicChoice !== null &&
    mechanicChoice !== 'any' &&
    !schedule.mechanics.some((mechanic) => mechanic.id === mechanicChoice)
  ) {
    throw AppError.notFound('Mechanic not found.');
  }
  const common = {
    schedule,
    startsAt: options.startsAt,
    endsAt: options.endsAt,
    now: options.now,
    excludeAppointmentId: options.excludeAppointmentId ?? null,
    ...(online ? { noticeMinutes: options.noticeMinutes, horizonDays: options.horizonDays } : {}),
  };
  const conflicts = findConflicts({
    ...common,
    mechanicId: mechanicChoice === 'any' ? null : mechanicChoice,
  });
  if (conflicts.length === 0) {
    if (mechanicChoice !== 'any')
      return { candidates: [mechanicChoice], overridden: false, conflicts };
    const free = findFreeMechanics(common);
    return {
      candidates: leastBookedFirst(schedule, free, options.startsAt),
      overridden: false,
      conflicts,
    };
  }
  if (online && conflicts.every((conflict) => conflict.kind === 'overlap')) return { taken: true };
  if (online || !options.bookAnyway) {
    throw new AppError(
      'availability_conflict',
      409,
      conflicts.map((conflict) => conflict.message).join(' '),
      undefined,
      undefined,
      { conflicts },
    );
  }
  // Booked anyway with "any available": nobody is free, so it waits unassigned for staff.
  return {
    candidates: [mechanicChoice === 'any' ? null : mechanicChoice],
    overridden: true,
    conflicts,
  };
}

/** Mechanics by how many bookings they have that local day, fewest first (ties keep order). */
function leastBookedFirst(schedule: BookingSchedule, ids: string[], at: Date): string[] {
  const { date } = localParts(at, schedule.timeZone);
  const dayStart = startOfLocalDay(date, schedule.timeZone).getTime();
  const dayEnd = startOfLocalDay(addLocalDays(date, 1), schedule.timeZone).getTime();
  const counts = new Map(ids.map((id) => [id, 0]));
  for (const booking of schedule.bookings) {
    const start = epochMs(booking.startsAt);
    if (booking.mechanicId && counts.has(booking.mechanicId) && start >= dayStart && start < dayEnd)
      counts.set(booking.mechanicId, (counts.get(booking.mechanicId) ?? 0) + 1);
  }
  return [...ids].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0));
}

/** PostgreSQL refused an overlapping booking of one mechanic (appointments_mechanic_overlap). */
export function isOverlapRefusal(error: unknown): boolean {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    if ((candidate as { code?: string } | undefined)?.code === '23P01') return true;
  }
  return false;
}

/** The constraint a database error names (drizzle wraps the driver's error as its cause). */
export function constraintOf(error: unknown): string | undefined {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    const constraint = (candidate as { constraint?: unknown } | undefined)?.constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/**
 * Writes with each candidate mechanic in turn, each attempt in its own savepoint so a refusal
 * by the exclusion constraint (a booking that won the race) leaves the caller's transaction
 * usable. Returns null when every candidate was taken.
 */
export async function writeFirstFree<T>(options: {
  tx: Tx;
  candidates: Array<string | null>;
  write: (tx: Tx, mechanicId: string | null) => Promise<T>;
}): Promise<T | null> {
  for (const mechanicId of options.candidates) {
    try {
      return await options.tx.transaction((savepoint) => options.write(savepoint, mechanicId));
    } catch (error) {
      if (!isOverlapRefusal(error)) throw error;
    }
  }
  return null;
}

/** 409 slot_taken with the day's fresh slots (SLOT_TAKEN_MESSAGE, issue #10). */
export async function slotTakenError(options: {
  tx: Tx;
  shopId: string;
  audience: BookingAudience;
  durationMinutes: number;
  startsAt: Date;
  timeZone: string;
  mechanicChoice: string | null;
  excludeAppointmentId?: string | null;
  now: Date;
}): Promise<AppError> {
  const { date } = localParts(options.startsAt, options.timeZone);
  const { schedule, settings } = await loadSchedule({
    tx: options.tx,
    shopId: options.shopId,
    ...localDaysWindow(date, date),
  });
  const slots = slotsFromSchedule({
    schedule,
    settings,
    audience: options.audience,
    durationMinutes: options.durationMinutes,
    from: date,
    to: date,
    mechanicId:
      options.mechanicChoice === null || options.mechanicChoice === 'any'
        ? 'any'
        : options.mechanicChoice,
    excludeAppointmentId: options.excludeAppointmentId ?? null,
    now: options.now,
  });
  return new AppError('slot_taken', 409, SLOT_TAKEN_MESSAGE, undefined, undefined, { slots });
}
