import '@mantine/dates/styles.css';
import { Box, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import type { BookingSlots } from '@pitstop/domain/booking-slots';
import {
  formatLongCalendarDate,
  formatMonth,
  formatTime,
  formatWeekdayCalendarDate,
} from '@pitstop/domain/date-format';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useDateFormat } from '../../lib/dates.tsx';
import { LoadFailure } from '../load-failure.tsx';
import { type SlotSource, useBookingSlots } from './booking-slots-query.ts';

/** "Europe/London" → "Europe/London time"; spelled as people read it ("America/New York"). */
export function timeZoneLabel(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}

type Slot = BookingSlots['days'][number]['slots'][number];

/** A day's times as Morning, Afternoon and Evening (by the shop's wall clock), so they scan fast. */
function partsOfDay(slots: Slot[]): { label: string; slots: Slot[] }[] {
  const parts = [
    { label: 'Morning', slots: slots.filter((slot) => slot.time < '12:00') },
    {
      label: 'Afternoon',
      slots: slots.filter((slot) => slot.time >= '12:00' && slot.time < '17:00'),
    },
    { label: 'Evening', slots: slots.filter((slot) => slot.time >= '17:00') },
  ];
  return parts.filter((part) => part.slots.length > 0);
}

/**
 * A calendar of the days with free times and the free times of the chosen day, read from the
 * workshop's real availability. Times are shown in the workshop's time zone, named above them,
 * whatever the browser's zone is.
 */
export function SlotPicker({
  source,
  date,
  startsAt,
  onDateChange,
  onChange,
}: {
  source: SlotSource;
  /** The chosen local date, YYYY-MM-DD. */
  date: string | null;
  /** The chosen slot's start instant. */
  startsAt: string | null;
  onDateChange(date: string): void;
  onChange(slot: { startsAt: string; date: string }): void;
}) {
  const shopDates = useDateFormat();
  const today = dayjs().format('YYYY-MM-DD');
  const [month, setMonth] = useState(() => dayjs(date ?? today).startOf('month'));
  const monthStart = month.format('YYYY-MM-DD');
  const from = monthStart < today ? today : monthStart;
  const to = month.endOf('month').format('YYYY-MM-DD');
  const slots = useBookingSlots(source, from, to);
  const loaded = slots.data && !slots.isPlaceholderData ? slots.data : null;
  const freeDays = new Map(
    (loaded?.days ?? []).filter((day) => day.slots.length > 0).map((day) => [day.date, day.slots]),
  );
  const firstFreeDay = loaded?.days.find((day) => day.slots.length > 0)?.date ?? null;

  // With no day chosen yet, the month opens on its first day with free times.
  useEffect(() => {
    if (!date && firstFreeDay) onDateChange(firstFreeDay);
  }, [date, firstFreeDay, onDateChange]);

  if (slots.isError && !slots.data) {
    return (
      <LoadFailure
        title="Could not load the free times"
        error={slots.error}
        onRetry={() => void slots.refetch()}
        retrying={slots.isFetching}
      />
    );
  }

  const timeZone = slots.data?.timeZone ?? null;
  const dates = { ...shopDates, timeZone: timeZone ?? shopDates.timeZone };
  const daySlots = date ? (freeDays.get(date) ?? []) : [];
  const monthName = formatMonth(monthStart, dates);

  return (
    <Stack gap="md">
      {timeZone ? (
        <Text size="sm" c="dimmed" data-testid="slot-time-zone">
          Times are in the workshop&apos;s time zone: {timeZoneLabel(timeZone)}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Box pos="relative" w="fit-content">
          <DatePicker
            value={date}
            onChange={(value) => {
              if (value) onDateChange(value);
            }}
            date={monthStart}
            onDateChange={(value) => setMonth(dayjs(value).startOf('month'))}
            minDate={today}
            excludeDate={(day) => !freeDays.has(day)}
            maxLevel="month"
            getDayAriaLabel={(day) => formatLongCalendarDate(day, dates)}
            ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
            // Weekends are not special here (the shop's hours decide), and their red fails contrast.
            weekendDays={[]}
            aria-label="Days with free times"
          />
          {loaded ? null : (
            <Group gap="xs" role="status" mt="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm" c="dimmed">
                Loading free times...
              </Text>
            </Group>
          )}
        </Box>
        <Stack gap="xs">
          {loaded && freeDays.size === 0 ? (
            <Text c="dimmed" role="status">
              No free times in {monthName}. Try the next month.
            </Text>
          ) : date && loaded && timeZone ? (
            <>
              <Title order={3} size="h5">
                Free times on {formatWeekdayCalendarDate(date, dates)}
              </Title>
              {daySlots.length === 0 ? (
                <Text c="dimmed" size="sm">
                  No free times on this day. Choose another day.
                </Text>
              ) : (
                <Stack
                  gap="sm"
                  role="group"
                  aria-label={`Free times on ${formatWeekdayCalendarDate(date, dates)}`}
                >
                  {partsOfDay(daySlots).map((part) => (
                    <Stack gap={4} key={part.label}>
                      <Text size="sm" c="dimmed" fw={500}>
                        {part.label}
                      </Text>
                      <Group gap="xs">
                        {part.slots.map((slot) => {
                          const selected = slot.startsAt === startsAt;
                          return (
                            <Button
                              key={slot.startsAt}
                              size="sm"
                              variant={selected ? 'filled' : 'default'}
                              aria-pressed={selected}
                              onClick={() => onChange({ startsAt: slot.startsAt, date })}
                            >
                              {formatTime(slot.startsAt, dates)}
                            </Button>
                          );
                        })}
                      </Group>
                    </Stack>
                  ))}
                </Stack>
              )}
            </>
          ) : null}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
