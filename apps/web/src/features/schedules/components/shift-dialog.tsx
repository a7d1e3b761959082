import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { dayShiftsSchema, type Shift } from '@pitstop/domain/schedules';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { failureMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteScheduleException } from '../api/delete-schedule-exception.ts';
import { usePutScheduleException } from '../api/put-schedule-exception.ts';

export type ShiftTarget = {
  userId: string;
  name: string;
  date: string;
  /** "Tue, Dec 8" */
  dayLabel: string;
  shifts: Shift[];
  changed: boolean;
  note: string | null;
};

/** Field errors of the shifts, keyed "0.start", "1.end". */
function errorsOf(shifts: Shift[]): Record<string, string> {
  const parsed = dayShiftsSchema.safeParse(shifts);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}

function ShiftForm({ target, onClose }: { target: ShiftTarget; onClose(): void }) {
  const save = usePutScheduleException();
  const reset = useDeleteScheduleException();
  const [shifts, setShifts] = useState<Shift[]>(target.shifts);
  const [note, setNote] = useState(target.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = save.isPending || reset.isPending;
  const edit = (index: number, field: 'start' | 'end', value: string) =>
    setShifts((current) =>
      current.map((shift, at) => (at === index ? { ...shift, [field]: value } : shift)),
    );
  const submit = () => {
    const found = errorsOf(shifts);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    save.mutate(
      {
        userId: target.userId,
        date: target.date,
        input: { hours: shifts, note: note.trim() || null },
      },
      {
        onSuccess: () => {
          showToast({ color: 'teal', message: `${target.name}'s ${target.dayLabel} changed` });
          onClose();
        },
        onError: (cause) => setFailure(failureMessage(cause)),
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Only this date changes; the weekly hours stay as they are.
        </Text>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        {shifts.length === 0 ? (
          <Text size="sm">Off that day.</Text>
        ) : (
          shifts.map((shift, index) => (
            // Shifts have no identity of their own; their position is what the form edits.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
              <TimeInput
                label={`Shift ${index + 1} from`}
                value={shift.start}
                error={errors[`${index}.start`]}
                onChange={(event) => edit(index, 'start', event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <TimeInput
                label="Until"
                value={shift.end}
                error={errors[`${index}.end`]}
                onChange={(event) => edit(index, 'end', event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={`Remove shift ${index + 1}`}
                onClick={() => setShifts((current) => current.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))
        )}
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setShifts((current) => [...current, { start: '', end: '' }])}
            disabled={shifts.length >= 6}
          >
            Add shift
          </Button>
          {shifts.length > 0 ? (
            <Button variant="default" size="xs" onClick={() => setShifts([])}>
              Off that day
            </Button>
          ) : null}
        </Group>
        <TextInput
          label="Note"
          placeholder="e.g. Covering for Sam"
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="space-between" mt="sm" wrap="wrap">
          {target.changed ? (
            <Button
              variant="subtle"
              color="gray"
              loading={reset.isPending}
              disabled={busy}
              onClick={() =>
                reset.mutate(
                  { userId: target.userId, date: target.date },
                  {
                    onSuccess: () => {
                      showToast({
                        color: 'teal',
                        message: `${target.name} works their weekly hours on ${target.dayLabel}`,
                      });
                      onClose();
                    },
                    onError: (cause) => setFailure(failureMessage(cause)),
                  },
                )
              }
            >
              Back to weekly hours
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={busy}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Changes one person's shifts on one date (an extra day, a shorter day, a day off). */
export function ShiftDialog({ target, onClose }: { target: ShiftTarget | null; onClose(): void }) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? `${target.name} — ${target.dayLabel}` : ''}
    >
      {target ? <ShiftForm target={target} onClose={onClose} /> : null}
    </Modal>
  );
}
