import { activeAppointmentStatuses } from '@pitstop/domain/bookings';
import { addLocalDays, startOfLocalDay, zonedInstant } from '@pitstop/domain/local-time';
import type { Role } from '@pitstop/domain/roles';
import type {
  TimeOffRequest,
  timeOffDecisionInputSchema,
  timeOffRequestInputSchema,
} from '@pitstop/domain/schedules';
import { displayName } from '@pitstop/domain/session';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/clients.ts';
import { timeOff } from '../../db/schema/scheduling.ts';
import { profiles } from '../../db/schema/shops.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { loadBookingSettings } from '../bookings/public.ts';
import { queueTimeOffDecisionMail } from './time-off-mail-job.ts';

type Requester = PersonActor & { role: Role };

/**
 * A staff member's request for their own time off, given in the shop's wall-clock time and
 * stored as instants (whole days from local midnight to midnight after the last, DST-safe). It
 * waits as pending and takes no time away until approved (ADR 045).
 */
export async function requestTimeOff(options: {
  tx: Tx;
  shopId: string;
  requester: Requester;
  input: z.output<typeof timeOffRequestInputSchema>;
}): Promise<TimeOffRequest> {
  const { shopId, requester, input } = options;
  if (input.userId && input.userId !== requester.id) {
    throw AppError.forbidden('You can request time off only for yourself.');
  }
  const { timeZone } = await loadBookingSettings({ tx: options.tx, shopId });
  const [startsAt, endsAt] = input.allDay
    ? [
        startOfLocalDay(input.startsOn, timeZone),
        startOfLocalDay(addLocalDays(input.endsOn, 1), timeZone),
      ]
    : [
        zonedInstant(input.startsAt.slice(0, 10), input.startsAt.slice(11), timeZone),
        zonedInstant(input.endsAt.slice(0, 10), input.endsAt.slice(11), timeZone),
      ];
  if (endsAt <= startsAt) {
    // Only possible inside a DST gap (both ends move to the same instant).
    const message = 'The end must be after the start';
    throw AppError.badRequest(message, [{ path: 'body.endsAt', message }]);
  }
  const id = await options.tx.transaction(async (tx) => {
    const [row] = await tx
      .insert(timeOff)
      .values({
        shopId,
        mechanicId: requester.id,
        startsAt,
        endsAt,
        allDay: input.allDay,
        reason: input.reason ?? null,
        createdBy: requester.id,
        status: 'pending',
      })
      .returning({ id: timeOff.id });
    if (!row) throw new Error('time off insert returned no row');
    await recordHistory({
      tx,
      shopId,
      subjectType: 'time_off',
      subjectId: row.id,
      action: 'requested',
      actor: requester,
      toStatus: 'pending',
      details: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
    });
    return row.id;
  });
  const [created] = await listTimeOffRequests({ tx: options.tx, shopId, ids: [id] });
  if (!created) throw new Error('the request just made was not found');
  return created;
}

const decider = alias(profiles, 'decider');
const deciderUser = alias(users, 'decider_user');

/**
 * Time-off requests with who asked, who decided and the requester's live bookings in that time:
 * `userId` a person's own (newest first), `pendingOnly` what waits for a decision (soonest first).
 */
