import { formatRequestNumber } from '@pitstop/domain/bookings';
import { formatDateTime } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import type { NotificationList } from '@pitstop/domain/notifications';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { type StaffViewer, staffClientCondition } from '../../platform/client-access.ts';
import { decodeTimeCursor, encodeTimeCursor, type TimeCursor } from '../../platform/cursor.ts';

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

type Row = {
  id: string;
  client_id: string;
  client_name: string;
  content: string | null;
  occurred_at: Date | string;
  cursor_time: string;
  read_at: Date | string | null;
  booking_number: number | null;
  booking_starts_at: Date | string | null;
  booking_services: string | null;
  job_order_id: string | null;
  time_zone: string;
  currency: string;
  locale: string;
  estimate_number: number | null;
  estimate_signed_name: string | null;
  estimate_approved_total: string | null;
  estimate_presented_total: string | null;
};

/** "Estimate JO-0042 answered by Ann Archer: approved $244.99 of $283.99". */
function estimateAnswerText(row: Row): string | null {
  if (row.estimate_number === null) return null;
  const money = (value: string | null) =>
    formatMoney(value, { currency: row.currency, locale: row.locale });
  return `Estimate ${formatJobOrderNumber(Number(row.estimate_number))} answered by ${row.estimate_signed_name}: approved ${money(row.estimate_approved_total)} of ${money(row.estimate_presented_total)}`;
}

const iso = (value: Date | string) => new Date(value).toISOString();

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
  const { shopId, viewer } = options;
  const after = options.cursor ? decodeCursor(options.cursor) : undefined;
  const beforeKey = after
    ? sql`(n.occurred_at, n.id) < (${after.time}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const position: SQL = after
    ? after.unread
      ? sql`and ((n.read_at is null and ${beforeKey}) or n.read_at is not null)`
      : sql`and n.read_at is not null and ${beforeKey}`
    : sql``;

  const result = (await options.tx.execute(sql`
    select n.*, n.occurred_at::text as cursor_time,
      (select timezone from shops where id = ${shopId}) as time_zone,
      (select currency from shops where id = ${shopId}) as currency,
      (select locale from shops where id = ${shopId}) as locale
    from (
      select m.id, clients.id as client_id, clients.name as client_name, m.content,
        m.occurred_at, m.read_at, null::int as booking_number,
        null::timestamptz as booking_starts_at, null::text as booking_services,
        null::uuid as job_order_id, null::int as estimate_number, null::text as estimate_signed_name,
        null::text as estimate_approved_total, null::text as estimate_presented_total
      from communication_logs m
      join clients on clients.shop_id = m.shop_id and clients.id = m.client_id
      where m.shop_id = ${shopId} and m.direction = 'inbound' and clients.archived_at is null
        and ${staffClientCondition({ shopId, viewer })}
      union all
      select a.id, c.id, c.name, null, a.created_at, null, a.number, a.starts_at,
        (select string_agg(s.name, ', ' order by s.position) from appointment_services s
          where s.appointment_id = a.id),
        null, null, null, null, null
      from appointments a
      join clients c on c.shop_id = a.shop_id and c.id = a.client_id
      where a.shop_id = ${shopId} and a.status = 'pending' and a.source = 'online'
        ${viewer.role === 'mechanic' ? sql`and a.mechanic_id = ${viewer.id}` : sql``}
      union all
      select e.id, c.id, c.name, null, e.answered_at, e.answer_read_at, null, null, null,
        j.id, j.number, e.signed_name, e.approved_total::text, e.presented_total::text
      from job_order_estimates e
      join job_orders j on j.shop_id = e.shop_id and j.id = e.job_order_id
      join clients c on c.shop_id = j.shop_id and c.id = j.client_id
      where e.shop_id = ${shopId} and e.answered_via in ('link', 'portal')
        and e.answered_at > now() - interval '30 days'
        ${viewer.role === 'mechanic' ? sql`and j.mechanic_id = ${viewer.id}` : sql``}
    ) n
    where true ${position}
    order by (n.read_at is null) desc, n.occurred_at desc, n.id desc
    limit ${options.limit + 1}`)) as unknown as { rows: Row[] };
  const rows = result.rows;

  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const booking =
        row.booking_number !== null && row.booking_starts_at !== null
          ? { id: row.id, number: Number(row.booking_number), startsAt: iso(row.booking_starts_at) }
          : null;
      return {
        id: row.id,
        client: { id: row.client_id, name: row.client_name },
        content: booking
          ? `Online booking ${formatRequestNumber(booking.number)}: ${[
              row.booking_services,
              formatDateTime(booking.startsAt, { timeZone: row.time_zone, locale: row.locale }),
            ]
              .filter(Boolean)
              .join(', ')}`
          : (estimateAnswerText(row) ?? row.content ?? ''),
        occurredAt: iso(row.occurred_at),
        readAt: row.read_at === null ? null : iso(row.read_at),
        booking,
        jobOrder:
          row.job_order_id !== null && row.estimate_number !== null
            ? { id: row.job_order_id, number: Number(row.estimate_number) }
            : null,
      };
    }),
    nextCursor:
      rows.length > options.limit && last
        ? encodeTimeCursor(last.read_at ? READ_SCOPE : UNREAD_SCOPE, {
            time: last.cursor_time,
            id: last.id,
          })
        : null,
  };
}
