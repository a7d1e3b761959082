import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import type { JobOrderSummary, RunningClock } from '@pitstop/domain/job-order-views';
import { clockMode, formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { countLabel } from '@pitstop/domain/plural';
import {
  IconCash,
  IconClipboardCheck,
  IconClockPlay,
  IconClockStop,
  IconStar,
  IconStopwatch,
  IconTool,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { JobOrderStatusBadge } from '../../../components/job-order-status-badge.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { DashboardSkeleton, StatCard } from '../../../components/stat-card.tsx';
import { VehicleCell } from '../../../components/vehicle-cell.tsx';
import { useClockJobOrder } from '../../../lib/api/clock-job-order.ts';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useMechanicDashboard } from '../api/get-mechanic-dashboard.ts';

/** "25 min", "2 h 5 min". */
function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "0:42:07": how long the running clock has run, ticking every second. */
function Elapsed({ since }: { since: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    <time dateTime={since}>
      {Math.floor(seconds / 3600)}:{pad(Math.floor(seconds / 60) % 60)}:{pad(seconds % 60)}
    </time>
  );
}

function ClockButton(props: { job: JobOrderSummary; running: RunningClock }) {
  const clock = useClockJobOrder();
  const number = formatJobOrderNumber(props.job.number);
  const runningHere = props.running?.jobOrderId === props.job.id;
  // A diagnosis clock names its job: it starts on the job order's page.
  if (!runningHere && clockMode(props.job.status) !== 'work') return null;
  const action = runningHere ? 'stop' : 'start';
  return (
    <Button
      size="xs"
      variant={runningHere ? 'filled' : 'light'}
      color={runningHere ? 'red' : undefined}
      leftSection={
        runningHere ? (
          <IconClockStop size={16} aria-hidden />
        ) : (
          <IconClockPlay size={16} aria-hidden />
        )
      }
      loading={clock.isPending}
      aria-label={`${runningHere ? 'Stop clock' : 'Start clock'} on ${number}`}
      onClick={() =>
        clock.mutate(
          { id: props.job.id, action },
          {
            onSuccess: () =>
              showToast({
                color: 'teal',
                message:
                  action === 'start' ? `Clock started on ${number}` : `Clock stopped on ${number}`,
              }),
            onError: (error) => notifyFailure('Error updating the clock', error),
          },
        )
      }
    >
      {runningHere ? 'Stop clock' : 'Start clock'}
    </Button>
  );
}

/**
 * A mechanic's `/admin`: their running clock, their queue of open jobs by promised time, each
 * with its clock (first, so a phone shows the work before the numbers), and the spec's stat
 * strip (services completed, average rating, earnings this month, response time). Live:
 * `job_order.changed` refetches it.
 */
export function MechanicHome() {
  const dates = useDateFormat();
  const dashboard = useMechanicDashboard();
  const money = useFormatMoney(dashboard.data?.currency);
  const clock = useClockJobOrder();

  if (dashboard.isPending) {
    return <DashboardSkeleton label="Loading your work" figures={4} columns={4} panelFirst />;
  }
  if (dashboard.isError) {
    return (
      <LoadFailure
        title="Error loading your work"
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  }

  const { queue, stats, runningClock, timeZone } = dashboard.data;
  return (
    <Stack gap="lg">
      {runningClock ? (
        <Card withBorder padding="md" component="section" aria-label="Your clock">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <IconStopwatch aria-hidden size={28} color="var(--mantine-color-teal-6)" />
              <Stack gap={0}>
                <Text fw={600}>
                  Clock running on{' '}
                  <Anchor component={Link} to={`/admin/job-orders/${runningClock.jobOrderId}`}>
                    {formatJobOrderNumber(runningClock.number)}
                  </Anchor>
                </Text>
                <Text size="sm" c="dimmed">
                  Since {formatDateTime(runningClock.startedAt, { ...dates, timeZone })} ·{' '}
                  <Elapsed since={runningClock.startedAt} />
                </Text>
              </Stack>
            </Group>
            <Button
              color="red"
              leftSection={<IconClockStop size={18} aria-hidden />}
              loading={clock.isPending}
              onClick={() =>
                clock.mutate(
                  { id: runningClock.jobOrderId, action: 'stop' },
                  {
                    onSuccess: () => showToast({ color: 'teal', message: 'Clock stopped' }),
                    onError: (error) => notifyFailure('Error updating the clock', error),
                  },
                )
              }
            >
              Stop clock
            </Button>
          </Group>
        </Card>
      ) : null}

      <Card withBorder padding="md" component="section" aria-labelledby="my-queue">
        <Title order={2} size="h4" id="my-queue" mb="sm">
          My queue
        </Title>
        {queue.length === 0 ? (
          <Text c="dimmed" size="sm">
            No open jobs are assigned to you.
          </Text>
        ) : (
          <ResponsiveTable
            label="My queue"
            rows={queue}
            rowKey={(job) => job.id}
            verticalSpacing="xs"
            rowProps={(job) => ({ 'data-job-order': String(job.number) })}
            columns={[
              {
                key: 'number',
                header: 'Job order',
                kind: 'title',
                nowrap: true,
                cell: (job) => (
                  <Anchor component={Link} to={`/admin/job-orders/${job.id}`} fw={600}>
                    {formatJobOrderNumber(job.number)}
                  </Anchor>
                ),
              },
              {
                key: 'vehicle',
                header: 'Vehicle',
                cell: (job) => <VehicleCell vehicle={job.vehicle} />,
              },
              { key: 'client', header: 'Client', priority: 3, cell: (job) => job.client.name },
              {
                key: 'status',
                header: 'Status',
                nowrap: true,
                cell: (job) => <JobOrderStatusBadge status={job.status} />,
              },
              {
                key: 'promised',
                header: 'Promised',
                priority: 2,
                cell: (job) => formatDateTime(job.promisedAt, { ...dates, timeZone }),
              },
              {
                key: 'actions',
                header: 'Clock and inspections',
                kind: 'actions',
                cell: (job) => (
                  <Group gap="xs" wrap="nowrap">
                    <ClockButton job={job} running={runningClock} />
                    <Button
                      component={Link}
                      to={`/admin/job-orders/${job.id}#inspections`}
                      variant="default"
                      size="sm"
                      leftSection={<IconClipboardCheck size={16} aria-hidden />}
                      aria-label={`Inspect ${formatJobOrderNumber(job.number)}`}
                    >
                      Inspect
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Card>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard label="Services completed" value={stats.servicesCompleted} icon={IconTool} />
        <StatCard
          label="Average rating"
          value={
            stats.averageRating === null ? (
              <Text component="span" fz="lg" fw={600}>
                No ratings yet
              </Text>
            ) : (
              `${stats.averageRating.toFixed(1)} / 5`
            )
          }
          hint={
            stats.ratingCount > 0
              ? `From ${countLabel(stats.ratingCount, { one: 'rating', other: 'ratings' })}`
              : undefined
          }
          icon={IconStar}
        />
        <StatCard
          label="Earnings this month"
          value={money(stats.earnings)}
          hint="Labor on your completed jobs"
          icon={IconCash}
        />
        <StatCard
          label="Response time"
          value={
            stats.responseTimeMinutes === null ? (
              <Text component="span" fz="lg" fw={600}>
                No clock-ins yet
              </Text>
            ) : (
              formatMinutes(stats.responseTimeMinutes)
            )
          }
          hint="Median from assignment to first clock-in"
          icon={IconStopwatch}
        />
      </SimpleGrid>
    </Stack>
  );
}
