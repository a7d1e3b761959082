import '@mantine/dates/styles.css';
import { Alert, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { dateInputFormat } from '@pitstop/domain/date-format';
import { type TimeOffRequestInput, timeOffRequestInputSchema } from '@pitstop/domain/schedules';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import {
  applyApiError,
  focusFirstError,
  issuesToErrors,
  notifyFailure,
} from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRequestTimeOff } from '../api/request-time-off.ts';

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

function RequestForm({ onClose }: { onClose(): void }) {
  const dates = useDateFormat();
  const request = useRequestTimeOff();
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
    (values) => {
      setError(null);
      request.mutate(inputOf(values), {
        onSuccess: () => {
          showToast({ color: 'teal', message: 'Time off requested: it waits for a decision' });
          onClose();
        },
        onError: (cause) => {
          setError(applyApiError(form, cause, 'Please try again.'));
          notifyFailure('Error requesting time off', cause);
        },
      });
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
          <Button variant="default" onClick={onClose} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={request.isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A staff member asks for their own time off; an admin or manager decides it. */
export function TimeOffRequestDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Request time off" size="lg">
      {opened ? <RequestForm onClose={onClose} /> : null}
    </Modal>
  );
}
