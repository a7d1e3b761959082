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

/** The viewer's own time-off requests decided in the last 30 days. */
const ownDecision = (viewer: StaffViewer) =>
  sql`(${timeOff.mechanicId} = ${viewer.id} and ${timeOff.status} <> 'pending'
    and ${timeOff.decidedAt} > now() - interval '30 days')`;

/** Of those, the ones the viewer has not opened yet. */
const unreadOwnDecision = (viewer: StaffViewer) =>
  sql`(${ownDecision(viewer)} and ${timeOff.decisionReadAt} is null)`;

const decides = (viewer: StaffViewer) => viewer.role === 'admin' || viewer.role === 'manager';

/**
 * Time-off requests (ADR 045): an admin or manager sees those still pending (always unread, like
 * pending online bookings); the requester sees the decision on their own for 30 days, unread
 * until they open it.
 */
export const inboxTimeOffCondition = ({ shopId, viewer }: InboxScope) =>
  and(
    eq(timeOff.shopId, shopId),
    decides(viewer)
      ? sql`(${timeOff.status} = 'pending' or ${ownDecision(viewer)})`
      : ownDecision(viewer),
  ) as SQL;

/**
 * Of those, the ones counted unread: the pending requests waiting for this viewer's decision and
 * the decisions on their own requests they have not opened yet.
 */
export const inboxUnreadTimeOffCondition = ({ shopId, viewer }: InboxScope) =>
  and(
    eq(timeOff.shopId, shopId),
    decides(viewer)
      ? sql`(${timeOff.status} = 'pending' or ${unreadOwnDecision(viewer)})`
      : unreadOwnDecision(viewer),
  ) as SQL;
