import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ClockAction, ClockState } from '@pitstop/domain/attendance';
import { formatTime } from '@pitstop/domain/date-format';
import { IconClockPause, IconClockPlay, IconClockStop, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useClock } from '../api/clock.ts';
import { useTimeClock } from '../api/get-time-clock.ts';

/** "7:42:05": time worked today, counting on each second while at work and not on a break. */
function WorkedToday({ state }: { state: ClockState }) {
  const running = state.clockedInSince !== null && state.onBreakSince === null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const extra = running ? Math.max(0, Math.floor((now - Date.parse(state.asOf)) / 1000)) : 0;
  const seconds = state.workedTodaySeconds + extra;
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    <Text component="span" fz="xl" fw={700} ff="monospace" data-testid="worked-today">
      {Math.floor(seconds / 3600)}:{pad(Math.floor(seconds / 60) % 60)}:{pad(seconds % 60)}
    </Text>
  );
}

const toasts: Record<ClockAction, string> = {
  in: 'Clocked in',
  out: 'Clocked out',
  'break-start': 'Break started',
  'break-end': 'Break ended',
};

/**
 * The time clock on every staff member's dashboard (issue 24): whether they are in and since
 * when, today's time worked ticking, and Clock in / Start break / End break / Clock out.
 */
export function ClockCard() {
  const dates = useDateFormat();
  const state = useTimeClock();
  const clock = useClock();

  if (state.isPending) return <Skeleton height={132} radius="md" />;
  if (state.isError)
    return (
      <LoadFailure
        title="Could not load your time clock"
        error={state.error}
        onRetry={() => void state.refetch()}
        retrying={state.isFetching}
      />
    );
  const { clockedInSince, onBreakSince } = state.data;
  const act = (action: ClockAction) =>
    clock.mutate(action, {
      onSuccess: () => showToast({ color: 'teal', message: toasts[action] }),
      onError: (cause) => notifyFailure('Time clock', cause),
    });
  const busy = (action: ClockAction) => clock.isPending && clock.variables === action;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="time-clock-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="time-clock-title">
              Time clock
            </Title>
            <Text size="sm" c="dimmed" data-testid="clock-status">
              {onBreakSince
                ? `On a break since ${formatTime(onBreakSince, dates)}`
                : clockedInSince
                  ? `Clocked in since ${formatTime(clockedInSince, dates)}`
                  : 'Clocked out'}
            </Text>
          </Stack>
          <Badge variant="light" color={onBreakSince ? 'yellow' : clockedInSince ? 'teal' : 'gray'}>
            {onBreakSince ? 'On break' : clockedInSince ? 'In' : 'Out'}
          </Badge>
        </Group>
        <Group gap="xs" align="baseline">
          <Text size="sm" c="dimmed">
            Worked today
          </Text>
          <WorkedToday state={state.data} />
        </Group>
        <Group gap="xs" wrap="wrap">
          {clockedInSince === null ? (
            <Button
              leftSection={<IconClockPlay size={16} aria-hidden />}
              loading={busy('in')}
              onClick={() => act('in')}
            >
              Clock in
            </Button>
          ) : (
            <>
              {onBreakSince ? (
                <Button
                  variant="light"
                  leftSection={<IconPlayerPlay size={16} aria-hidden />}
                  loading={busy('break-end')}
                  onClick={() => act('break-end')}
                >
                  End break
                </Button>
              ) : (
                <Button
                  variant="light"
                  leftSection={<IconClockPause size={16} aria-hidden />}
                  loading={busy('break-start')}
                  onClick={() => act('break-start')}
                >
                  Start break
                </Button>
              )}
              <Button
                color="red"
                variant="light"
                leftSection={<IconClockStop size={16} aria-hidden />}
                loading={busy('out')}
                onClick={() => act('out')}
              >
                Clock out
              </Button>
            </>
          )}
        </Group>
        <Anchor component={Link} to="/admin/employees/timesheets" size="sm">
          Timesheets
        </Anchor>
      </Stack>
    </Card>
  );
}
