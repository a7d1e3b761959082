import '@mantine/dates/styles.css';
import { ActionIcon, Button, Group, SegmentedControl, Select, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  type AppointmentStatus,
  appointmentStatuses,
  appointmentStatusLabels,
} from '@pitstop/domain/bookings';
import {
  type DateFormat,
  dateInputFormat,
  formatCalendarDate,
  formatLongCalendarDate,
  formatMonth,
} from '@pitstop/domain/date-format';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { type CalendarView, calendarViews, shiftDate, UNASSIGNED } from '../calendar-model.ts';

export type CalendarState = {
  view: CalendarView;
  /** Local date (shop's zone) the view shows or contains. */
  date: string;
  mechanicId: string | null;
  status: AppointmentStatus | null;
};

const viewLabels: Record<CalendarView, string> = { day: 'Day', week: 'Week', month: 'Month' };
const stepNames: Record<CalendarView, string> = { day: 'day', week: 'week', month: 'month' };

function heading(view: CalendarView, first: string, last: string, dates: DateFormat): string {
  if (view === 'day') return formatLongCalendarDate(first, dates);
  if (view === 'week')
    return `${formatCalendarDate(first, dates)} – ${formatCalendarDate(last, dates)}`;
  return formatMonth(first, dates);
}

/** Day / week / month, today, previous / next, a date picker, and the mechanic and status filters. */
export function CalendarToolbar({
  state,
  today,
  range,
  mechanics,
  mechanicLocked,
  onChange,
}: {
  state: CalendarState;
  today: string;
  range: { first: string; last: string };
  mechanics: { id: string; name: string }[];
  /** A mechanic sees their own schedule only. */
  mechanicLocked: boolean;
  onChange(next: CalendarState): void;
}) {
  const { view, date } = state;
  // The month view's range starts in the previous month; its heading is the month of `date`.
  const dates = useDateFormat();
  const title = heading(view, view === 'month' ? date : range.first, range.last, dates);
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="xs" align="center">
        <Button variant="default" onClick={() => onChange({ ...state, date: today })}>
          Today
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Previous ${stepNames[view]}`}
          onClick={() => onChange({ ...state, date: shiftDate(view, date, -1) })}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Next ${stepNames[view]}`}
          onClick={() => onChange({ ...state, date: shiftDate(view, date, 1) })}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Title order={2} size="h3" aria-live="polite">
          {title}
        </Title>
      </Group>
      <Group gap="sm" align="flex-end">
        <DatePickerInput
          label="Date"
          aria-label="Go to date"
          value={date}
          valueFormat={dateInputFormat(dates)}
          firstDayOfWeek={1}
          ariaLabels={calendarLabels}
          leftSection={<IconCalendar size={16} aria-hidden />}
          onChange={(value) => {
            if (value) onChange({ ...state, date: String(value).slice(0, 10) });
          }}
          w={150}
        />
        {mechanicLocked ? null : (
          <Select
            label="Mechanic"
            value={state.mechanicId ?? ''}
            allowDeselect={false}
            data={[
              { value: '', label: 'All mechanics' },
              { value: UNASSIGNED, label: 'Unassigned' },
              ...mechanics.map((mechanic) => ({ value: mechanic.id, label: mechanic.name })),
            ]}
            onChange={(value) => onChange({ ...state, mechanicId: value || null })}
            w={180}
          />
        )}
        <Select
          label="Status"
          value={state.status ?? ''}
          allowDeselect={false}
          data={[
            { value: '', label: 'All statuses' },
            ...appointmentStatuses.map((status) => ({
              value: status,
              label: appointmentStatusLabels[status],
            })),
          ]}
          onChange={(value) =>
            onChange({ ...state, status: (value || null) as AppointmentStatus | null })
          }
          w={150}
        />
        <SegmentedControl
          aria-label="View"
          value={view}
          data={calendarViews.map((value) => ({ value, label: viewLabels[value] }))}
          onChange={(value) => onChange({ ...state, view: value as CalendarView })}
        />
      </Group>
    </Group>
  );
}
