import { appointmentStatuses } from '@pitstop/domain/bookings';
import type { EmployeeDetail, EmployeeWork } from '@pitstop/domain/employees';
import { openJobOrderStatuses } from '@pitstop/domain/job-orders';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { appointments, jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { listHistory } from '../../platform/history.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { staffNameOf } from './assert-active-staff.ts';
import { type EmployeeRow, findEmployeeRow, toEmployeeSummary } from './employee-rows.ts';

/** Bookings still ahead: not ended one way or another. */
const upcomingBookingStatuses = appointmentStatuses.filter(
  (status) => !['completed', 'cancelled', 'no_show'].includes(status),
);

export function notFound() {
  return AppError.notFound('No employee with that id in your workshop.');
}

/** Pay is the admin's, and the person's own (DESIGN.md §4: employees "own"). */
export function seesPay(viewer: Viewer, row: Pick<EmployeeRow, 'userId'>): boolean {
  return viewer.role === 'admin' || row.userId === viewer.id;
}

/**
 * The Employee page: the record, the work on their name to hand over (future bookings, open job
 * orders) and the history. Admins and managers read everyone; other staff only themselves.
 */
export async function getEmployee(options: {
  tx: Tx;
  shopId: string;
  viewer: Viewer;
  id: string;
}): Promise<EmployeeDetail> {
  const { tx, shopId, viewer } = options;
  const row = await findEmployeeRow({ tx, shopId, id: options.id });
  if (!row) throw notFound();
  if (viewer.role !== 'admin' && viewer.role !== 'manager' && row.userId !== viewer.id)
    throw AppError.forbidden('You can only see your own employee record.');
  const withPay = seesPay(viewer, row);
  const [work, history, deactivatedByName] = await Promise.all([
    row.userId ? listWork({ tx, shopId, userId: row.userId }) : { bookings: [], jobOrders: [] },
    listHistory({ tx, shopId, subjectType: 'employee', subjectId: row.id }),
    row.deactivatedBy ? staffNameOf({ tx, userId: row.deactivatedBy }) : null,
  ]);
  return {
    ...toEmployeeSummary(row, withPay),
    deactivatedByName,
    work,
    // What pay was and became is the admin's (and the person's) to read.
    history: withPay
      ? history
      : history.map((entry) =>
          entry.action === 'pay_changed' ? { ...entry, details: null } : entry,
        ),
  };
}

/** Their bookings from now on and their open job orders. */
export async function listWork(options: {
  tx: Tx;
  shopId: string;
  userId: string;
}): Promise<EmployeeWork> {
  const { tx, shopId, userId } = options;
  const [bookings, orders] = await Promise.all([
    tx
      .select({
        id: appointments.id,
        number: appointments.number,
        startsAt: appointments.startsAt,
        clientName: clients.name,
        status: appointments.status,
      })
      .from(appointments)
      .innerJoin(clients, eq(clients.id, appointments.clientId))
      .where(
        and(
          eq(appointments.shopId, shopId),
          eq(appointments.mechanicId, userId),
          gte(appointments.startsAt, new Date()),
          inArray(appointments.status, upcomingBookingStatuses),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(100),
    tx
      .select({
        id: jobOrders.id,
        number: jobOrders.number,
        clientName: clients.name,
        status: jobOrders.status,
      })
      .from(jobOrders)
      .innerJoin(clients, eq(clients.id, jobOrders.clientId))
      .where(
        and(
          eq(jobOrders.shopId, shopId),
          eq(jobOrders.mechanicId, userId),
          inArray(jobOrders.status, [...openJobOrderStatuses]),
        ),
      )
      .orderBy(asc(jobOrders.number))
      .limit(100),
  ]);
  return {
    bookings: bookings.map((booking) => ({
      ...booking,
      startsAt: booking.startsAt.toISOString(),
    })),
    jobOrders: orders,
  };
}
