import type {
  AppointmentSource,
  AppointmentStatus,
  AppointmentSummary,
} from '@pitstop/domain/bookings';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { appointmentServices } from '../../db/schema/scheduling.ts';
import { profiles } from '../../db/schema/shops.ts';
import { appointments, services } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';

/** Who is looking: a mechanic sees their own bookings only (DESIGN.md §4 "own schedule"). */
export type BookingViewer = { id: string; role: string };

/** A mechanic's queries are narrowed to the bookings assigned to them. */
export function viewerCondition(viewer: BookingViewer | undefined): SQL | undefined {
  return viewer?.role === 'mechanic' ? eq(appointments.mechanicId, viewer.id) : undefined;
}

/** The mechanic filter of the calendar and the list: one mechanic, or 'unassigned'. */
export function mechanicCondition(mechanicId: string | undefined): SQL | undefined {
  if (mechanicId === 'unassigned') return isNull(appointments.mechanicId);
  return mechanicId ? eq(appointments.mechanicId, mechanicId) : undefined;
}

export const bookingNotFound = () => AppError.notFound('Appointment not found.');

/**
 * The columns of one summary row (calendar, Manage Bookings, Service Requests): one row per
 * booking with its client, vehicle and mechanic joined, and its service names joined from
 * appointment_services in position order (an index lookup per row on
 * appointment_services_position_key), falling back to the first service's current name for
 * rows booked before appointment_services existed.
 */
export const bookingSummaryColumns = {
  id: appointments.id,
  number: appointments.number,
  status: appointments.status,
  source: appointments.source,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  overridden: appointments.overridden,
  clientId: clients.id,
  clientName: clients.name,
  clientPhone: clients.phone,
  vehicleId: vehicles.id,
  vehicleLabel: sql<
    string | null
  >`concat_ws(' ', ${vehicles.year}::text, ${vehicles.make}, ${vehicles.model})`,
  registrationNumber: vehicles.registrationNumber,
  serviceSummary: sql<string>`coalesce(
    (select string_agg(${appointmentServices.name}, ', ' order by ${appointmentServices.position})
      from ${appointmentServices} where ${appointmentServices.appointmentId} = ${appointments.id}),
    (select ${services.name} from ${services}
      where ${services.shopId} = ${appointments.shopId} and ${services.id} = ${appointments.serviceId}),
    '')`,
  mechanicId: appointments.mechanicId,
  mechanicName: sql<
    string | null
  >`coalesce(nullif(${profiles.fullName}, ''), nullif(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}), ''), ${users.name})`,
};

/**
 * Summary rows of the shop's bookings, for the caller to narrow (`where`), order and page;
 * composite keys keep every join inside the shop.
 */
export function selectBookingSummaries<
  Extra extends Record<string, PgColumn | SQL | SQL.Aliased> = Record<never, never>,
>(tx: Tx, extra?: Extra) {
  return tx
    .select({ ...bookingSummaryColumns, ...(extra ?? ({} as Extra)) })
    .from(appointments)
    .innerJoin(
      clients,
      and(eq(clients.shopId, appointments.shopId), eq(clients.id, appointments.clientId)),
    )
    .leftJoin(
      vehicles,
      and(eq(vehicles.shopId, appointments.shopId), eq(vehicles.id, appointments.vehicleId)),
    )
    .leftJoin(users, eq(users.id, appointments.mechanicId))
    .leftJoin(profiles, eq(profiles.id, appointments.mechanicId))
    .$dynamic();
}

export function toSummary(row: {
  id: string;
  number: number;
  status: string;
  source: string;
  startsAt: Date;
  endsAt: Date;
  overridden: boolean;
  clientId: string;
  clientName: string;
  clientPhone: string | null;
  vehicleId: string | null;
  vehicleLabel: string | null;
  registrationNumber: string | null;
  serviceSummary: string;
  mechanicId: string | null;
  mechanicName: string | null;
}): AppointmentSummary {
  return {
    id: row.id,
    number: Number(row.number),
    // The table's check constraints hold status and source to the domain's values.
    status: row.status as AppointmentStatus,
    source: row.source as AppointmentSource,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    client: { id: row.clientId, name: row.clientName, phone: row.clientPhone },
    vehicle: row.vehicleId
      ? {
          id: row.vehicleId,
          label: row.vehicleLabel ?? '',
          registrationNumber: row.registrationNumber,
        }
      : null,
    serviceSummary: row.serviceSummary,
    mechanic: row.mechanicId ? { id: row.mechanicId, name: row.mechanicName ?? '' } : null,
    overridden: row.overridden,
  };
}
