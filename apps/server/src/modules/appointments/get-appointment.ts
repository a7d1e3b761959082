import type { AppointmentDetail } from '@pitstop/domain/bookings';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type AppointmentViewer,
  appointmentNotFound,
  isoOf,
  type SummaryRow,
  summaryColumns,
  summaryJoins,
  toSummary,
  viewerCondition,
} from '../../platform/appointment-summary.ts';
import { listHistory } from '../../platform/history.ts';

type DetailRow = SummaryRow & {
  client_email: string | null;
  notes: string | null;
  cancel_reason: string | null;
  created_at: Date | string;
  time_zone: string;
  job_order_id: string | null;
  job_order_number: number | null;
};

type ServiceRow = { id: string; name: string; duration_minutes: number; price: string };

/**
 * One appointment of the caller's shop with everything the booking detail shows: its services
 * as booked, the client's contact, its history (who did what, when), the shop's time zone and
 * the job order its check-in opened.
 * Another shop's id, or a mechanic asking about someone else's appointment, is not found.
 */
export async function getAppointment(options: {
  tx: Tx;
  shopId: string;
  viewer?: AppointmentViewer;
  id: string;
}): Promise<AppointmentDetail> {
  const { tx, shopId, id } = options;
  const [row] = await rowsOf<DetailRow>(
    tx,
    sql`
      select ${summaryColumns}, c.email as client_email, a.notes, a.cancel_reason, a.created_at,
        sh.timezone as time_zone, j.id as job_order_id, j.number as job_order_number
      from appointments a ${summaryJoins}
      join shops sh on sh.id = a.shop_id
      left join lateral (
        select jo.id, jo.number from job_orders jo
        where jo.shop_id = a.shop_id and jo.appointment_id = a.id
        order by jo.opened_at limit 1
      ) j on true
      where a.shop_id = ${shopId} and a.id = ${id} ${viewerCondition(options.viewer)}`,
  );
  if (!row) throw appointmentNotFound();

  const [services, history] = await Promise.all([
    rowsOf<ServiceRow>(
      tx,
      sql`
        select s.service_id as id, s.name, s.duration_minutes, s.price::text as price
        from appointment_services s
        where s.shop_id = ${shopId} and s.appointment_id = ${id}
        order by s.position`,
    ),
    listHistory({ tx, shopId, subjectType: 'appointment', subjectId: id }),
  ]);

  const summary = toSummary(row);
  return {
    ...summary,
    client: { ...summary.client, email: row.client_email },
    services: services.map((service) => ({
      id: service.id,
      name: service.name,
      durationMinutes: Number(service.duration_minutes),
      price: service.price,
    })),
    notes: row.notes,
    cancelReason: row.cancel_reason,
    createdAt: isoOf(row.created_at),
    history,
    timeZone: row.time_zone,
    jobOrder:
      row.job_order_id === null
        ? null
        : { id: row.job_order_id, number: Number(row.job_order_number) },
  };
}
