import { ActionIcon, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatWeekdayDay } from '@pitstop/domain/date-format';
import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import { describeTimeOff, weekStartOf } from '@pitstop/domain/schedules';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useScheduleWeek } from '../api/get-schedule-week.ts';
import { ScheduleGrid } from './schedule-grid.tsx';
import { TimeOffStatusBadge } from './time-off-status-badge.tsx';

/**
 * One person's week (their shifts, changes and time off) for the Employee page: admin and
 * manager see anyone's, a staff member their own. Read only; changes are made on Manage
 * Schedules.
 */
export function EmployeeScheduleSection({ userId }: { userId: string }) {
  const dates = useDateFormat();
  const [weekStart, setWeekStart] = useState(() => weekStartOf(localToday(dates.timeZone)));
  const week = useScheduleWeek({ week: weekStart, userId });
  const person = week.data?.staff[0];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`schedule-${userId}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={`schedule-${userId}`}>
            Schedule
          </Title>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label="Previous week"
              onClick={() => setWeekStart(addLocalDays(weekStart, -7))}
            >
              <IconChevronLeft size={16} aria-hidden />
            </ActionIcon>
            <Text size="sm">
              {formatWeekdayDay(weekStart, dates)} –{' '}
              {formatWeekdayDay(addLocalDays(weekStart, 6), dates)}
            </Text>
            <ActionIcon
              variant="default"
              aria-label="Next week"
              onClick={() => setWeekStart(addLocalDays(weekStart, 7))}
            >
              <IconChevronRight size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {week.isPending ? (
          <InlineLoading />
        ) : week.isError ? (
          <LoadFailure
            title="Could not load the schedule"
            error={week.error}
            onRetry={() => void week.refetch()}
            retrying={week.isFetching}
          />
        ) : !person ? (
          <Text size="sm" c="dimmed">
            Not on the schedule (deactivated, or not a staff member of this workshop).
          </Text>
        ) : (
          <>
            <ScheduleGrid week={week.data} />
            <Title order={3} size="h5">
              Time off this week
            </Title>
            {person.timeOff.length === 0 ? (
              <Text size="sm" c="dimmed">
                None.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={360} type="native">
                <Table aria-label="Time off this week">
                  <Table.Tbody>
                    {person.timeOff.map((off) => (
                      <Table.Tr key={off.id}>
                        <Table.Td>{describeTimeOff(off, dates)}</Table.Td>
                        <Table.Td>{off.reason ?? '—'}</Table.Td>
                        <Table.Td>
                          <TimeOffStatusBadge status={off.status} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
