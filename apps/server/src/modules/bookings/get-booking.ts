import type { AppointmentDetail } from '@pitstop/domain/bookings';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { appointmentServices } from '../../db/schema/scheduling.ts';
import { appointments, jobOrders } from '../../db/schema/workshop.ts';
import { listHistory } from '../../platform/history.ts';
import { shopTimeZone } from '../../platform/shop-time.ts';
import {
  type BookingViewer,
  bookingNotFound,
  selectBookingSummaries,
  toSummary,
  viewerCondition,
} from './booking-summary.ts';

/**
 * One appointment of the caller's shop with everything the booking detail shows: its services
 * as booked, the client's contact, the vehicle's last recorded mileage, its history (who did what, when), the shop's time zone and
 * the job order its check-in opened.
 * Another shop's id, or a mechanic asking about someone else's appointment, is not found.
 */
export async function getBooking(options: {
  tx: Tx;
  shopId: string;
  viewer?: BookingViewer;
  id: string;
}): Promise<AppointmentDetail> {
  const { tx, shopId, id } = options;
  const [row] = await selectBookingSummaries(tx, {
    clientEmail: clients.email,
    vehicleMileage: vehicles.mileage,
    notes: appointments.notes,
    cancelReason: appointments.cancelReason,
    createdAt: appointments.createdAt,
  }).where(
    and(eq(appointments.shopId, shopId), eq(appointments.id, id), viewerCondition(options.viewer)),
  );
  if (!row) throw bookingNotFound();

  const [services, history, timeZone, [jobOrder]] = await Promise.all([
    tx
      .select({
        id: appointmentServices.serviceId,
        name: appointmentServices.name,
        durationMinutes: appointmentServices.durationMinutes,
        price: appointmentServices.price,
      })
      .from(appointmentServices)
      .where(and(eq(appointmentServices.shopId, shopId), eq(appointmentServices.appointmentId, id)))
      .orderBy(appointmentServices.position),
    listHistory({ tx, shopId, subjectType: 'appointment', subjectId: id }),
    shopTimeZone(tx, shopId),
    // The job order its check-in opened (the first, should the booking have several).
    tx
      .select({ id: jobOrders.id, number: jobOrders.number })
      .from(jobOrders)
      .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.appointmentId, id)))
      .orderBy(jobOrders.openedAt)
      .limit(1),
  ]);

  const summary = toSummary(row);
  return {
    ...summary,
    client: { ...summary.client, email: row.clientEmail },
    vehicle: summary.vehicle ? { ...summary.vehicle, mileage: row.vehicleMileage } : null,
    services,
    notes: row.notes,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    history,
    timeZone,
    jobOrder: jobOrder ?? null,
  };
}
