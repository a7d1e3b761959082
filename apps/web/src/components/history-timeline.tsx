import { Text, Timeline } from '@mantine/core';
import type { HistoryEntry } from '@pitstop/domain/bookings';
import { formatDateTime } from '@pitstop/domain/date-format';
import { useDateFormat } from '../lib/dates.tsx';

function labelOf(labels: Record<string, string>, key: string | null): string | null {
  return key === null ? null : (labels[key] ?? key);
}

function actionLabel(entry: HistoryEntry, actionLabels: Record<string, string>): string {
  const known = actionLabels[entry.action];
  if (known) return known;
  const words = entry.action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Who did what to a record, and when (in the shop's time zone), oldest first: the history the
 * server keeps for bookings and job orders alike. Each record names its statuses and actions;
 * `detailLines` adds what an entry's details mean for people.
 */
export function HistoryTimeline({
  history,
  timeZone,
  statusLabels,
  actionLabels,
  detailLines,
}: {
  history: HistoryEntry[];
  timeZone: string;
  statusLabels: Record<string, string>;
  actionLabels: Record<string, string>;
  detailLines(entry: HistoryEntry): string[];
}) {
  const dates = { ...useDateFormat(), timeZone };
  if (history.length === 0) return <Text c="dimmed">No history yet.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={history.length - 1} aria-label="History">
      {history.map((entry) => {
        const from = labelOf(statusLabels, entry.fromStatus);
        const to = labelOf(statusLabels, entry.toStatus);
        return (
          <Timeline.Item
            key={entry.id}
            title={actionLabel(entry, actionLabels)}
            data-testid="history-entry"
          >
            <Text size="sm">
              {entry.actorName} · {formatDateTime(entry.occurredAt, dates)}
            </Text>
            {from && to && from !== to ? (
              <Text size="xs" c="dimmed">
                {from} → {to}
              </Text>
            ) : null}
            {detailLines(entry).map((line) => (
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
