import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import type { Notification } from '@pitstop/domain/notifications';
import {
  IconCalendarEvent,
  IconCalendarOff,
  IconFileCheck,
  IconMessageCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkEstimateAnswerRead } from '../api/mark-estimate-answer-read.ts';
import { useMarkTimeOffDecisionRead } from '../api/mark-time-off-decision-read.ts';

/**
 * Where a notification leads: the booking, the job order of the answered estimate, Manage
 * Schedules for a request to decide, the dashboard's "My time off" for a decision, or the messages.
 */
function targetOf(item: Notification): string {
  if (item.booking) return `/admin/calendar/bookings/${encodeURIComponent(item.booking.id)}`;
  if (item.jobOrder) return `/admin/job-orders/${encodeURIComponent(item.jobOrder.id)}`;
  if (item.timeOff) {
    return item.timeOff.status === 'pending' ? '/admin/employees/schedules' : '/admin';
  }
  return `/admin/clients/${encodeURIComponent(item.client?.id ?? '')}?tab=communications`;
}

function NotificationItem({ item }: { item: Notification }) {
  const dates = useDateFormat();
  const unread = item.readAt === null;
  const markAnswerRead = useMarkEstimateAnswerRead();
  const markDecisionRead = useMarkTimeOffDecisionRead();
  const markRead = !unread
    ? undefined
    : item.jobOrder
      ? () => markAnswerRead.mutate(item.id)
      : item.timeOff && item.timeOff.status !== 'pending'
        ? () => markDecisionRead.mutate(item.id)
        : undefined;
  return (
    <Card
      withBorder
      padding="md"
      component="li"
      data-testid="notification"
      data-unread={String(unread)}
      style={unread ? { borderLeft: '4px solid var(--mantine-color-blue-filled)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {item.booking ? (
              <IconCalendarEvent size={18} aria-hidden color="var(--mantine-color-dimmed)" />
            ) : item.jobOrder ? (
              <IconFileCheck size={18} aria-hidden color="var(--mantine-color-dimmed)" />
            ) : item.timeOff ? (
              <IconCalendarOff size={18} aria-hidden color="var(--mantine-color-dimmed)" />
            ) : (
              <IconMessageCircle size={18} aria-hidden color="var(--mantine-color-dimmed)" />
            )}
            {/* A message's Communications read it; an estimate answer or a time-off decision is
                read by opening it here. */}
            <Anchor
              component={Link}
              to={targetOf(item)}
              onClick={markRead}
              fw={unread ? 700 : 500}
              size="sm"
            >
              {item.timeOff
                ? item.timeOff.status === 'pending'
                  ? 'Time-off request'
                  : 'Your time off'
                : item.client?.name}
            </Anchor>
            {unread ? <StatusBadge color="blue">Unread</StatusBadge> : null}
          </Group>
          <Text size="xs" c="dimmed" component="time" dateTime={item.occurredAt}>
            {formatDateTime(item.occurredAt, dates)}
          </Text>
        </Group>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.content}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The staff inbox: car owners' messages to the shop, online bookings waiting for confirmation and
 * customers' estimate answers, unread first, each leading to the Communications, the booking or
 * the job order.
 */
export function NotificationList() {
  const query = useNotifications();
  if (query.isPending) return <InlineLoading label="Loading notifications..." />;
  if (query.isError && !query.data) {
    return (
      <LoadFailure
        title="Could not load the notifications"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No notifications
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack
        gap="sm"
        component="ul"
        aria-label="Notifications"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} />
        ))}
      </Stack>
      <LoadMore query={query} failureTitle="Could not load more notifications" />
    </Stack>
  );
}
