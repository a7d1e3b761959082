import { appointmentStatusLabels, type HistoryEntry } from '@pitstop/domain/bookings';
import { type DateFormat, formatDateTime } from '@pitstop/domain/date-format';
import { HistoryTimeline } from '../../../components/history-timeline.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';

const actionLabels: Record<string, string> = {
  created: 'Booked',
  confirm: 'Confirmed',
  check_in: 'Checked in',
  complete: 'Completed',
  cancel: 'Cancelled',
  no_show: 'Marked as no-show',
  rescheduled: 'Rescheduled',
  assigned: 'Mechanic assigned',
  updated: 'Changed',
};

type Moment = { startsAt?: unknown };
type Assignee = { name?: unknown };

/** What the entry's details add for people: the new time, the new mechanic, what was overridden. */
function detailLines(entry: HistoryEntry, dates: DateFormat): string[] {
  const details = entry.details ?? {};
  const lines: string[] = [];
  const to = details.to as (Moment & Assignee) | undefined;
  const from = details.from as (Moment & Assignee) | undefined;
  if (entry.action === 'rescheduled' && typeof to?.startsAt === 'string') {
    const before =
      typeof from?.startsAt === 'string' ? `${formatDateTime(from.startsAt, dates)} → ` : '';
    lines.push(`${before}${formatDateTime(to.startsAt, dates)}`);
  }
  if (entry.action === 'assigned' && to) {
    const name = (assignee: Assignee | undefined) =>
      typeof assignee?.name === 'string' ? assignee.name : 'Unassigned';
    lines.push(`${name(from)} → ${name(to)}`);
  }
  const overridden = details.overridden;
  if (Array.isArray(overridden) && overridden.length > 0) {
    const reasons = overridden.map((item) =>
      typeof item === 'string'
        ? item
        : typeof (item as { message?: unknown })?.message === 'string'
          ? (item as { message: string }).message
          : '',
    );
    lines.push(`Booked anyway: ${reasons.filter(Boolean).join('; ')}`);
  }
  return lines;
}

/** Who did what to the booking, and when (in the shop's time zone), oldest first. */
export function BookingHistory({
  history,
  timeZone,
}: {
  history: HistoryEntry[];
  timeZone: string;
}) {
  const dates = useDateFormat(timeZone);
  return (
    <HistoryTimeline
      history={history}
      timeZone={timeZone}
      statusLabels={appointmentStatusLabels}
      actionLabels={actionLabels}
      detailLines={(entry) => detailLines(entry, dates)}
    />
  );
}
