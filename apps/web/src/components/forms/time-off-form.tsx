import '@mantine/dates/styles.css';
import { Alert, Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { dateInputFormat } from '@pitstop/domain/date-format';
import { type TimeOffRequestInput, timeOffRequestInputSchema } from '@pitstop/domain/schedules';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useDateFormat } from '../../lib/dates.tsx';
import {
  applyApiError,
  focusFirstError,
  issuesToErrors,
  notifyFailure,
} from '../../lib/form-errors.ts';
import { calendarLabels } from './client-fields.tsx';

type Values = {
  allDay: boolean;
  startsOn: string | null;
  endsOn: string | null;
  /** A partial day: its date and the times it starts and ends. */
  day: string | null;
  from: string;
  until: string;
  reason: string;
};
const order = ['startsOn', 'endsOn', 'day', 'from', 'until', 'reason'] as const;

function inputOf(values: Values): TimeOffRequestInput {
  const reason = values.reason.trim() || null;
  return values.allDay
    ? {
        allDay: true,
        startsOn: values.startsOn ?? '',
        endsOn: values.endsOn ?? values.startsOn ?? '',
        reason,
      }
    : {
        allDay: false,
        startsAt: `${values.day ?? ''}T${values.from}`,
        endsAt: `${values.day ?? ''}T${values.until}`,
        reason,
      };
}

/** The schema's paths (startsAt, endsAt) named after this form's fields. */
function fieldOf(path: string): string {
  if (path === 'startsAt') return 'from';
  if (path === 'endsAt') return 'until';
  return path;
}

function validate(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.allDay && !values.startsOn) errors.startsOn = 'Choose the first day';
  if (!values.allDay && !values.day) errors.day = 'Choose the day';
  if (!values.allDay && !values.from) errors.from = 'Choose the time it starts';
  if (!values.allDay && !values.until) errors.until = 'Choose the time it ends';
  const parsed = timeOffRequestInputSchema.safeParse(inputOf(values));
  return parsed.success ? errors : { ...issuesToErrors(parsed.error.issues, fieldOf), ...errors };
}

/**
 * The time-off form of Mechanic Availability (time off for a mechanic) and of a staff member's
 * own request: the caller saves the input (a rejected save shows its error here) and closes.
 */
export function TimeOffForm({
  submitLabel,
  failureTitle,
  saving,
  save,
  onCancel,
}: {
  submitLabel: string;
  failureTitle: string;
  saving: boolean;
  save(input: TimeOffRequestInput): Promise<unknown>;
  onCancel(): void;
}) {
  const dates = useDateFormat();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      allDay: true,
      startsOn: null,
      endsOn: null,
      day: null,
      from: '',
      until: '',
      reason: '',
    },
    validate,
  });
  const handleSubmit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        await save(inputOf(values));
      } catch (cause) {
        setError(applyApiError(form, cause, 'Please try again.'));
        notifyFailure(failureTitle, cause);
      }
    },
    (errors) => focusFirstError(form, errors, order),
  );
  const pickerProps = {
    valueFormat: dateInputFormat(dates),
    firstDayOfWeek: 1 as const,
    ariaLabels: calendarLabels,
    leftSection: <IconCalendar size={16} aria-hidden />,
  };
  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Switch label="All day" {...form.getInputProps('allDay', { type: 'checkbox' })} />
        {form.values.allDay ? (
          <Group grow align="flex-start">
            <DatePickerInput
              label="First day"
              required
              {...pickerProps}
              {...form.getInputProps('startsOn')}
            />
            <DatePickerInput
              label="Last day"
              description="Empty: the first day only"
              {...pickerProps}
              {...form.getInputProps('endsOn')}
            />
          </Group>
        ) : (
          <Group grow align="flex-start">
            <DatePickerInput label="Day" required {...pickerProps} {...form.getInputProps('day')} />
            <TimeInput label="From" required {...form.getInputProps('from')} />
            <TimeInput label="Until" required {...form.getInputProps('until')} />
          </Group>
        )}
        <TextInput
          label="Reason"
          placeholder="e.g. Holiday, training, doctor"
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