export async function listTimeOffRequests(options: {
  tx: Tx;
  shopId: string;
  userId?: string;
  pendingOnly?: boolean;
  ids?: string[];
}): Promise<TimeOffRequest[]> {
  const { tx, shopId } = options;
  const rows = await tx
    .select({
      id: timeOff.id,
      userId: timeOff.mechanicId,
      allDay: timeOff.allDay,
      startsAt: timeOff.startsAt,
      endsAt: timeOff.endsAt,
      reason: timeOff.reason,
      status: timeOff.status,
      requestedAt: timeOff.createdAt,
      decidedAt: timeOff.decidedAt,
      decisionNote: timeOff.decisionNote,
      role: profiles.role,
      fullName: profiles.fullName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
      deciderFullName: decider.fullName,
      deciderFirstName: decider.firstName,
      deciderLastName: decider.lastName,
      deciderEmail: deciderUser.email,
    })
    .from(timeOff)
    .innerJoin(profiles, eq(profiles.id, timeOff.mechanicId))
    .innerJoin(users, eq(users.id, timeOff.mechanicId))
    .leftJoin(decider, eq(decider.id, timeOff.decidedBy))
    .leftJoin(deciderUser, eq(deciderUser.id, timeOff.decidedBy))
    .where(
      and(
        eq(timeOff.shopId, shopId),
        options.userId ? eq(timeOff.mechanicId, options.userId) : undefined,
        options.pendingOnly ? sql`${timeOff.status} = 'pending'` : undefined,
        options.ids ? inArray(timeOff.id, options.ids) : undefined,
      ),
    )
    .orderBy(options.pendingOnly ? asc(timeOff.startsAt) : desc(timeOff.startsAt), asc(timeOff.id))
    .limit(200);
  const bookings = rows.length
    ? await tx
        .select({
          id: appointments.id,
          number: appointments.number,
          mechanicId: appointments.mechanicId,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          status: appointments.status,
          clientName: clients.name,
        })
        .from(appointments)
        .innerJoin(
          clients,
          and(eq(clients.shopId, appointments.shopId), eq(clients.id, appointments.clientId)),
        )
        .where(
          and(
            eq(appointments.shopId, shopId),
            inArray(appointments.mechanicId, [...new Set(rows.map((row) => row.userId))]),
            inArray(appointments.status, [...activeAppointmentStatuses]),
            lt(appointments.startsAt, new Date(Math.max(...rows.map((row) => +row.endsAt)))),
            gt(appointments.endsAt, new Date(Math.min(...rows.map((row) => +row.startsAt)))),
          ),
        )
        .orderBy(asc(appointments.startsAt))
    : [];
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    name: displayName(row),
    role: row.role,
    allDay: row.allDay,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
    status: row.status as TimeOffRequest['status'],
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByName: row.deciderEmail
      ? displayName({
          fullName: row.deciderFullName,
          firstName: row.deciderFirstName,
          lastName: row.deciderLastName,
          email: row.deciderEmail,
        })
      : null,
    decisionNote: row.decisionNote,
    bookings: bookings
      .filter(
        (booking) =>
          booking.mechanicId === row.userId &&
          booking.startsAt < row.endsAt &&
          booking.endsAt > row.startsAt,
      )
      .map((booking) => ({
        id: booking.id,
        number: booking.number,
        startsAt: booking.startsAt.toISOString(),
        endsAt: booking.endsAt.toISOString(),
        status: booking.status,
        clientName: booking.clientName,
      })),
  }));
}

/** The requester takes back a request still pending; a decided one stays (409). */
export async function cancelTimeOffRequest(options: {
  tx: Tx;
  shopId: string;
  requester: PersonActor;
  id: string;
}): Promise<void> {
  const { shopId, id } = options;
  await options.tx.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: timeOff.mechanicId, status: timeOff.status })
      .from(timeOff)
      .where(and(eq(timeOff.shopId, shopId), eq(timeOff.id, id)))
      .for('update');
    if (!row) throw AppError.notFound('Time-off request not found.');
    if (row.userId !== options.requester.id) {
      throw AppError.forbidden('You can cancel only your own requests.');
    }
    if (row.status !== 'pending') {
      throw AppError.conflict(
        `Only a pending request can be cancelled; this one is already ${row.status}.`,
      );
    }
    await tx.delete(timeOff).where(and(eq(timeOff.shopId, shopId), eq(timeOff.id, id)));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'time_off',
      subjectId: id,
      action: 'cancelled',
      actor: options.requester,
      fromStatus: 'pending',
    });
  });
}

/**
 * Approves or declines a pending request with an optional note; the requester is told in their
 * Notifications (the decided request is an inbox source) and by mail (queued in the same
 * transaction). A request already decided is refused (409).
 */
export async function decideTimeOffRequest(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  id: string;
  input: z.output<typeof timeOffDecisionInputSchema>;
}): Promise<TimeOffRequest> {
  const { shopId, id, input } = options;
  await options.tx.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: timeOff.status, requesterId: timeOff.mechanicId })
      .from(timeOff)
      .where(and(eq(timeOff.shopId, shopId), eq(timeOff.id, id)))
      .for('update');
    if (!row) throw AppError.notFound('Time-off request not found.');
    if (row.status !== 'pending') {
      throw AppError.conflict(`This request is already ${row.status}: a decision is final.`);
    }
    const note = input.note ?? null;
    const now = new Date();
    await tx
      .update(timeOff)
      .set({
        status: input.decision,
        decidedBy: options.actor.id,
        decidedAt: now,
        decisionNote: note,
        // The requester is told unless they decided it themselves (a manager's own request).
        decisionReadAt: row.requesterId === options.actor.id ? now : null,
        updatedAt: now,
      })
      .where(and(eq(timeOff.shopId, shopId), eq(timeOff.id, id)));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'time_off',
      subjectId: id,
      action: input.decision === 'approved' ? 'approved' : 'declined',
      actor: options.actor,
      fromStatus: 'pending',
      toStatus: input.decision,
      reason: note,
    });
    await queueTimeOffDecisionMail({ tx, shopId, timeOffId: id });
  });
  const [decided] = await listTimeOffRequests({ tx: options.tx, shopId, ids: [id] });
  if (!decided) throw new Error('the decided request was not found');
  return decided;
}
