import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { MechanicAvailability, TimeOff, WeeklyHours } from '@pitstop/domain/availability';
import {
  type DateFormat,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatTime,
} from '@pitstop/domain/date-format';
import { addLocalDays, localParts } from '@pitstop/domain/local-time';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteTimeOff } from '../api/delete-time-off.ts';
import { useUpdateMechanicHours } from '../api/update-mechanic-hours.ts';
import { WeeklyHoursEditor, WeeklyHoursSummary } from './weekly-hours-editor.tsx';

/**
 * "Dec 3, 2026 – Dec 4, 2026 (all day)" or "Dec 2, 2026, 9:30 AM–11:00 AM", on the shop's clock
 * like every other date (ADR 022).
 */
export function timeOffLabel(entry: TimeOff, format: DateFormat): string {
  if (entry.allDay) {
    const first = localParts(entry.startsAt, format.timeZone);
    const end = localParts(entry.endsAt, format.timeZone);
    const last = end.time === '00:00' ? addLocalDays(end.date, -1) : end.date;
    const days =
      last === first.date
        ? formatCalendarDate(first.date, format)
        : `${formatCalendarDate(first.date, format)} – ${formatCalendarDate(last, format)}`;
    return `${days} (all day)`;
  }
  return formatDate(entry.startsAt, format) === formatDate(entry.endsAt, format)
    ? `${formatDate(entry.startsAt, format)}, ${formatTime(entry.startsAt, format)}–${formatTime(entry.endsAt, format)}`
    : `${formatDateTime(entry.startsAt, format)} – ${formatDateTime(entry.endsAt, format)}`;
}

/**
 * One mechanic's weekly hours (the opening hours unless set) and time off. Admin and front desk
 * edit anyone's; a mechanic adds and removes their own time off.
 */
export function MechanicCard({
  mechanic,
  openingHours,
  timeZone,
  canEditHours,
  canEditTimeOff,
  onAddTimeOff,
}: {
  mechanic: MechanicAvailability;
  openingHours: WeeklyHours;
  timeZone: string;
  canEditHours: boolean;
  canEditTimeOff: boolean;
  onAddTimeOff(): void;
}) {
  const updateHours = useUpdateMechanicHours();
  const removeTimeOff = useDeleteTimeOff();
  const sameAsOpening = mechanic.hours === null;
  const headingId = `mechanic-${mechanic.id}`;
  const dates = useDateFormat(timeZone);

  function saveHours(hours: WeeklyHours | null, callbacks?: { onError(cause: unknown): void }) {
    updateHours.mutate(
      { mechanicId: mechanic.id, hours },
      {
        onSuccess: () =>
          showToast({ color: 'teal', message: `Working hours of ${mechanic.name} saved` }),
        onError: (cause) =>
          callbacks ? callbacks.onError(cause) : notifyFailure('Error saving hours', cause),
      },
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {mechanic.name}
        </Title>
        <Switch
          label="Same as opening hours"
          checked={sameAsOpening}
          disabled={!canEditHours || updateHours.isPending}
          aria-label={`${mechanic.name}: same as opening hours`}
          // Turning it off starts their own week from the opening hours, to adjust and save.
          onChange={(event) => saveHours(event.currentTarget.checked ? null : openingHours)}
        />
        {sameAsOpening ? null : canEditHours ? (
          <WeeklyHoursEditor
            key={JSON.stringify(mechanic.hours)}
            name={`Working hours of ${mechanic.name}`}
            hours={mechanic.hours ?? []}
            saveLabel="Save working hours"
            saving={updateHours.isPending}
            save={(hours, callbacks) => saveHours(hours, callbacks)}
          />
        ) : (
          <WeeklyHoursSummary
            hours={mechanic.hours ?? []}
            label={`Working hours of ${mechanic.name}`}
          />
        )}
        <Group justify="space-between" align="center">
          <Text fw={600} size="sm">
            Time off
          </Text>
          {canEditTimeOff ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              aria-label={`Add time off for ${mechanic.name}`}
              onClick={onAddTimeOff}
            >
              Add time off
            </Button>
          ) : null}
        </Group>
        {mechanic.timeOff.length === 0 ? (
          <Text c="dimmed" size="sm">
            No time off coming up.
          </Text>
        ) : (
          <ResponsiveTable
            label={`Time off of ${mechanic.name}`}
            rows={mechanic.timeOff}
            rowKey={(entry) => entry.id}
            columns={[
              {
                key: 'when',
                header: 'When',
                kind: 'title',
                cell: (entry) => timeOffLabel(entry, dates),
              },
              {
                key: 'reason',
                header: 'Reason',
                cell: (entry) => (
                  <Text size="sm" c={entry.reason ? undefined : 'dimmed'} span>
                    {entry.reason ?? 'No reason given'}
                  </Text>
                ),
              },
              {
                key: 'status',
                header: 'Status',
                // A pending request takes no time away until an admin or manager approves it.
                cell: (entry) =>
                  entry.status === 'pending' ? (
                    <StatusBadge color="yellow">Pending</StatusBadge>
                  ) : (
                    <StatusBadge color="teal">Approved</StatusBadge>
                  ),
              },
              canEditTimeOff && {
                key: 'actions',
                header: 'Actions',
                kind: 'actions',
                align: 'right',
                cell: (entry) => (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={`Remove time off ${timeOffLabel(entry, dates)}`}
                    loading={removeTimeOff.isPending && removeTimeOff.variables === entry.id}
                    onClick={() =>
                      removeTimeOff.mutate(entry.id, {
                        onSuccess: () => showToast({ color: 'teal', message: 'Time off removed' }),
                        onError: (cause) => notifyFailure('Error removing time off', cause),
                      })
                    }
                  >
                    Remove
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
