import { Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import { describeTimeOff } from '@pitstop/domain/schedules';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCancelTimeOffRequest } from '../api/cancel-time-off-request.ts';
import { useTimeOffRequests } from '../api/list-time-off-requests.ts';
import { TimeOffRequestDialog } from './time-off-request-dialog.tsx';
import { TimeOffStatusBadge } from './time-off-status-badge.tsx';

/**
 * "My time off": the signed-in staff member requests time off for themselves and follows their
 * requests (pending, approved, declined with the note), cancelling one still pending. Every
 * staff role reaches it: the dashboard, Manage Schedules and the Employee page place it.
 */
export function TimeOffRequestsSection() {
  const dates = useDateFormat();
  const requests = useTimeOffRequests('mine');
  const cancel = useCancelTimeOffRequest();
  const [asking, setAsking] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="my-time-off-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id="my-time-off-heading">
            My time off
          </Title>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            variant="light"
            onClick={() => setAsking(true)}
          >
            Request time off
          </Button>
        </Group>
        {requests.isPending ? (
          <InlineLoading />
        ) : requests.isError ? (
          <LoadFailure
            title="Could not load your time-off requests"
            error={requests.error}
            onRetry={() => void requests.refetch()}
            retrying={requests.isFetching}
          />
        ) : requests.data.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            No time off requested yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label="My time-off requests">
            {requests.data.items.map((item) => (
              <Card
                key={item.id}
                withBorder
                padding="sm"
                component="li"
                data-testid="my-time-off-request"
                style={{ listStyle: 'none' }}
              >
                <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600} size="sm">
                        {describeTimeOff(item, dates)}
                      </Text>
                      <TimeOffStatusBadge status={item.status} />
                    </Group>
                    {item.reason ? (
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {item.reason}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      Requested {formatDateTime(item.requestedAt, dates)}
                      {item.decidedAt
                        ? ` · ${item.status === 'approved' ? 'Approved' : 'Declined'} by ${item.decidedByName ?? 'a manager'} ${formatDateTime(item.decidedAt, dates)}`
                        : ''}
                    </Text>
                    {item.decisionNote ? (
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        “{item.decisionNote}”
                      </Text>
                    ) : null}
                  </Stack>
                  {item.status === 'pending' ? (
                    <Button
                      size="xs"
                      variant="default"
                      loading={cancel.isPending && cancel.variables === item.id}
                      aria-label={`Cancel request ${describeTimeOff(item, dates)}`}
                      onClick={() =>
                        cancel.mutate(item.id, {
                          onSuccess: () =>
                            showToast({ color: 'teal', message: 'Request cancelled' }),
                          onError: (cause) => notifyFailure('Could not cancel the request', cause),
                        })
                      }
                    >
                      Cancel request
                    </Button>
                  ) : null}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
      <TimeOffRequestDialog opened={asking} onClose={() => setAsking(false)} />
    </Paper>
  );
}
