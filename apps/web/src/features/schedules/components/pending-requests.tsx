import { Anchor, Button, Card, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatRequestNumber } from '@pitstop/domain/bookings';
import { formatDateTime, formatTime } from '@pitstop/domain/date-format';
import { type Role, roleLabels } from '@pitstop/domain/roles';
import { describeTimeOff, type TimeOffRequest } from '@pitstop/domain/schedules';
import { useState } from 'react';
import { Link } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDecideTimeOffRequest } from '../api/decide-time-off-request.ts';
import { useTimeOffRequests } from '../api/list-time-off-requests.ts';

function PendingRequest({ item }: { item: TimeOffRequest }) {
  const dates = useDateFormat();
  const decide = useDecideTimeOffRequest();
  const [note, setNote] = useState('');
  const when = describeTimeOff(item, dates);
  const submit = (decision: 'approved' | 'declined') =>
    decide.mutate(
      { id: item.id, input: { decision, note: note.trim() || null } },
      {
        onSuccess: () =>
          showToast({
            color: 'teal',
            message: `${item.name}'s time off ${decision === 'approved' ? 'approved' : 'declined'}`,
          }),
        onError: (cause) => notifyFailure('Could not record the decision', cause),
      },
    );
  return (
    <Card
      withBorder
      padding="sm"
      component="li"
      style={{ listStyle: 'none' }}
      data-testid="pending-time-off-request"
      aria-label={`${item.name}: ${when}`}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{item.name}</Text>
          <Text size="sm" c="dimmed">
            {roleLabels[item.role as Role] ?? item.role}
          </Text>
        </Group>
        <Text size="sm">{when}</Text>
        {item.reason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.reason}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          Requested {formatDateTime(item.requestedAt, dates)}
        </Text>
        {item.bookings.length === 0 ? (
          <Text size="sm" c="dimmed">
            No bookings of theirs fall in this time.
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Bookings in this time ({item.bookings.length}) — reassign or move them:
            </Text>
            <Stack
              gap={2}
              component="ul"
              p={0}
              m={0}
              aria-label={`Bookings of ${item.name} in this time`}
            >
              {item.bookings.map((booking) => (
                <Text key={booking.id} size="sm" component="li" style={{ listStyle: 'none' }}>
                  <Anchor
                    component={Link}
                    to={`/admin/calendar/bookings/${booking.id}`}
                    size="sm"
                    underline="always"
                  >
                    {formatRequestNumber(booking.number)}
                  </Anchor>{' '}
                  {booking.clientName}, {formatDateTime(booking.startsAt, dates)}–
                  {formatTime(booking.endsAt, dates)}
                </Text>
              ))}
            </Stack>
          </Stack>
        )}
        <Textarea
          label="Note to them"
          placeholder="Optional"
          autosize
          minRows={1}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button
            size="xs"
            loading={decide.isPending && decide.variables?.input.decision === 'approved'}
            disabled={decide.isPending}
            onClick={() => submit('approved')}
          >
            Approve
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={decide.isPending && decide.variables?.input.decision === 'declined'}
            disabled={decide.isPending}
            onClick={() => submit('declined')}
          >
            Decline
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Time-off requests waiting for the admin's or manager's decision, soonest first. */
export function PendingRequests() {
  const requests = useTimeOffRequests('pending');
  const count = requests.data?.items.length ?? 0;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="pending-requests-heading">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h3" id="pending-requests-heading">
            Time-off requests
          </Title>
          {requests.data ? (
            <StatusBadge color={count > 0 ? 'orange' : 'gray'}>{count} pending</StatusBadge>
          ) : null}
        </Group>
        {requests.isPending ? (
          <InlineLoading />
        ) : requests.isError ? (
          <LoadFailure
            title="Could not load the time-off requests"
            error={requests.error}
            onRetry={() => void requests.refetch()}
            retrying={requests.isFetching}
          />
        ) : count === 0 ? (
          <Text size="sm" c="dimmed">
            No requests waiting for a decision.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label="Pending time-off requests">
            {requests.data.items.map((item) => (
              <PendingRequest key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
