import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AppointmentDetail } from '@pitstop/domain/bookings';
import { checkInFieldsSchema } from '@pitstop/domain/check-in';
import { useState } from 'react';
import { MileageInField, PromisedAtField } from '../../../components/forms/arrival-fields.tsx';
import {
  type ArrivalValues,
  arrivalErrors,
  arrivalInput,
  emptyArrival,
} from '../../../components/forms/arrival-values.ts';
import { applyApiError, focusFirstError, issuesToErrors } from '../../../lib/form-errors.ts';
import { useTransitionAppointment } from '../api/transition-appointment.ts';

const fieldOrder = ['mileageIn', 'promisedAt'];

/**
 * Check in: the odometer as read now (the vehicle's last recorded mileage is a hint beside it)
 * and when the vehicle is promised, on the shop's clock; the job order it opens keeps both, and
 * the booking's notes as the customer's concern.
 */
export function CheckInDialog({
  appointment,
  opened,
  onClose,
  onCheckedIn,
}: {
  appointment: AppointmentDetail;
  opened: boolean;
  onClose(): void;
  onCheckedIn(updated: AppointmentDetail): void;
}) {
  const transition = useTransitionAppointment();
  const { timeZone, vehicle } = appointment;
  const lastRecorded = vehicle?.mileage ?? null;
  const form = useForm<ArrivalValues>({
    initialValues: emptyArrival,
    validate: (values) => {
      const input = arrivalInput(values, timeZone);
      const checked = checkInFieldsSchema.safeParse(input);
      if (!checked.success) return issuesToErrors(checked.error.issues);
      return arrivalErrors(input, lastRecorded, new Date());
    },
  });
  const [error, setError] = useState<string | null>(null);

  function close() {
    form.reset();
    setError(null);
    onClose();
  }

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      transition.mutate(
        {
          id: appointment.id,
          transition: { action: 'check_in', ...arrivalInput(values, timeZone) },
        },
        {
          onSuccess: (updated) => {
            form.reset();
            onCheckedIn(updated);
          },
          onError: (cause) =>
            setError(applyApiError(form, cause, 'The booking could not be checked in.')),
        },
      );
    },
    (errors) => focusFirstError(form, errors, fieldOrder),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Check in"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={handleSubmit} aria-label="Check in">
        <Stack gap="sm">
          {error ? (
            <Alert color="red" variant="light" role="alert" title="Not checked in">
              {error}
            </Alert>
          ) : null}
          {vehicle ? (
            <Text size="sm">
              {[vehicle.label, vehicle.registrationNumber].filter(Boolean).join(' · ')}
            </Text>
          ) : null}
          {vehicle ? <MileageInField form={form} lastRecorded={lastRecorded} /> : null}
          <PromisedAtField form={form} timeZone={timeZone} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={transition.isPending}>
              Back
            </Button>
            <Button type="submit" loading={transition.isPending}>
              Check in
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
