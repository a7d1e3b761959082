import type {
  AppointmentSource,
  AppointmentStatus,
  AppointmentSummary,
} from '@pitstop/domain/bookings';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { shops } from '../db/schema/shops.ts';
import { AppError } from '../plugins/errors.ts';

/** Who is looking: a mechanic sees their own appointments only (DESIGN.md §4 "own schedule"). */
export type AppointmentViewer = { id: string; role: string };

/** The shop's IANA time zone: local dates and times of its bookings are read in it. */
export async function shopTimeZone(tx: Tx, shopId: string): Promise<string> {
  const [shop] = await tx
    .select({ timeZone: shops.timezone })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw AppError.notFound('Workshop not found.');
  return shop.timeZone;
}

/** A mechanic's queries are narrowed to the appointments assigned to them. */
export function viewerCondition(viewer: AppointmentViewer | undefined): SQL {
  return viewer?.role === 'mechanic' ? sql`and a.mechanic_id = ${viewer.id}` : sql``;
}

export const appointmentNotFound = () => AppError.notFound('Appointment not found.');

/**
 * The columns of one summary row (calendar, Manage Bookings, Service Requests) over
 * `appointments a`: one row per appointment with its client, vehicle and mechanic joined, and
 * its service names joined from appointment_services in position order (an index lookup per
 * row on appointment_services_position_key), falling back to the first service's current name
 * for rows booked before appointment_services existed.
 */
export const summaryColumns = sql`
  a.id, a.number, a.status, a.source, a.starts_at, a.ends_at, a.overridden,
  c.id as client_id, c.name as client_name, c.phone as client_phone,
  v.id as vehicle_id, concat_ws(' ', v.year::text, v.make, v.model) as vehicle_label,
  v.registration_number,
  coalesce(
    (select string_agg(s.name, ', ' order by s.position) from appointment_services s
      where s.appointment_id = a.id),
    (select s.name from services s where s.shop_id = a.shop_id and s.id = a.service_id),
    '') as service_summary,
  a.mechanic_id,
  coalesce(nullif(p.full_name, ''), nullif(concat_ws(' ', p.first_name, p.last_name), ''), u.name)
    as mechanic_name`;

/** The joins `summaryColumns` reads from; composite keys keep every join inside the shop. */
export const summaryJoins = sql`
  join clients c on c.shop_id = a.shop_id and c.id = a.client_id
  left join vehicles v on v.shop_id = a.shop_id and v.id = a.vehicle_id
  left join users u on u.id = a.mechanic_id
  left join profiles p on p.id = a.mechanic_id`;

export type SummaryRow = {
  id: string;
  number: number;
  status: AppointmentStatus;
  source: AppointmentSource;
  starts_at: Date | string;
  ends_at: Date | string;
  overridden: boolean;
  client_id: string;
  client_name: string;
  client_phone: string | null;
  vehicle_id: string | null;
  vehicle_label: string | null;
  registration_number: string | null;
  service_summary: string;
  mechanic_id: string | null;
  mechanic_name: string | null;
};

export function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toSummary(row: SummaryRow): AppointmentSummary {
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status,
    source: row.source,
    startsAt: isoOf(row.starts_at),
    endsAt: isoOf(row.ends_at),
    client: { id: row.client_id, name: row.client_name, phone: row.client_phone },
    vehicle: row.vehicle_id
      ? {
          id: row.vehicle_id,
          label: row.vehicle_label ?? '',
          registrationNumber: row.registration_number,
        }
      : null,
    serviceSummary: row.service_summary,
    mechanic: row.mechanic_id ? { id: row.mechanic_id, name: row.mechanic_name ?? '' } : null,
    overridden: row.overridden,
  };
}
