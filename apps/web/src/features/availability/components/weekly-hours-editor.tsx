import '@mantine/dates/styles.css';
import { ActionIcon, Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type HoursRange,
  type WeeklyHours,
  weekdayLabels,
  weekdays,
  weeklyHoursSchema,
} from '@pitstop/domain/availability';
import { formatClockRanges } from '@pitstop/domain/date-format';
import { minutesOfDay, timeOfDay } from '@pitstop/domain/local-time';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { useDateFormat } from '../../../lib/dates.tsx';
import { applyApiError, notifyFailure } from '../../../lib/form-errors.ts';

type Values = { ranges: HoursRange[] };
const valuesSchema = z.object({ ranges: weeklyHoursSchema });

function sorted(hours: WeeklyHours): HoursRange[] {
  return [...hours].sort(
    (a, b) => a.weekday - b.weekday || minutesOfDay(a.start) - minutesOfDay(b.start),
  );
}

/** Read-only: each weekday's ranges, or Closed. */
export function WeeklyHoursSummary({ hours, label }: { hours: WeeklyHours; label: string }) {
  const dates = useDateFormat();
  return (
    <Table withRowBorders={false} verticalSpacing={2} aria-label={label} maw={420}>
      <Table.Tbody>
        {weekdays.map((weekday) => {
          const ranges = sorted(hours).filter((range) => range.weekday === weekday);
          return (
            <Table.Tr key={weekday}>
              <Table.Th w={120} fw={500}>
                {weekdayLabels[weekday]}
              </Table.Th>
              <Table.Td>
                {ranges.length === 0 ? (
                  <Text span c="dimmed" size="sm">
                    Closed
                  </Text>
                ) : (
                  formatClockRanges(
                    ranges.map((range) => ({
                      start: minutesOfDay(range.start),
                      end: minutesOfDay(range.end),
                    })),
                    dates,
                  )
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A week of hours: several ranges a day, a day without ranges is closed. Shared by the shop's
 * opening hours and a mechanic's own hours; `save` gets the validated week.
 */
export function WeeklyHoursEditor({
  name,
  hours,
  saveLabel,
  saving,
  save,
}: {
  /** Whose hours, for the controls' names ("Opening hours", "Sam Wrench's hours"). */
  name: string;
  hours: WeeklyHours;
  saveLabel: string;
  saving: boolean;
  save(hours: WeeklyHours, callbacks: { onError(cause: unknown): void }): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ranges: sorted(hours) },
    validate: schemaResolver(valuesSchema, { sync: true }),
  });
  const ranges = form.values.ranges;

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      save(sorted(values.ranges), {
        onError: (cause) => {
          setError(applyApiError(form, cause, 'Please try again.'));
          notifyFailure('Error saving hours', cause);
        },
      });
    },
    (errors) => {
      const first = Object.keys(errors).find((key) => key.startsWith('ranges.'));
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={name}>
      <Stack gap="xs">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {weekdays.map((weekday) => {
          const day = weekdayLabels[weekday] ?? '';
          const indexes = ranges
            .map((range, index) => ({ range, index }))
            .filter((entry) => entry.range.weekday === weekday);
          return (
            // In a narrow card the day's ranges, then Add hours, move to a line of their own.
            <Group key={weekday} align="flex-start" gap="sm" wrap="wrap">
              <Text w={100} fw={500} size="sm" pt={6}>
                {day}
              </Text>
              <Stack gap={6} style={{ flex: '1 1 270px' }}>
                {indexes.length === 0 ? (
                  <Text size="sm" c="dimmed" pt={6}>
                    Closed
                  </Text>
                ) : null}
                {indexes.map(({ index }, position) => (
                  <Group key={`${weekday}-${index}`} gap={6} align="flex-start" wrap="nowrap">
                    <TimeInput
                      aria-label={`${day} range ${position + 1} from`}
                      w={116}
                      {...form.getInputProps(`ranges.${index}.start`)}
                    />
                    <Text size="sm" pt={6} aria-hidden>
                      –
                    </Text>
                    <TimeInput
                      aria-label={`${day} range ${position + 1} until`}
                      w={116}
                      {...form.getInputProps(`ranges.${index}.end`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remove ${day} range ${position + 1}`}
                      onClick={() => form.removeListItem('ranges', index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
              <Button
                variant="subtle"
                size="compact-sm"
                mt={4}
                style={{ flexShrink: 0 }}
                leftSection={<IconPlus size={14} aria-hidden />}
                aria-label={`Add ${day} hours`}
                onClick={() => {
                  // A new day opens 08:00–17:00; a further range starts where the last ends.
                  const last = indexes.at(-1)?.range;
                  form.insertListItem(
                    'ranges',
                    last
                      ? {
                          weekday,
                          start: last.end,
                          end: timeOfDay(Math.min(minutesOfDay(last.end) + 60, 23 * 60 + 59)),
                        }
                      : { weekday, start: '08:00', end: '17:00' },
                  );
                }}
              >
                Add hours
              </Button>
            </Group>
          );
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={saving}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
