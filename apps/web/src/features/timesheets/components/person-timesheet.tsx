import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AttendanceEntry } from '@pitstop/domain/attendance';
import {
  formatDateTime,
  formatTime,
  formatWeekdayCalendarDate,
  formatWeekdayDay,
} from '@pitstop/domain/date-format';
import { localParts } from '@pitstop/domain/local-time';
import type { TimesheetPerson } from '@pitstop/domain/timesheets';
import { IconCheck, IconLockOpen, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useApproveTimesheet, useReopenTimesheet } from '../api/approve-timesheet.ts';
import { usePersonTimesheet } from '../api/get-person-timesheet.ts';
import { EntryDialog } from './entry-dialog.tsx';

/** What the viewer may do on a timesheet: admin and manager correct and approve, admin reopens. */
export type TimesheetRights = { correct: boolean; approve: boolean; reopen: boolean };

export function ApprovalBadge({ person }: { person: Pick<TimesheetPerson, 'approval'> }) {
  return person.approval ? (
    <Badge color="teal" variant="light">
      Approved
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Open
    </Badge>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="xs">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={`total-${label.toLowerCase().replace(/ /g, '-')}`}>
        {value} h
      </Text>
    </Paper>
  );
}

/**
 * One person's timesheet for a pay period: totals, the days, and the entries with their breaks
 * and corrections; Correct / Add missed entry, Approve and Reopen for those allowed.
 */
