import { Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { formatClockRanges, formatWeekdayDay } from '@pitstop/domain/date-format';
import { minutesOfDay } from '@pitstop/domain/local-time';
import { type Role, roleLabels } from '@pitstop/domain/roles';
import {
  type ScheduledPerson,
  type ScheduleWeek,
  type Shift,
  shiftsOn,
  timeOffOn,
  weekDates,
} from '@pitstop/domain/schedules';
import { IconHourglass } from '@tabler/icons-react';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import classes from './schedules.module.css';
import type { ShiftTarget } from './shift-dialog.tsx';

const toMinutes = (shifts: Shift[]) =>
  shifts.map((shift) => ({ start: minutesOfDay(shift.start), end: minutesOfDay(shift.end) }));

function DayCell({
  week,
  person,
  date,
  onEdit,
}: {
  week: ScheduleWeek;
  person: ScheduledPerson;
  date: string;
  onEdit?: (target: ShiftTarget) => void;
}) {
  const dates = useDateFormat(week.timeZone);
  const { shifts, source } = shiftsOn(person, week.openingHours, date);
  const exception = person.exceptions.find((entry) => entry.date === date);
  const closure = week.closures.find((entry) => entry.startsOn <= date && date <= entry.endsOn);
  const offs = timeOffOn(person.timeOff, date, week.timeZone);
  const hours = formatClockRanges(toMinutes(shifts), dates);
  const content = (
    <Stack gap={4}>
      {closure ? (
        <Text size="sm" c="dimmed">
          Closed: {closure.name}
        </Text>
      ) : (
        <Text size="sm" c={hours ? undefined : 'dimmed'}>
          {hours || 'Off'}
        </Text>
      )}
      {source === 'exception' ? (
        <Stack gap={0}>
          <StatusBadge color="blue">Changed</StatusBadge>
          {exception?.note ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {exception.note}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {offs.map((off) => {
        const part =
          off.from === 0 && off.until === 24 * 60
            ? null
            : formatClockRanges([{ start: off.from, end: off.until }], dates);
        return (
          <Stack key={off.id} gap={0}>
            {off.status === 'approved' ? (
              <StatusBadge color="red">Time off</StatusBadge>
            ) : (
              // Told apart by its icon and word as well as its colour: it blocks nothing yet.
              <StatusBadge color="yellow" leftSection={<IconHourglass size={10} aria-hidden />}>
                Requested
              </StatusBadge>
            )}
            {part ? <Text size="xs">{part}</Text> : null}
          </Stack>
        );
      })}
    </Stack>
  );
  if (!onEdit) return content;
  const dayLabel = formatWeekdayDay(date, dates);
  return (
    <UnstyledButton
      className={classes.cell}
      aria-label={`Change ${person.name}'s shifts on ${dayLabel}`}
      onClick={() =>
        onEdit({
          userId: person.userId,
          name: person.name,
          date,
          dayLabel,
          shifts,
          changed: source === 'exception',
          note: exception?.note ?? null,
        })
      }
    >
      {content}
    </UnstyledButton>
  );
}

/**
 * Every active staff member × the week's days: their shifts (a date's change, else their weekly
 * hours, else the opening hours), approved time off, pending requests drawn apart, and closures.
 * It scrolls inside its own box on a phone with the names column kept in view.
 */
export function ScheduleGrid({
  week,
  onEdit,
}: {
  week: ScheduleWeek;
  /** Admin and manager: a cell opens the date's shifts. */
  onEdit?: (target: ShiftTarget) => void;
}) {
  const dates = useDateFormat(week.timeZone);
  const days = weekDates(week.weekStart);
  return (
    <Table.ScrollContainer minWidth={900} type="native" data-testid="schedule-scroll">
      <Table withTableBorder withColumnBorders aria-label="Week schedule" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.sticky}>Who</Table.Th>
            {days.map((date) => (
              <Table.Th key={date} w="13%">
                {formatWeekdayDay(date, dates)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {week.staff.map((person) => (
            <Table.Tr key={person.userId} data-testid="schedule-row">
              <Table.Th className={classes.sticky} scope="row">
                <Text size="sm" fw={600}>
                  {person.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {roleLabels[person.role as Role] ?? person.role}
                </Text>
              </Table.Th>
              {days.map((date) => (
                <Table.Td key={date} p={2} style={{ verticalAlign: 'top' }}>
                  <DayCell week={week} person={person} date={date} onEdit={onEdit} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
