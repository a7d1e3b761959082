import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatWeekdayDay } from '@pitstop/domain/date-format';
import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import { countLabel } from '@pitstop/domain/plural';
import { weekStartOf } from '@pitstop/domain/schedules';
import { IconChevronLeft, IconChevronRight, IconCopy, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCopyWeek } from '../api/copy-week.ts';
import { useScheduleWeek } from '../api/get-schedule-week.ts';
import { PendingRequests } from './pending-requests.tsx';
import { ScheduleGrid } from './schedule-grid.tsx';
import classes from './schedules.module.css';
import { ShiftDialog, type ShiftTarget } from './shift-dialog.tsx';
import { TimeOffRequestsSection } from './time-off-requests-section.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Manage Schedules (`/admin/employees/schedules`, admin and manager): the week grid with its
 * changes per date, copy to next week and print; the time-off requests to decide; and the
 * viewer's own time off. The week is in the address (`?week=` its Monday).
 */
export function SchedulesPage() {
  const dates = useDateFormat();
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const weekStart = weekStartOf(asked && DATE.test(asked) ? asked : localToday(dates.timeZone));
  const week = useScheduleWeek({ week: weekStart });
  const copy = useCopyWeek();
  const [editing, setEditing] = useState<ShiftTarget | null>(null);
  const [copying, setCopying] = useState(false);
  const go = (monday: string) => setParams({ week: monday });
  const nextWeek = addLocalDays(weekStart, 7);
  const label = `${formatWeekdayDay(weekStart, dates)} – ${formatWeekdayDay(addLocalDays(weekStart, 6), dates)}`;

  return (
    <Stack gap="lg" className={classes.printRoot}>
      <Stack gap={4}>
        <Title order={1}>Manage Schedules</Title>
        <Text c="dimmed" className={classes.noPrint}>
          Shifts and rotas for the team.
        </Text>
      </Stack>
      <Paper withBorder p="md" component="section" aria-labelledby="week-heading">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label="Previous week"
                className={classes.noPrint}
                onClick={() => go(addLocalDays(weekStart, -7))}
              >
                <IconChevronLeft size={16} aria-hidden />
              </ActionIcon>
              <Title order={2} size="h4" id="week-heading">
                Week of {label}
              </Title>
              <ActionIcon
                variant="default"
                aria-label="Next week"
                className={classes.noPrint}
                onClick={() => go(nextWeek)}
              >
                <IconChevronRight size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <Group gap="xs" className={classes.noPrint}>
              <Button
                variant="default"
                size="xs"
                onClick={() => go(weekStartOf(localToday(dates.timeZone)))}
              >
                This week
              </Button>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconCopy size={14} aria-hidden />}
                onClick={() => setCopying(true)}
              >
                Copy to next week
              </Button>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPrinter size={14} aria-hidden />}
                onClick={() => window.print()}
              >
                Print
              </Button>
            </Group>
          </Group>
          <Text size="xs" c="dimmed" className={classes.noPrint}>
            Choose a day to change someone's shifts for that date only; their weekly hours stay as
            they are (set them on Mechanic Availability).
          </Text>
          {week.isPending ? (
            <InlineLoading />
          ) : week.isError ? (
            <LoadFailure
              title="Could not load the schedule"
              error={week.error}
              onRetry={() => void week.refetch()}
              retrying={week.isFetching}
            />
          ) : (
            <ScheduleGrid week={week.data} onEdit={setEditing} />
          )}
        </Stack>
      </Paper>
      <div className={classes.noPrint}>
        <Stack gap="lg">
          <PendingRequests />
          <TimeOffRequestsSection />
        </Stack>
      </div>
      <ShiftDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={copying}
        title="Copy to next week"
        confirmLabel="Copy"
        busy={copy.isPending}
        onClose={() => setCopying(false)}
        onConfirm={() =>
          copy.mutate(weekStart, {
            onSuccess: (result) => {
              setCopying(false);
              showToast({
                color: 'teal',
                message: `Copied ${countLabel(result.copied, { one: 'change', other: 'changes' })} to the week of ${formatWeekdayDay(result.targetWeekStart, dates)}`,
              });
              go(result.targetWeekStart);
            },
            onError: (cause) => notifyFailure('Could not copy the week', cause),
          })
        }
      >
        <Text size="sm">
          This week's changed days are copied to the same days of the week of{' '}
          {formatWeekdayDay(nextWeek, dates)}. Changes already made there are replaced.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
