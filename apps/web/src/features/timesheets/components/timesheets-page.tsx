import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import { addLocalDays } from '@pitstop/domain/local-time';
import type { Role } from '@pitstop/domain/roles';
import { payPeriodLabels, type TeamTimesheet } from '@pitstop/domain/timesheets';
import {
  IconArrowLeft,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { payrollExportUrl, useTimesheets } from '../api/get-timesheets.ts';
import { PeopleSettingsForm } from './people-settings-form.tsx';
import { ApprovalBadge, PersonTimesheet, type TimesheetRights } from './person-timesheet.tsx';

/** Timesheet rights by role: admin and manager correct and approve; only the admin reopens. */
export function rightsOf(role: Role): TimesheetRights {
  const keeper = role === 'admin' || role === 'manager';
  return { correct: keeper, approve: keeper, reopen: role === 'admin' };
}

/** "Mar 2, 2026 – Mar 8, 2026" with ‹ and › to the periods before and after. */
export function PeriodNav({
  period,
  onChange,
}: {
  period: TeamTimesheet['period'];
  onChange(date: string | undefined): void;
}) {
  const dates = useDateFormat();
  return (
    <Group gap="xs" wrap="wrap" data-testid="period-nav">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Tooltip label="Previous period">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous period"
            onClick={() => onChange(addLocalDays(period.start, -1))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} data-testid="period-label">
            {formatCalendarDate(period.start, dates)} – {formatCalendarDate(period.end, dates)}
          </Text>
          <Text size="xs" c="dimmed">
            {payPeriodLabels[period.kind]}
          </Text>
        </Stack>
        <Tooltip label="Next period">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next period"
            onClick={() => onChange(addLocalDays(period.end, 1))}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Button variant="subtle" size="compact-sm" onClick={() => onChange(undefined)}>
        Current period
      </Button>
    </Group>
  );
}

/**
 * Timesheets (issue 24): the pay period in the address (`?period=` any date in it), the team's
 * hours per person (admin, manager), a person's days and entries (`?person=`), Approve, Export
 * CSV and the settings (admin). Front desk and mechanics see their own timesheet only.
 */
export function TimesheetsPage({ viewer }: { viewer: { id: string; role: Role } }) {
  const [params, setParams] = useSearchParams();
  const period = params.get('period') ?? undefined;
  const rights = rightsOf(viewer.role);
  const keeper = rights.approve;
  const person = keeper ? (params.get('person') ?? undefined) : viewer.id;
  const team = useTimesheets(period);
  const go = (changes: { period?: string | undefined; person?: string | undefined }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  if (team.isPending) return <InlineLoading />;
  if (team.isError)
    return (
      <LoadFailure
        title="Could not load the timesheets"
        error={team.error}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  const shown = team.data.period;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{keeper ? 'Timesheets' : 'My timesheet'}</Title>
        {viewer.role === 'admin' ? (
          <Button
            component="a"
            href={payrollExportUrl(shown.start)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export CSV
          </Button>
        ) : null}
      </Group>
      <PeriodNav period={shown} onChange={(date) => go({ period: date })} />
      {person ? (
        <Stack gap="sm">
          {keeper ? (
            <Anchor
              component={Link}
              to={`?${new URLSearchParams(period ? { period } : {})}`}
              size="sm"
            >
              <Group gap={4} component="span">
                <IconArrowLeft size={14} aria-hidden />
                All employees
              </Group>
            </Anchor>
          ) : null}
          <PersonTimesheet userId={person} period={shown.start} rights={rights} />
        </Stack>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 0 }}>
          <ResponsiveTable
            label="Team timesheet"
            rows={team.data.people}
            rowKey={(row) => row.userId}
            busy={team.isPlaceholderData}
            empty={
              <Text c="dimmed" p="md">
                No one works here yet.
              </Text>
            }
            rowProps={(row) => ({
              'data-testid': 'timesheet-row',
              onClick: () => go({ person: row.userId }),
            })}
            columns={[
              {
                key: 'name',
                header: 'Employee',
                kind: 'title',
                cell: (row) => (
                  <Group gap="xs" wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={`?${new URLSearchParams({ ...(period ? { period } : {}), person: row.userId })}`}
                      fw={600}
                    >
                      {row.name}
                    </Anchor>
                    {row.clockedIn ? (
                      <Badge size="xs" color="teal" variant="outline">
                        In
                      </Badge>
                    ) : null}
                  </Group>
                ),
              },
              {
                key: 'days',
                header: 'Days',
                align: 'right',
                nowrap: true,
                priority: 3,
                cell: (row) => row.days.length,
              },
              {
                key: 'worked',
                header: 'Worked (h)',
                align: 'right',
                nowrap: true,
                cell: (row) => row.totals.workedHours,
              },
              {
                key: 'breaks',
                header: 'Breaks (h)',
                align: 'right',
                nowrap: true,
                priority: 3,
                cell: (row) => row.totals.breakHours,
              },
              {
                key: 'regular',
                header: 'Regular (h)',
                align: 'right',
                nowrap: true,
                priority: 2,
                cell: (row) => row.totals.regularHours,
              },
              {
                key: 'overtime',
                header: 'Overtime (h)',
                align: 'right',
                nowrap: true,
                cell: (row) => row.totals.overtimeHours,
              },
              {
                key: 'job',
                header: 'Job clock (h)',
                align: 'right',
                nowrap: true,
                priority: 2,
                cell: (row) => row.totals.jobClockHours,
              },
              {
                key: 'status',
                header: 'Status',
                nowrap: true,
                cell: (row) => (
                  <Group gap={4} wrap="nowrap">
                    <ApprovalBadge person={row} />
                    {row.autoClosedEntries > 0 ? (
                      <Badge color="orange" variant="light">
                        {row.autoClosedEntries} auto-closed
                      </Badge>
                    ) : null}
                  </Group>
                ),
              },
            ]}
          />
        </Paper>
      )}
      {viewer.role === 'admin' && !person ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Settings
            </Title>
            <PeopleSettingsForm />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
