import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Availability } from '@pitstop/domain/availability';
import { formatClockRanges, formatWeekdayDay } from '@pitstop/domain/date-format';
import { addLocalDays } from '@pitstop/domain/local-time';
import {
  closureOn,
  hasTimeOffOn,
  mechanicHoursOn,
  shopHoursOn,
} from '@pitstop/domain/working-hours';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useDateFormat } from '../../../lib/dates.tsx';

function Cell({
  hours,
  closed,
  timeOff,
}: {
  hours: string;
  closed: string | null;
  timeOff: boolean;
}) {
  if (closed)
    return (
      <Text size="sm" c="dimmed">
        {closed}
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm" c={hours ? undefined : 'dimmed'}>
        {hours || 'Off'}
      </Text>
      {timeOff ? (
        <Badge size="xs" variant="light" color="red" w="fit-content">
          Time off
        </Badge>
      ) : null}
    </Stack>
  );
}

/** Who works when in one week: the shop's hours and each mechanic's, after closures and time off. */
export function WeekGrid({
  availability,
  firstDay,
  onWeekChange,
}: {
  availability: Availability;
  /** The Monday the grid starts on. */
  firstDay: string;
  onWeekChange(firstDay: string): void;
}) {
  const dates = useDateFormat();
  const dayHeading = (date: string) => formatWeekdayDay(date, dates);
  const days = Array.from({ length: 7 }, (_, index) => addLocalDays(firstDay, index));
  const closedLabel = (date: string) => {
    const closure = closureOn(availability, date);
    if (closure) return `Closed: ${closure.name}`;
    return shopHoursOn(availability, date).length === 0 ? 'Closed' : null;
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="week-grid-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="week-grid-heading">
            Who works when
          </Title>
          <Group gap="xs">
            <ActionIcon
              variant="default"
              aria-label="Previous week"
              onClick={() => onWeekChange(addLocalDays(firstDay, -7))}
            >
              <IconChevronLeft size={16} aria-hidden />
            </ActionIcon>
            <Text size="sm">
              {dayHeading(days[0] ?? firstDay)} – {dayHeading(days[6] ?? firstDay)}
            </Text>
            <ActionIcon
              variant="default"
              aria-label="Next week"
              onClick={() => onWeekChange(addLocalDays(firstDay, 7))}
            >
              <IconChevronRight size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={860}>
          <Table withTableBorder withColumnBorders aria-label="Who works when">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Who</Table.Th>
                {days.map((date) => (
                  <Table.Th key={date}>{dayHeading(date)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>Opening hours</Table.Th>
                {days.map((date) => (
                  <Table.Td key={date}>
                    <Cell
                      hours={formatClockRanges(shopHoursOn(availability, date), dates)}
                      closed={closedLabel(date)}
                      timeOff={false}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
              {availability.mechanics.map((mechanic) => (
                <Table.Tr key={mechanic.id}>
                  <Table.Th>{mechanic.name}</Table.Th>
                  {days.map((date) => (
                    <Table.Td key={date}>
                      <Cell
                        hours={formatClockRanges(
                          mechanicHoursOn(availability, mechanic.id, date),
                          dates,
                        )}
                        closed={closedLabel(date)}
                        timeOff={hasTimeOffOn(availability, mechanic.id, date)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
