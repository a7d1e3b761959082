import '@mantine/dates/styles.css';
import { Alert, Button, Group, Input, Stack, Text } from '@mantine/core';
import { DatePicker, TimeGrid, TimeInput } from '@mantine/dates';
import { LOCAL_TIME, zonedInstant } from '@pitstop/domain/local-time';
import { type ReactNode, useId, useState } from 'react';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { useBookingSlots } from '../api/list-booking-slots.ts';

/** A start chosen on the picker: a local date and time in the shop's zone, and its instant. */
export type ChosenStart = { date: string; time: string; startsAt: string; fromSlots: boolean };

/**
 * The date (Mantine DatePicker) and a start time among the real free slots of that day for
 * these services and mechanic (`GET /booking-slots`). Staff may also type another time: the
 * server then lists why it is not free and they may book it anyway.
 */
export function SlotPicker({
  timeZone,
  serviceIds,
  mechanicId,
  excludeAppointmentId,
  date,
  onDateChange,
  value,
  onChange,
  error,
}: {
  timeZone: string;
  serviceIds: string[];
  mechanicId: string;
  excludeAppointmentId?: string;
  date: string;
  onDateChange(date: string): void;
  value: ChosenStart | null;
  onChange(start: ChosenStart | null): void;
  error?: ReactNode;
}) {
  const labelId = useId();
  const [otherTime, setOtherTime] = useState(value && !value.fromSlots ? value.time : '');
  const slots = useBookingSlots({ serviceIds, date, mechanicId, excludeAppointmentId });
  const day = slots.data?.days.find((entry) => entry.date === date);
  const times = day?.slots ?? [];
  // A start that is one of the free times shows there (also one given by the calendar's range).
  const chosenSlot =
    value && value.date === date && times.some((slot) => slot.time === value.time)
      ? value.time
      : null;

  function chooseSlot(time: string | null) {
    const slot = times.find((entry) => entry.time === time);
    setOtherTime('');
    onChange(slot ? { date, time: slot.time, startsAt: slot.startsAt, fromSlots: true } : null);
  }

  function chooseOtherTime(time: string) {
    setOtherTime(time);
    if (!LOCAL_TIME.test(time)) {
      onChange(null);
      return;
    }
    const slot = times.find((entry) => entry.time === time);
    onChange({
      date,
      time,
      startsAt: slot?.startsAt ?? zonedInstant(date, time, timeZone).toISOString(),
      fromSlots: Boolean(slot),
    });
  }

  let slotList: ReactNode;
  if (serviceIds.length === 0) {
    slotList = <Text c="dimmed">Choose the services to see the free times.</Text>;
  } else if (slots.isPending) {
    slotList = <InlineLoading label="Finding free times..." />;
  } else if (slots.isError) {
    slotList = (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm">
          <Text size="sm">Could not load the free times: {slots.error.message}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => slots.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  } else if (times.length === 0) {
    slotList = <Text c="dimmed">No free times on this day.</Text>;
  } else {
    slotList = (
      <TimeGrid
        aria-labelledby={labelId}
        data={times.map((slot) => slot.time)}
        format="12h"
        value={chosenSlot}
        onChange={chooseSlot}
        // Mantine marks the chosen time only visually; say it to screen readers too.
        getControlProps={(time) => ({ 'aria-pressed': time === chosenSlot })}
        simpleGridProps={{ cols: { base: 3, sm: 4 }, spacing: 'xs' }}
      />
    );
  }

  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Input.Wrapper label="Date" required>
        <DatePicker
          ariaLabels={calendarLabels}
          // Mantine's red weekends and faint days of other months are below 4.5:1 contrast.
          weekendDays={[]}
          hideOutsideDates
          value={date}
          onChange={(next) => {
            if (!next) return;
            onDateChange(next);
            setOtherTime('');
            onChange(null);
          }}
        />
      </Input.Wrapper>
      <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
        <Input.Label id={labelId} required>
          Start time
        </Input.Label>
        <Text size="xs" c="dimmed">
          Free times on {date}
          {slots.data ? ` for ${slots.data.durationMinutes} min` : ''} ({timeZone})
        </Text>
        <div aria-busy={slots.isFetching}>{slotList}</div>
        <TimeInput
          label="Other time"
          description="Outside the free times: you will be asked to book it anyway."
          value={chosenSlot ? '' : otherTime}
          onChange={(event) => chooseOtherTime(event.currentTarget.value)}
          maw={200}
        />
        {error ? <Input.Error>{error}</Input.Error> : null}
      </Stack>
    </Group>
  );
}
