import { Alert, Modal, Stack } from '@mantine/core';
import type { AppointmentDetail } from '@pitstop/domain/bookings';
import { localParts } from '@pitstop/domain/local-time';
import { useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { useBookingUpdate } from '../hooks/use-booking-update.ts';
import { BookingUpdateActions } from './booking-update-actions.tsx';
import { type ChosenStart, SlotPicker } from './slot-picker.tsx';

function RescheduleForm({
  appointment,
  onClose,
}: {
  appointment: AppointmentDetail;
  onClose(): void;
}) {
  const { timeZone } = appointment;
  const [date, setDate] = useState(localParts(appointment.startsAt, timeZone).date);
  const [start, setStart] = useState<ChosenStart | null>(null);
  const [missing, setMissing] = useState(false);
  const update = useBookingUpdate(appointment.id, () => {
    showToast({ color: 'teal', message: 'Booking rescheduled' });
    onClose();
  });

  return (
    <Stack gap="md">
      {update.error ? (
        <Alert color="red" variant="light" role="alert">
          {update.error}
        </Alert>
      ) : null}
      <SlotPicker
        timeZone={timeZone}
        serviceIds={appointment.services.map((service) => service.id)}
        mechanicId={appointment.mechanic?.id ?? 'any'}
        excludeAppointmentId={appointment.id}
        date={date}
        onDateChange={setDate}
        value={start}
        onChange={(next) => {
          setStart(next);
          setMissing(false);
        }}
        error={missing ? 'Choose a start time' : undefined}
      />
      <BookingUpdateActions
        update={update}
        label="Reschedule"
        onSubmit={() => {
          if (start) update.save({ startsAt: start.startsAt });
          else setMissing(true);
        }}
        onCancel={onClose}
      />
    </Stack>
  );
}

/** Reschedule: a new date and one of its free slots (the booking's own time counts as free). */
export function RescheduleDialog({
  appointment,
  opened,
  onClose,
}: {
  appointment: AppointmentDetail;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Reschedule booking"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <RescheduleForm appointment={appointment} onClose={onClose} /> : null}
    </Modal>
  );
}
