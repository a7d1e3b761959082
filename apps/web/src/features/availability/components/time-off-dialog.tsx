import '@mantine/dates/styles.css';
import { Alert, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { type TimeOffInput, timeOffInputSchema } from '@pitstop/domain/availability';
import { dateInputFormat } from '@pitstop/domain/date-format';
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
import { useCreateTimeOff } from '../api/create-time-off.ts';

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

function inputOf(mechanicId: string, values: Values): TimeOffInput {
  const reason = values.reason.trim() || null;
  return values.allDay
    ? {
        mechanicId,
        allDay: true,
        startsOn: values.startsOn ?? '',
        endsOn: values.endsOn ?? values.startsOn ?? '',
        reason,
      }
    : {
        mechanicId,
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

function validator(mechanicId: string) {
  return (values: Values): Record<string, string> => {
    const errors: Record<string, string> = {};
    if (values.allDay && !values.startsOn) errors.startsOn = 'Choose the first day';
    if (!values.allDay && !values.day) errors.day = 'Choose the day';
    if (!values.allDay && !values.from) errors.from = 'Choose the time it starts';
    if (!values.allDay && !values.until) errors.until = 'Choose the time it ends';
    const parsed = timeOffInputSchema.safeParse(inputOf(mechanicId, values));
    return parsed.success ? errors : { ...issuesToErrors(parsed.error.issues, fieldOf), ...errors };
  };
}

function TimeOffForm({ mechanicId, onClose }: { mechanicId: string; onClose(): void }) {
  const dates = useDateFormat();
  const create = useCreateTimeOff();
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
    validate: validator(mechanicId),
  });
  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      create.mutate(inputOf(mechanicId, values), {
        onSuccess: (entry) => {
          showToast({
            color: 'teal',
            message:
              entry.status === 'pending'
                ? 'Time off requested: it waits for a decision'
                : 'Time off added successfully',
          });
          onClose();
        },
        onError: (cause) => {
          setError(applyApiError(form, cause, 'Please try again.'));
          notifyFailure('Error saving time off', cause);
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
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add time off
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Time off for one mechanic: whole days (a date range) or part of a day, with a reason. */
export function TimeOffDialog({
  mechanic,
  onClose,
}: {
  mechanic: { id: string; name: string } | null;
  onClose(): void;
}) {
  return (
    <Modal
      opened={mechanic !== null}
      onClose={onClose}
      title={mechanic ? `Time off for ${mechanic.name}` : 'Time off'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {mechanic ? (
        <TimeOffForm key={mechanic.id} mechanicId={mechanic.id} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
