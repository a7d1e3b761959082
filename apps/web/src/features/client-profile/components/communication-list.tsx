import { Card, Group, Stack, Text } from '@mantine/core';
import {
  type Communication,
  type CommunicationList as CommunicationPage,
  communicationStatusColor,
  communicationStatusLabels,
  communicationTypeLabels,
} from '@pitstop/domain/communications';
import { formatDateTime } from '@pitstop/domain/date-format';
import {
  IconArrowDownLeft,
  IconBrandWhatsapp,
  IconMail,
  IconMessage,
  IconMessageCircle,
  IconNote,
  IconPhone,
} from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';

const typeIcons = {
  email: IconMail,
  phone: IconPhone,
  sms: IconMessage,
  whatsapp: IconBrandWhatsapp,
  note: IconNote,
  message: IconMessageCircle,
} as const;

function CommunicationItem({ item, showShop }: { item: Communication; showShop: boolean }) {
  const dates = useDateFormat();
  const Icon = typeIcons[item.type];
  const inbound = item.direction === 'inbound';
  return (
    <Card withBorder padding="md" component="li" data-testid="communication">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Icon size={18} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600} size="sm">
              {communicationTypeLabels[item.type]}
            </Text>
            {inbound ? (
              <StatusBadge color="gray" leftSection={<IconArrowDownLeft size={12} aria-hidden />}>
                From the client
              </StatusBadge>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" component="time" dateTime={item.occurredAt}>
              {formatDateTime(item.occurredAt, dates)}
            </Text>
            <StatusBadge
              color={communicationStatusColor(item.status)}
              data-testid="communication-status"
              data-color={communicationStatusColor(item.status)}
            >
              {communicationStatusLabels[item.status]}
            </StatusBadge>
          </Group>
        </Group>
        {showShop || item.authorName ? (
          <Text size="xs" c="dimmed">
            {[showShop ? item.shop.name : null, item.authorName ? `by ${item.authorName}` : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        ) : null}
        {item.subject ? (
          <Text size="sm" fw={600}>
            {item.subject}
          </Text>
        ) : null}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.content}
        </Text>
        {item.notes ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              Notes:{' '}
            </Text>
            {item.notes}
          </Text>
        ) : null}
        {item.status === 'failed' && item.error ? (
          <Text size="sm" c="red" role="note">
            Not delivered: {item.error}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * Spec §2 "Communication History": type, date/time, status badge (green when sent, otherwise
 * yellow), content and optional notes; its loading and empty texts verbatim. A failure is shown
 * with a Retry instead of being only logged (DESIGN.md §3.8).
 */
export function CommunicationList({
  query,
  showShop = false,
}: {
  query: UseInfiniteQueryResult<InfiniteData<CommunicationPage>>;
  showShop?: boolean;
}) {
  if (query.isPending) {
    return <InlineLoading label="Loading communications..." />;
  }
  if (query.isError && !query.data) {
    return (
      <LoadFailure
        title="Could not load the communications"
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
        No communications found
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack
        gap="sm"
        component="ul"
        aria-label="Communications"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((item) => (
          <CommunicationItem key={item.id} item={item} showShop={showShop} />
        ))}
      </Stack>
      <LoadMore query={query} failureTitle="Could not load more communications" />
    </Stack>
  );
}
