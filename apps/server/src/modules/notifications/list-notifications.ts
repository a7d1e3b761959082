import { formatRequestNumber } from '@pitstop/domain/bookings';
import { formatDateTime } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import type { NotificationList } from '@pitstop/domain/notifications';
import { describeTimeOff, type TimeOffStatus } from '@pitstop/domain/schedules';
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/clients.ts';
import { appointmentServices, timeOff } from '../../db/schema/scheduling.ts';
import { profiles, shops } from '../../db/schema/shops.ts';
import {
  appointments,
  communicationLogs,
  jobOrderEstimates,
  jobOrders,
} from '../../db/schema/workshop.ts';
import type { StaffViewer } from '../../platform/client-access.ts';
import { decodeTimeCursor, encodeTimeCursor, type TimeCursor } from '../../platform/cursor.ts';
import {
  inboxBookingCondition,
  inboxEstimateAnswerCondition,
  inboxMessageCondition,
  inboxTimeOffCondition,
} from './inbox-sources.ts';

// The cursor's scope says which section (unread, then read) the page ended in.
const UNREAD_SCOPE = 'notifications:unread';
const READ_SCOPE = 'notifications:read';

function decodeCursor(text: string): TimeCursor & { unread: boolean } {
  try {
    return { ...decodeTimeCursor(UNREAD_SCOPE, text), unread: true };
  } catch {
    return { ...decodeTimeCursor(READ_SCOPE, text), unread: false };
  }
}

