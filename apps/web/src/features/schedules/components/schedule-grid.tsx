import { Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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

/** Phones get the week day by day (a card per day) below the app's 768 px breakpoint. */
const DAY_LIST_BELOW = '(max-width: 47.99em)';

/** The week on a phone: a card per day listing each person's shifts that day. */
function DayList({ week, onEdit }: { week: ScheduleWeek; onEdit?: (target: ShiftTarget) => void }) {
  const dates = useDateFormat(week.timeZone);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} aria-label="Week schedule by day">
      {weekDates(week.weekStart).map((date) => (
        <Card
          key={date}
          withBorder
          padding="sm"
          component="li"
          style={{ listStyle: 'none' }}
          data-testid="schedule-day"
        >
          <Text fw={700} mb={4}>
            {formatWeekdayDay(date, dates)}
          </Text>
          <Stack gap={6}>
            {week.staff.map((person) => (
              <Group
                key={person.userId}
                gap="xs"
                align="flex-start"
                wrap="nowrap"
                data-testid="schedule-row"
              >
                <Stack gap={0} w="40%" style={{ flexShrink: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {person.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {roleLabels[person.role as Role] ?? person.role}
                  </Text>
                </Stack>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <DayCell week={week} person={person} date={date} onEdit={onEdit} />
                </div>
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Every active staff member × the week's days: their shifts (a date's change, else their weekly
 * hours, else the opening hours), approved time off, pending requests drawn apart, and closures.
 * Narrower than its 900 px it scrolls inside its own box with the names column kept in view; on
 * a phone it is a list of days instead.
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
  const phone = useMediaQuery(DAY_LIST_BELOW, false, { getInitialValueInEffect: false });
  const days = weekDates(week.weekStart);
  if (phone) return <DayList week={week} onEdit={onEdit} />;
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
