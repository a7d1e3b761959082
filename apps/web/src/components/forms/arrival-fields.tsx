import '@mantine/dates/styles.css';
import { NumberInput, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { lastRecordedMileageHint } from '@pitstop/domain/check-in';
import { dateTimeInputFormat, timeInputFormat } from '@pitstop/domain/date-format';
import { PROMISED_DEFAULT_TIME } from '@pitstop/domain/job-orders';
import { localParts, localToday } from '@pitstop/domain/local-time';
import { IconCalendar } from '@tabler/icons-react';
import { useDateFormat } from '../../lib/dates.tsx';
import type { ArrivalValues } from './arrival-values.ts';
import { calendarLabels } from './client-fields.tsx';

/**
 * Mileage in, with the vehicle's last recorded mileage beside it as a hint: never copied into
 * the field, the odometer is read, not assumed.
 */
export function MileageInField<Values extends ArrivalValues>({
  form,
  lastRecorded,
}: {
  form: UseFormReturnType<Values>;
  lastRecorded: number | null;
}) {
  const hint = lastRecordedMileageHint(lastRecorded);
  return (
    <NumberInput
      // The first thing asked in a dialog (Mantine's focus trap); nothing outside one.
      data-autofocus
      label="Mileage in"
      description={
        <>
          {hint ? (
            <Text span inherit display="block">
              {hint}
            </Text>
          ) : null}
          Leave empty when the odometer cannot be read
        </>
      }
      // Out-of-range numbers get a message, not a silent correction.
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      suffix=" mi"
      maw={240}
      {...form.getInputProps('mileageIn')}
    />
  );
}

/** When the vehicle is promised, picked on the shop's clock from today on. */
export function PromisedAtField<Values extends ArrivalValues>({
  form,
  timeZone,
}: {
  form: UseFormReturnType<Values>;
  timeZone: string;
}) {
  const dates = useDateFormat(timeZone);
  const today = localToday(timeZone);
  const now = localParts(new Date(), timeZone);
  return (
    <DateTimePicker
      label="Promised"
      description="When the vehicle should be ready"
      placeholder="Not promised yet"
      clearable
      // Mantine shows this time over a value already chosen: only for a first pick.
      defaultTimeValue={form.values.promisedAt ? undefined : PROMISED_DEFAULT_TIME}
      minDate={`${today} 00:00:00`}
      defaultDate={`${today} ${now.time}:00`}
      valueFormat={dateTimeInputFormat(dates)}
      ariaLabels={calendarLabels}
      timePickerProps={{ format: timeInputFormat(dates), 'aria-label': 'Time' }}
      leftSection={<IconCalendar size={16} aria-hidden />}
      // Mantine's placeholder grey falls below WCAG AA; the picker's placeholder is page text.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      w={260}
      maw="100%"
      {...form.getInputProps('promisedAt')}
    />
  );
}