/** "Estimate JO-0042 answered by Ann Archer: approved $244.99 of $283.99". */
function estimateAnswerText(row: NotificationRow): string | null {
  if (row.estimateNumber === null) return null;
  const money = (value: string | null) =>
    formatMoney(value, { currency: row.currency, locale: row.locale });
  return `Estimate ${formatJobOrderNumber(row.estimateNumber)} answered by ${row.estimateSignedName}: approved ${money(row.estimateApprovedTotal)} of ${money(row.estimatePresentedTotal)}`;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A field a source does not have. */
const none = () => sql<null>`null`;

/**
 * The inbox's three sources as one row shape: car owners' messages, pending online bookings and
 * answered estimates, each with the fields the others leave null.
 */
function notificationSources(tx: Tx, shopId: string, viewer: StaffViewer) {
  const messages = tx
    .select({
      id: communicationLogs.id,
      clientId: sql<string | null>`${clients.id}`.as('client_id'),
      clientName: sql<string>`${clients.name}`.as('client_name'),
      content: sql<string | null>`${communicationLogs.content}`.as('content'),
      occurredAt: communicationLogs.occurredAt,
      readAt: communicationLogs.readAt,
      bookingNumber: sql<number | null>`null::int`.as('booking_number'),
      // Not decoded like a column: the driver's text (or a Date), which iso() reads either way.
      bookingStartsAt: sql<Date | string | null>`null::timestamptz`.as('booking_starts_at'),
      bookingServices: sql<string | null>`null::text`.as('booking_services'),
      jobOrderId: sql<string | null>`null::uuid`.as('job_order_id'),
      estimateNumber: sql<number | null>`null::int`.as('estimate_number'),
      estimateSignedName: sql<string | null>`null::text`.as('estimate_signed_name'),
      estimateApprovedTotal: sql<string | null>`null::text`.as('estimate_approved_total'),
      estimatePresentedTotal: sql<string | null>`null::text`.as('estimate_presented_total'),
      timeOffStatus: sql<string | null>`null::text`.as('time_off_status'),
      timeOffStartsAt: sql<Date | string | null>`null::timestamptz`.as('time_off_starts_at'),
      timeOffEndsAt: sql<Date | string | null>`null::timestamptz`.as('time_off_ends_at'),
      timeOffAllDay: sql<boolean | null>`null::boolean`.as('time_off_all_day'),
    })
    .from(communicationLogs)
    .innerJoin(
      clients,
      and(eq(clients.shopId, communicationLogs.shopId), eq(clients.id, communicationLogs.clientId)),
    )
    .where(inboxMessageCondition({ shopId, viewer }));
  const bookings = tx
    .select({
      id: appointments.id,
      clientId: clients.id,
      clientName: clients.name,
      content: none(),
      occurredAt: appointments.createdAt,
      readAt: none(),
      bookingNumber: appointments.number,
      bookingStartsAt: appointments.startsAt,
      bookingServices: sql<string | null>`(select string_agg(${appointmentServices.name}, ', '
        order by ${appointmentServices.position}) from ${appointmentServices}
        where ${appointmentServices.appointmentId} = ${appointments.id})`,
      jobOrderId: none(),
      estimateNumber: none(),
      estimateSignedName: none(),
      estimateApprovedTotal: none(),
      estimatePresentedTotal: none(),
      timeOffStatus: none(),
      timeOffStartsAt: none(),
      timeOffEndsAt: none(),
      timeOffAllDay: none(),
    })
    .from(appointments)
    .innerJoin(
      clients,
      and(eq(clients.shopId, appointments.shopId), eq(clients.id, appointments.clientId)),
    )
    .where(inboxBookingCondition({ shopId, viewer }));
  const estimateAnswers = tx
    .select({
      id: jobOrderEstimates.id,
      clientId: clients.id,
      clientName: clients.name,
      content: none(),
      occurredAt: sql<Date>`${jobOrderEstimates.answeredAt}`,
      readAt: jobOrderEstimates.answerReadAt,
      bookingNumber: none(),
      bookingStartsAt: none(),
      bookingServices: none(),
      jobOrderId: jobOrders.id,
      estimateNumber: jobOrders.number,
      estimateSignedName: jobOrderEstimates.signedName,
      estimateApprovedTotal: sql<string | null>`${jobOrderEstimates.approvedTotal}::text`,
      estimatePresentedTotal: sql<string>`${jobOrderEstimates.presentedTotal}::text`,
      timeOffStatus: none(),
      timeOffStartsAt: none(),
      timeOffEndsAt: none(),
      timeOffAllDay: none(),
    })
    .from(jobOrderEstimates)
    .innerJoin(
      jobOrders,
      and(
        eq(jobOrders.shopId, jobOrderEstimates.shopId),
        eq(jobOrders.id, jobOrderEstimates.jobOrderId),
      ),
    )
    .innerJoin(
      clients,
      and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
    )
    .where(inboxEstimateAnswerCondition({ shopId, viewer }));
  // The person the request is of, in the client columns (`clientId` stays null).
  const timeOffRequests = tx
    .select({
      id: timeOff.id,
      clientId: sql<string | null>`null::uuid`,
      clientName: sql<string>`coalesce(nullif(${profiles.fullName}, ''),
        nullif(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}), ''), ${users.email})`,
      content: timeOff.reason,
      occurredAt: sql<Date>`coalesce(${timeOff.decidedAt}, ${timeOff.createdAt})`,
      readAt: sql<Date | null>`case when ${timeOff.status} = 'pending' then null else ${timeOff.decisionReadAt} end`,
      bookingNumber: none(),
      bookingStartsAt: none(),
      bookingServices: none(),
      jobOrderId: none(),
      estimateNumber: none(),
      estimateSignedName: none(),
      estimateApprovedTotal: none(),
      estimatePresentedTotal: none(),
      timeOffStatus: timeOff.status,
      timeOffStartsAt: timeOff.startsAt,
      timeOffEndsAt: timeOff.endsAt,
      timeOffAllDay: timeOff.allDay,
    })
    .from(timeOff)
    .innerJoin(profiles, eq(profiles.id, timeOff.mechanicId))
    .innerJoin(users, eq(users.id, timeOff.mechanicId))
    .where(inboxTimeOffCondition({ shopId, viewer }));
  return messages.unionAll(bookings).unionAll(estimateAnswers).unionAll(timeOffRequests).as('n');
}

/** One page of the inbox after the cursor's position, unread first, then newest first. */
function loadNotifications(options: {
  tx: Tx;
  shopId: string;
  viewer: StaffViewer;
  limit: number;
  after: ReturnType<typeof decodeCursor> | undefined;
}) {
  const { shopId, viewer, after } = options;
  const n = notificationSources(options.tx, shopId, viewer);
  const beforeKey = after
    ? sql`(${n.occurredAt}, ${n.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const position = after
    ? after.unread
      ? or(and(isNull(n.readAt), beforeKey), isNotNull(n.readAt))
      : and(isNotNull(n.readAt), beforeKey)
    : undefined;

  return options.tx
    .select({
      id: n.id,
      clientId: n.clientId,
      clientName: n.clientName,
      content: n.content,
      occurredAt: n.occurredAt,
      cursorTime: sql<string>`${n.occurredAt}::text`,
      readAt: n.readAt,
      bookingNumber: n.bookingNumber,
      bookingStartsAt: n.bookingStartsAt,
      bookingServices: n.bookingServices,
      jobOrderId: n.jobOrderId,
      estimateNumber: n.estimateNumber,
      estimateSignedName: n.estimateSignedName,
      estimateApprovedTotal: n.estimateApprovedTotal,
      estimatePresentedTotal: n.estimatePresentedTotal,
      timeOffStatus: n.timeOffStatus,
      timeOffStartsAt: n.timeOffStartsAt,
      timeOffEndsAt: n.timeOffEndsAt,
      timeOffAllDay: n.timeOffAllDay,
      timeZone: shops.timezone,
      currency: shops.currency,
      locale: shops.locale,
    })
    .from(n)
    .innerJoin(shops, eq(shops.id, shopId))
    .where(position)
    .orderBy(sql`(${n.readAt} is null) desc`, desc(n.occurredAt), desc(n.id))
    .limit(options.limit + 1);
}

type NotificationRow = Awaited<ReturnType<typeof loadNotifications>>[number];

/**
 * The staff Notifications inbox, as the sidebar badge counts it: car owners' messages to the
 * shop (inbound communication logs of clients not archived) and online bookings still pending
 * (always unread), and car owners' answers to estimates of the last 30 days (unread until a staff
 * member opens one), unread first, then newest first, keyset-paginated on (unread, time, id). A mechanic sees the messages of their jobs' clients, their own bookings and estimates. Each source is read
 * from its own index (communication_logs_unread_inbound_idx / communication_logs_client_idx,
 * appointments_shop_status_idx).
 */
export async function listNotifications(options: {
  tx: Tx;
  shopId: string;
  viewer: StaffViewer;
  limit: number;
  cursor?: string;
}): Promise<NotificationList> {
  const after = options.cursor ? decodeCursor(options.cursor) : undefined;
  const rows = await loadNotifications({ ...options, after });

  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const booking =
        row.bookingNumber !== null && row.bookingStartsAt !== null
          ? { id: row.id, number: row.bookingNumber, startsAt: iso(row.bookingStartsAt) }
          : null;
      const timeOffRequest =
        row.timeOffStatus !== null && row.timeOffStartsAt !== null && row.timeOffEndsAt !== null
          ? {
              id: row.id,
              status: row.timeOffStatus as TimeOffStatus,
              startsAt: iso(row.timeOffStartsAt),
              endsAt: iso(row.timeOffEndsAt),
              allDay: row.timeOffAllDay === true,
            }
          : null;
      if (timeOffRequest) {
        const when = describeTimeOff(timeOffRequest, {
          timeZone: row.timeZone,
          locale: row.locale,
        });
        return {
          id: row.id,
          client: null,
          content:
            timeOffRequest.status === 'pending'
              ? `Time-off request from ${row.clientName}: ${when}${row.content ? ` (${row.content})` : ''}`
              : `Your time off ${when} was ${timeOffRequest.status}`,
          occurredAt: row.occurredAt.toISOString(),
          readAt: row.readAt ? iso(row.readAt) : null,
          booking: null,
          jobOrder: null,
          timeOff: { id: timeOffRequest.id, status: timeOffRequest.status },
        };
      }
      return {
        id: row.id,
        client: { id: row.clientId as string, name: row.clientName },
        timeOff: null,
        content: booking
          ? `Online booking ${formatRequestNumber(booking.number)}: ${[
              row.bookingServices,
              formatDateTime(booking.startsAt, { timeZone: row.timeZone, locale: row.locale }),
            ]
              .filter(Boolean)
              .join(', ')}`
          : (estimateAnswerText(row) ?? row.content ?? ''),
        occurredAt: row.occurredAt.toISOString(),
        readAt: row.readAt ? iso(row.readAt) : null,
        booking,
        jobOrder:
          row.jobOrderId !== null && row.estimateNumber !== null
            ? { id: row.jobOrderId, number: row.estimateNumber }
            : null,
      };
    }),
    nextCursor:
      rows.length > options.limit && last
        ? encodeTimeCursor(last.readAt ? READ_SCOPE : UNREAD_SCOPE, {
            time: last.cursorTime,
            id: last.id,
          })
        : null,
  };
}
