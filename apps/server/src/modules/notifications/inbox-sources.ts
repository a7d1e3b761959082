import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { clients } from '../../db/schema/clients.ts';
import { timeOff } from '../../db/schema/scheduling.ts';
import {
  appointments,
  communicationLogs,
  jobOrderEstimates,
  jobOrders,
} from '../../db/schema/workshop.ts';
import { type StaffViewer, staffClientCondition } from '../../platform/client-access.ts';

/**
 * What reaches a staff member's inbox, one rule per source, shared by the inbox and the sidebar's
 * badge so the badge counts what the list shows. Status literals, not parameters, as the partial
 * indexes spell them (appointments_pending_online_idx, job_order_estimates_unread_answer_idx).
 */
type InboxScope = { shopId: string; viewer: StaffViewer };

const mechanicOnly = (viewer: StaffViewer, column: PgColumn) =>
  viewer.role === 'mechanic' ? eq(column, viewer.id) : undefined;

/** Car owners' messages (joined with their client): clients not archived, a mechanic's own clients. */
export const inboxMessageCondition = ({ shopId, viewer }: InboxScope) =>
  and(
    eq(communicationLogs.shopId, shopId),
    sql`${communicationLogs.direction} = 'inbound'`,
    isNull(clients.archivedAt),
    staffClientCondition({ shopId, viewer }),
  ) as SQL;

/** Online bookings still pending; a mechanic's own. */
export const inboxBookingCondition = ({ shopId, viewer }: InboxScope) =>
  and(
    eq(appointments.shopId, shopId),
    sql`${appointments.status} = 'pending' and ${appointments.source} = 'online'`,
    mechanicOnly(viewer, appointments.mechanicId),
  ) as SQL;

/**
 * Customers' estimate answers (by link or in the car-owner area) of the last 30 days, joined with
 * their job order; a mechanic's own jobs.
 */
export const inboxEstimateAnswerCondition = ({ shopId, viewer }: InboxScope) =>
  and(
    eq(jobOrderEstimates.shopId, shopId),
    sql`${jobOrderEstimates.answeredVia} in ('link', 'portal')`,
    sql`${jobOrderEstimates.answeredAt} > now() - interval '30 days'`,
    mechanicOnly(viewer, jobOrders.mechanicId),
  ) as SQL;

/**
 * Time-off requests (ADR 045): an admin or manager sees those still pending (always unread, like
 * pending online bookings); the requester sees the decision on their own for 30 days.
 */
export const inboxTimeOffCondition = ({ shopId, viewer }: InboxScope) =>
  and(
    eq(timeOff.shopId, shopId),
    viewer.role === 'admin' || viewer.role === 'manager'
      ? sql`(${timeOff.status} = 'pending' or (${timeOff.mechanicId} = ${viewer.id}
          and ${timeOff.status} <> 'pending' and ${timeOff.decidedAt} > now() - interval '30 days'))`
      : sql`${timeOff.mechanicId} = ${viewer.id} and ${timeOff.status} <> 'pending'
          and ${timeOff.decidedAt} > now() - interval '30 days'`,
  ) as SQL;

/** Of those, the ones counted unread: the pending requests waiting for this viewer's decision. */
export const inboxUnreadTimeOffCondition = ({ shopId, viewer }: InboxScope) =>
  viewer.role === 'admin' || viewer.role === 'manager'
    ? (and(eq(timeOff.shopId, shopId), sql`${timeOff.status} = 'pending'`) as SQL)
    : sql`false`;
