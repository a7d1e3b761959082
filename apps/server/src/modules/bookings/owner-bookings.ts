import {
  OWNER_BOOKINGS_LIMIT,
  type OwnerBooking,
  type OwnerBookingDetail,
  type OwnerBookingList,
  ownerChangeableStatuses,
} from '@pitstop/domain/portal-bookings';
import { and, asc, desc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { appointmentServices } from '../../db/schema/scheduling.ts';
import { shops } from '../../db/schema/shops.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { ownerClientCondition } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import { listHistory } from '../../platform/history.ts';

const HOUR = 3_600_000;
const liveStatuses = ['pending', 'confirmed', 'in_progress'];

const columns = {
  id: appointments.id,
  number: appointments.number,
  status: appointments.status,
  source: appointments.source,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  notes: appointments.notes,
  cancelReason: appointments.cancelReason,
  clientId: appointments.clientId,
  mechanicId: appointments.mechanicId,
  shopId: shops.id,
  shopName: shops.name,
  shopAddress: shops.address,
  shopPhone: shops.phone,
  timeZone: shops.timezone,
  locale: shops.locale,
  cutoffHours: shops.bookingCutoffHours,
  vehicleId: vehicles.id,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  registrationNumber: vehicles.registrationNumber,
  services: sql<OwnerBooking['services']>`coalesce((
    select json_agg(json_build_object('id', line.service_id, 'name', line.name,
      'durationMinutes', line.duration_minutes, 'price', line.price::text) order by line.position)
    from ${appointmentServices} line
    where line.shop_id = ${appointments.shopId} and line.appointment_id = ${appointments.id}
  ), '[]'::json)`,
};

/** The car owner's bookings: those of the client records linked to them, in any shop. */
function selectOwnerBookings(tx: Tx, userId: string, condition?: SQL) {
  return tx
    .select(columns)
    .from(appointments)
    .innerJoin(
      clients,
      and(eq(clients.shopId, appointments.shopId), eq(clients.id, appointments.clientId)),
    )
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .leftJoin(
      vehicles,
      and(eq(vehicles.shopId, appointments.shopId), eq(vehicles.id, appointments.vehicleId)),
    )
    .where(and(ownerClientCondition(userId), condition));
}

/** The last moment the car owner may move or cancel a booking online. */
export function changeableUntil(startsAt: Date, cutoffHours: number): Date {
  return new Date(startsAt.getTime() - cutoffHours * HOUR);
}

type Row = Awaited<ReturnType<typeof selectOwnerBookings>>[number];

function toOwnerBooking(row: Row, now: Date): OwnerBooking {
  const changeable = (ownerChangeableStatuses as readonly string[]).includes(row.status);
  const until = changeableUntil(row.startsAt, row.cutoffHours);
  const services = row.services.map((service) => ({ ...service, price: String(service.price) }));
  return {
    id: row.id,
    number: row.number,
    status: row.status as OwnerBooking['status'],
    source: row.source as OwnerBooking['source'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    locale: row.locale,
    shop: {
      id: row.shopId,
      name: row.shopName,
      address: row.shopAddress,
      phone: row.shopPhone,
    },
    services,
    serviceSummary: services.map((service) => service.name).join(', '),
    vehicle:
      row.vehicleId && row.make !== null && row.model !== null
        ? {
            id: row.vehicleId,
            label: [row.year, row.make, row.model].filter((part) => part !== null).join(' '),
            registrationNumber: row.registrationNumber,
          }
        : null,
    notes: row.notes,
    cancelReason: row.cancelReason,
    changeableUntil: changeable ? until.toISOString() : null,
    canChange: changeable && now < until,
  };
}

/** Upcoming (still to happen, soonest first) and past (latest first), each capped. */
export async function listOwnerBookings(options: {
  tx: Tx;
  userId: string;
  now?: Date;
}): Promise<OwnerBookingList> {
  const { tx, userId } = options;
  const now = options.now ?? new Date();
  const upcoming = and(
    inArray(appointments.status, liveStatuses),
    sql`${appointments.endsAt} > ${now.toISOString()}`,
  );
  const past = or(
    notInArray(appointments.status, liveStatuses),
    sql`${appointments.endsAt} <= ${now.toISOString()}`,
  );
  const [upcomingRows, pastRows] = await Promise.all([
    selectOwnerBookings(tx, userId, upcoming)
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(OWNER_BOOKINGS_LIMIT),
    selectOwnerBookings(tx, userId, past)
      .orderBy(desc(appointments.startsAt), desc(appointments.id))
      .limit(OWNER_BOOKINGS_LIMIT),
  ]);
  return {
    upcoming: upcomingRows.map((row) => toOwnerBooking(row, now)),
    past: pastRows.map((row) => toOwnerBooking(row, now)),
  };
}

/** One of the car owner's bookings with its client record; another's is not found. */
export async function findOwnerBooking(options: {
  tx: Tx;
  userId: string;
  appointmentId: string;
  now?: Date;
}) {
  const [row] = await selectOwnerBookings(
    options.tx,
    options.userId,
    eq(appointments.id, options.appointmentId),
  );
  if (!row) throw AppError.notFound('Booking not found.');
  return {
    booking: toOwnerBooking(row, options.now ?? new Date()),
    clientId: row.clientId,
    mechanicId: row.mechanicId,
    cutoffHours: row.cutoffHours,
    startsAt: row.startsAt,
  };
}

export async function getOwnerBooking(options: {
  tx: Tx;
  userId: string;
  appointmentId: string;
  now?: Date;
}): Promise<OwnerBookingDetail> {
  const { booking } = await findOwnerBooking(options);
  const history = await listHistory({
    tx: options.tx,
    shopId: booking.shop.id,
    subjectType: 'appointment',
    subjectId: booking.id,
  });
  return { ...booking, history };
}
