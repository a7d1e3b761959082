import '@mantine/dates/styles.css';
import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { AttendanceEntry } from '@pitstop/domain/attendance';
import { dateTimeInputFormat, timeInputFormat } from '@pitstop/domain/date-format';
import { localParts, zonedInstant } from '@pitstop/domain/local-time';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDateFormat } from '../../../lib/dates.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useSaveAttendanceEntry } from '../api/save-attendance-entry.ts';

/** The pickers' wall-clock "YYYY-MM-DD HH:mm:ss", read in the shop's time zone. */
type Wall = string | null;
type Values = {
  clockedInAt: Wall;
  clockedOutAt: Wall;
  /** `key`: the row's identity while breaks are added and removed. */
  breaks: { key: string; startedAt: Wall; endedAt: Wall }[];
  reason: string;
};

function wallOf(instant: string | null, zone: string): Wall {
  if (!instant) return null;
  const parts = localParts(instant, zone);
  return `${parts.date} ${parts.time}:00`;
}

function instantOf(wall: Wall, zone: string): string {
  const [date = '', time = ''] = wall?.split(' ') ?? [];
  return zonedInstant(date, time.slice(0, 5), zone).toISOString();
}

const picker = (dates: ReturnType<typeof useDateFormat>) => ({
  valueFormat: dateTimeInputFormat(dates),
  ariaLabels: calendarLabels,
  timePickerProps: { format: timeInputFormat(dates), 'aria-label': 'Time' },
});

/**
 * Correct an entry (its clock-in, clock-out and breaks) or add a missed one, always with a
 * reason: the entry's history keeps who, when and why. The server's 400 names the field.
 */
export function EntryDialog({
  opened,
  userId,
  entry,
  onClose,
}: {
  opened: boolean;
  userId: string;
  /** Null: a missed entry to add. */
  entry: AttendanceEntry | null;
  onClose(): void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={entry ? 'Correct entry' : 'Add missed entry'}>
      {opened ? <EntryForm userId={userId} entry={entry} onClose={onClose} /> : null}
    </Modal>
  );
}

function EntryForm({
  userId,
  entry,
  onClose,
}: {
  userId: string;
  entry: AttendanceEntry | null;
  onClose(): void;
}) {
  const dates = useDateFormat();
  const zone = dates.timeZone;
  const save = useSaveAttendanceEntry();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      clockedInAt: wallOf(entry?.clockedInAt ?? null, zone),
      clockedOutAt: wallOf(entry?.clockedOutAt ?? null, zone),
      breaks: (entry?.breaks ?? []).map((item) => ({
        key: crypto.randomUUID(),
        startedAt: wallOf(item.startedAt, zone),
        endedAt: wallOf(item.endedAt, zone),
      })),
      reason: '',
    },
    validate: {
      clockedInAt: (value) => (value ? null : 'Enter when they clocked in'),
      clockedOutAt: (value) => (value ? null : 'Enter when they clocked out'),
      breaks: {
        startedAt: (value) => (value ? null : 'Enter when the break started'),
        endedAt: (value) => (value ? null : 'Enter when the break ended'),
      },
      reason: (value) => (value.trim() ? null : 'Give a reason for the correction'),
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setError(null);
    const times = {
      clockedInAt: instantOf(values.clockedInAt, zone),
      clockedOutAt: instantOf(values.clockedOutAt, zone),
      breaks: values.breaks.map((item) => ({
        startedAt: instantOf(item.startedAt, zone),
        endedAt: instantOf(item.endedAt, zone),
      })),
      reason: values.reason.trim(),
    };
    save.mutate(entry ? { id: entry.id, changes: times } : { entry: { userId, ...times } }, {
      onSuccess: () => {
        showToast({ color: 'teal', message: entry ? 'Entry corrected' : 'Entry added' });
        onClose();
      },
      onError: (cause) => {
        if (!(cause instanceof ApiError)) return setError('Please try again.');
        const errors: Record<string, string> = {};
        for (const field of ['clockedInAt', 'clockedOutAt', 'reason'])
          if (cause.fieldError(field)) errors[field] = cause.fieldError(field) as string;
        values.breaks.forEach((_, index) => {
          for (const part of ['startedAt', 'endedAt']) {
            const message = cause.fieldError(`breaks.${index}.${part}`);
            if (message) errors[`breaks.${index}.${part}`] = message;
          }
        });
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else setError(cause.status >= 500 ? 'Please try again.' : cause.message);
      },
    });
  });

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          Times are in the shop's time zone ({zone}).
        </Text>
        <DateTimePicker
          label="Clocked in"
          withAsterisk
          {...picker(dates)}
          {...form.getInputProps('clockedInAt')}
        />
        <DateTimePicker
          label="Clocked out"
          withAsterisk
          {...picker(dates)}
          {...form.getInputProps('clockedOutAt')}
        />
        {form.values.breaks.map((item, index) => (
          <Group key={item.key} align="flex-end" gap="xs" wrap="nowrap">
            <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
              <DateTimePicker
                label={`Break ${index + 1} start`}
                {...picker(dates)}
                {...form.getInputProps(`breaks.${index}.startedAt`)}
              />
              <DateTimePicker
                label={`Break ${index + 1} end`}
                {...picker(dates)}
                {...form.getInputProps(`breaks.${index}.endedAt`)}
              />
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove break ${index + 1}`}
              onClick={() => form.removeListItem('breaks', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() =>
            form.insertListItem('breaks', {
              key: crypto.randomUUID(),
              startedAt: form.values.clockedInAt,
              endedAt: form.values.clockedInAt,
            })
          }
          style={{ alignSelf: 'flex-start' }}
        >
          Add break
        </Button>
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={2}
          description="Kept in the entry's history with your name."
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {entry ? 'Save correction' : 'Add entry'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
