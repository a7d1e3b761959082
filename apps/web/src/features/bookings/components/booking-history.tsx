import { Text, Timeline } from '@mantine/core';
import {
  type AppointmentStatus,
  appointmentStatusLabels,
  formatBookingDateTime,
  type HistoryEntry,
} from '@pitstop/domain/bookings';

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

function statusLabel(status: string | null): string | null {
  return status && status in appointmentStatusLabels
    ? appointmentStatusLabels[status as AppointmentStatus]
    : status;
}

function actionLabel(entry: HistoryEntry): string {
  const known = actionLabels[entry.action];
  if (known) return known;
  const words = entry.action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Moment = { startsAt?: unknown };
type Assignee = { name?: unknown };

/** What the entry's details add for people: the new time, the new mechanic, what was overridden. */
function detailLines(entry: HistoryEntry, timeZone: string): string[] {
  const details = entry.details ?? {};
  const lines: string[] = [];
  const to = details.to as (Moment & Assignee) | undefined;
  const from = details.from as (Moment & Assignee) | undefined;
  if (entry.action === 'rescheduled' && typeof to?.startsAt === 'string') {
    const before =
      typeof from?.startsAt === 'string'
        ? `${formatBookingDateTime(from.startsAt, timeZone)} → `
        : '';
    lines.push(`${before}${formatBookingDateTime(to.startsAt, timeZone)}`);
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
  if (history.length === 0) return <Text c="dimmed">No history yet.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={history.length - 1} aria-label="History">
      {history.map((entry) => {
        const from = statusLabel(entry.fromStatus);
        const to = statusLabel(entry.toStatus);
        return (
          <Timeline.Item key={entry.id} title={actionLabel(entry)} data-testid="history-entry">
            <Text size="sm">
              {entry.actorName} · {formatBookingDateTime(entry.occurredAt, timeZone)}
            </Text>
            {from && to && from !== to ? (
              <Text size="xs" c="dimmed">
                {from} → {to}
              </Text>
            ) : null}
            {detailLines(entry, timeZone).map((line) => (
              <Text key={line} size="xs" c="dimmed">
                {line}
              </Text>
            ))}
            {entry.reason ? <Text size="sm">Reason: {entry.reason}</Text> : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