export function PersonTimesheet({
  userId,
  period,
  rights,
}: {
  userId: string;
  /** Any date in the period; today's period when undefined. */
  period: string | undefined;
  rights: TimesheetRights;
}) {
  const dates = useDateFormat();
  const sheet = usePersonTimesheet(userId, period);
  const approve = useApproveTimesheet();
  const reopen = useReopenTimesheet();
  const [editing, setEditing] = useState<AttendanceEntry | null | 'new'>(null);

  if (sheet.isPending) return <InlineLoading />;
  if (sheet.isError)
    return (
      <LoadFailure
        title="Could not load the timesheet"
        error={sheet.error}
        onRetry={() => void sheet.refetch()}
        retrying={sheet.isFetching}
      />
    );
  const { person, entries, period: shown } = sheet.data;
  const approved = person.approval !== null;
  const dayOf = (instant: string) => localParts(instant, dates.timeZone).date;
  const breakMinutes = (entry: AttendanceEntry) =>
    entry.breaks.reduce(
      (total, item) =>
        total +
        Math.round(
          (Date.parse(item.endedAt ?? new Date().toISOString()) - Date.parse(item.startedAt)) /
            60_000,
        ),
      0,
    );

  return (
    <Stack gap="md" data-testid="person-timesheet">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={2} fz="lg">
            {person.name}
          </Title>
          <ApprovalBadge person={person} />
          {person.clockedIn ? (
            <Badge color="teal" variant="outline">
              Clocked in
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs" wrap="wrap">
          {rights.correct && !approved ? (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              Add missed entry
            </Button>
          ) : null}
          {rights.approve && !approved ? (
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(
                  { userId, period: shown.start },
                  {
                    onSuccess: () => showToast({ color: 'teal', message: 'Timesheet approved' }),
                    onError: (cause) => notifyFailure('Error approving timesheet', cause),
                  },
                )
              }
            >
              Approve
            </Button>
          ) : null}
          {rights.reopen && approved ? (
            <Button
              variant="default"
              leftSection={<IconLockOpen size={16} aria-hidden />}
              loading={reopen.isPending}
              onClick={() =>
                reopen.mutate(
                  { userId, period: shown.start },
                  {
                    onSuccess: () => showToast({ color: 'teal', message: 'Timesheet reopened' }),
                    onError: (cause) => notifyFailure('Error reopening timesheet', cause),
                  },
                )
              }
            >
              Reopen
            </Button>
          ) : null}
        </Group>
      </Group>
      {person.approval ? (
        <Text size="sm" c="dimmed">
          Approved {formatDateTime(person.approval.approvedAt, dates)}
          {person.approval.approvedBy ? ` by ${person.approval.approvedBy}` : ''}: its entries are
          locked.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        <Figure label="Worked" value={person.totals.workedHours} />
        <Figure label="Breaks" value={person.totals.breakHours} />
        <Figure label="Regular" value={person.totals.regularHours} />
        <Figure label="Overtime" value={person.totals.overtimeHours} />
        <Figure label="Job clock" value={person.totals.jobClockHours} />
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 0 }}>
        <ResponsiveTable
          label={`Days of ${person.name}`}
          rows={person.days}
          rowKey={(day) => day.date}
          empty={
            <Text c="dimmed" p="md">
              No time in this period.
            </Text>
          }
          rowProps={() => ({ 'data-testid': 'timesheet-day' })}
          columns={[
            {
              key: 'date',
              header: 'Day',
              kind: 'title',
              nowrap: true,
              cell: (day) => formatWeekdayDay(day.date, dates),
            },
            {
              key: 'worked',
              header: 'Worked (h)',
              align: 'right',
              nowrap: true,
              cell: (day) => day.workedHours,
            },
            {
              key: 'breaks',
              header: 'Breaks (h)',
              align: 'right',
              nowrap: true,
              priority: 2,
              cell: (day) => day.breakHours,
            },
            {
              key: 'regular',
              header: 'Regular (h)',
              align: 'right',
              nowrap: true,
              priority: 2,
              cell: (day) => day.regularHours,
            },
            {
              key: 'overtime',
              header: 'Overtime (h)',
              align: 'right',
              nowrap: true,
              cell: (day) => day.overtimeHours,
            },
            {
              key: 'job',
              header: 'Job clock (h)',
              align: 'right',
              nowrap: true,
              priority: 3,
              cell: (day) => day.jobClockHours,
            },
          ]}
        />
      </Paper>
      <Title order={3} fz="md">
        Entries
      </Title>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 0 }}>
        <ResponsiveTable
          label={`Clock entries of ${person.name}`}
          rows={entries}
          rowKey={(entry) => entry.id}
          empty={
            <Text c="dimmed" p="md">
              No clock entries in this period.
            </Text>
          }
          rowProps={() => ({ 'data-testid': 'attendance-entry' })}
          columns={[
            {
              key: 'day',
              header: 'Day',
              kind: 'title',
              nowrap: true,
              cell: (entry) => formatWeekdayCalendarDate(dayOf(entry.clockedInAt), dates),
            },
            {
              key: 'in',
              header: 'In',
              nowrap: true,
              cell: (entry) => formatTime(entry.clockedInAt, dates),
            },
            {
              key: 'out',
              header: 'Out',
              nowrap: true,
              cell: (entry) =>
                entry.clockedOutAt
                  ? dayOf(entry.clockedOutAt) === dayOf(entry.clockedInAt)
                    ? formatTime(entry.clockedOutAt, dates)
                    : formatDateTime(entry.clockedOutAt, dates)
                  : 'Still in',
            },
            {
              key: 'breaks',
              header: 'Breaks',
              nowrap: true,
              priority: 2,
              cell: (entry) => (entry.breaks.length ? `${breakMinutes(entry)} min` : '—'),
            },
            {
              key: 'worked',
              header: 'Worked (h)',
              align: 'right',
              nowrap: true,
              cell: (entry) => entry.workedHours,
            },
            {
              key: 'notes',
              header: 'Notes',
              priority: 3,
              cell: (entry) => (
                <Stack gap={2}>
                  {entry.autoClosed ? (
                    <Badge color="orange" variant="light" size="sm">
                      Auto-closed at closing time
                    </Badge>
                  ) : null}
                  {entry.changes.map((change) => (
                    <Text key={`${change.occurredAt}-${change.action}`} size="xs" c="dimmed">
                      {change.action === 'added' ? 'Added' : 'Corrected'} by {change.actorName},{' '}
                      {formatDateTime(change.occurredAt, dates)}: {change.reason}
                    </Text>
                  ))}
                </Stack>
              ),
            },
            rights.correct && {
              key: 'actions',
              header: 'Actions',
              kind: 'actions',
              cell: (entry) =>
                entry.locked ? (
                  <Text size="xs" c="dimmed">
                    Locked
                  </Text>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setEditing(entry)}
                  >
                    Correct
                  </Button>
                ),
            },
          ]}
        />
      </Paper>
      <EntryDialog
        opened={editing !== null}
        userId={userId}
        entry={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
