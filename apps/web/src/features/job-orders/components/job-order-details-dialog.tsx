import '@mantine/dates/styles.css';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { dateTimeInputFormat, timeInputFormat } from '@pitstop/domain/date-format';
import {
  type JobOrderDetail,
  type JobOrderUpdateInput,
  jobOrderUpdateSchema,
} from '@pitstop/domain/job-order-views';
import { PROMISED_DEFAULT_TIME } from '@pitstop/domain/job-orders';
import { localParts, zonedInstant } from '@pitstop/domain/local-time';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { applyApiError, focusFirstError, issuesToErrors } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useShopMechanics } from '../api/get-shop-mechanics.ts';
import { useUpdateJobOrder } from '../api/update-job-order.ts';

const UNASSIGNED = 'unassigned';

type Values = {
  concern: string;
  /** NumberInput's empty value is ''. */
  mileageIn: number | string;
  /** The picker's wall-clock "YYYY-MM-DD HH:mm:ss", read in the shop's time zone. */
  promisedAt: string | null;
  mechanicId: string;
  notes: string;
};

const fieldOrder = ['concern', 'mileageIn', 'promisedAt', 'mechanicId', 'notes'];

function valuesOf(jobOrder: JobOrderDetail): Values {
  const promised = jobOrder.promisedAt ? localParts(jobOrder.promisedAt, jobOrder.timeZone) : null;
  return {
    concern: jobOrder.concern ?? '',
    mileageIn: jobOrder.mileageIn ?? '',
    promisedAt: promised ? `${promised.date} ${promised.time}:00` : null,
    mechanicId: jobOrder.mechanic?.id ?? UNASSIGNED,
    notes: jobOrder.notes ?? '',
  };
}

/** The desk sends every field; a mechanic may change the notes only. */
function toInput(values: Values, timeZone: string, notesOnly: boolean): JobOrderUpdateInput {
  const notes = values.notes.trim() === '' ? null : values.notes;
  if (notesOnly) return { notes };
  const [date = '', time = ''] = values.promisedAt?.split(' ') ?? [];
  return {
    concern: values.concern,
    mileageIn: values.mileageIn === '' ? null : Number(values.mileageIn),
    promisedAt: values.promisedAt
      ? zonedInstant(date, time.slice(0, 5), timeZone).toISOString()
      : null,
    mechanicId: values.mechanicId === UNASSIGNED ? null : values.mechanicId,
    notes,
  };
}

function DetailsForm({
  jobOrder,
  notesOnly,
  onClose,
}: {
  jobOrder: JobOrderDetail;
  notesOnly: boolean;
  onClose(): void;
}) {
  const dates = useDateFormat();
  const update = useUpdateJobOrder();
  const mechanics = useShopMechanics();
  const [error, setError] = useState<string | null>(null);
  const { timeZone } = jobOrder;
  const form = useForm<Values>({
    initialValues: valuesOf(jobOrder),
    validate: (values) => {
      const checked = jobOrderUpdateSchema.safeParse(toInput(values, timeZone, notesOnly));
      return checked.success ? {} : issuesToErrors(checked.error.issues);
    },
  });

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      update.mutate(
        { id: jobOrder.id, changes: toInput(values, timeZone, notesOnly) },
        {
          onSuccess: () => {
            showToast({ color: 'teal', message: 'Job order updated' });
            onClose();
          },
          onError: (cause) => setError(applyApiError(form, cause, 'Please try again.')),
        },
      );
    },
    (errors) => focusFirstError(form, errors, fieldOrder),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {notesOnly ? null : (
          <>
            <Textarea
              label="Customer's concern"
              required
              data-autofocus
              autosize
              minRows={2}
              maxRows={8}
              {...form.getInputProps('concern')}
            />
            <NumberInput
              label="Mileage in"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              clampBehavior="none"
              {...form.getInputProps('mileageIn')}
            />
            <DateTimePicker
              label="Promised"
              description={`When the vehicle should be ready (${timeZone})`}
              placeholder="Not promised yet"
              clearable
              // Mantine shows this time over a value already chosen: only for a first pick.
              defaultTimeValue={form.values.promisedAt ? undefined : PROMISED_DEFAULT_TIME}
              valueFormat={dateTimeInputFormat(dates)}
              ariaLabels={calendarLabels}
              timePickerProps={{ format: timeInputFormat(dates), 'aria-label': 'Time' }}
              leftSection={<IconCalendar size={16} aria-hidden />}
              {...form.getInputProps('promisedAt')}
            />
            <Select
              label="Mechanic"
              allowDeselect={false}
              data={[
                { value: UNASSIGNED, label: 'Unassigned' },
                ...(mechanics.data?.mechanics ?? []).map((mechanic) => ({
                  value: mechanic.id,
                  label: mechanic.name,
                })),
                // The assigned mechanic stays choosable while the list loads or if they left.
                ...(jobOrder.mechanic &&
                !mechanics.data?.mechanics.some((m) => m.id === jobOrder.mechanic?.id)
                  ? [{ value: jobOrder.mechanic.id, label: jobOrder.mechanic.name }]
                  : []),
              ]}
              error={mechanics.isError ? mechanics.error.message : undefined}
              {...form.getInputProps('mechanicId')}
            />
          </>
        )}
        <Textarea
          label="Notes"
          data-autofocus={notesOnly || undefined}
          autosize
          minRows={2}
          maxRows={10}
          {...form.getInputProps('notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit details: concern, mileage in, promised time, mechanic and notes (a mechanic: notes). */
export function JobOrderDetailsDialog({
  jobOrder,
  notesOnly,
  opened,
  onClose,
}: {
  jobOrder: JobOrderDetail;
  notesOnly: boolean;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={notesOnly ? 'Edit notes' : 'Edit details'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <DetailsForm jobOrder={jobOrder} notesOnly={notesOnly} onClose={onClose} /> : null}
    </Modal>
  );
}
