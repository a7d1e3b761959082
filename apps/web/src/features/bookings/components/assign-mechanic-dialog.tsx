import { Alert, Modal, Select, Stack } from '@mantine/core';
import type { AppointmentDetail } from '@pitstop/domain/bookings';
import { localParts } from '@pitstop/domain/local-time';
import { useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { useAvailability } from '../api/get-availability.ts';
import { useBookingUpdate } from '../hooks/use-booking-update.ts';
import { BookingUpdateActions } from './booking-update-actions.tsx';

const UNASSIGNED = 'unassigned';
const ANY = 'any';

function AssignMechanicForm({
  appointment,
  onClose,
}: {
  appointment: AppointmentDetail;
  onClose(): void;
}) {
  const day = localParts(appointment.startsAt, appointment.timeZone).date;
  const availability = useAvailability({ from: day, to: day });
  const [choice, setChoice] = useState(appointment.mechanic?.id ?? UNASSIGNED);
  const update = useBookingUpdate(appointment.id, () => {
    showToast({ color: 'teal', message: 'Mechanic assigned' });
    onClose();
  });

  return (
    <Stack gap="md">
      {update.error ? (
        <Alert color="red" variant="light" role="alert">
          {update.error}
        </Alert>
      ) : null}
      <Select
        label="Mechanic"
        data-autofocus
        allowDeselect={false}
        data={[
          { value: UNASSIGNED, label: 'Unassigned' },
          { value: ANY, label: 'Any available' },
          ...(availability.data?.mechanics ?? []).map((mechanic) => ({
            value: mechanic.id,
            label: mechanic.name,
          })),
        ]}
        value={choice}
        onChange={(value) => setChoice(value ?? UNASSIGNED)}
        error={availability.isError ? availability.error.message : undefined}
      />
      <BookingUpdateActions
        update={update}
        label="Assign"
        onSubmit={() => update.save({ mechanicId: choice === UNASSIGNED ? null : choice })}
        onCancel={onClose}
      />
    </Stack>
  );
}

/** Assign mechanic: a named one, "any available" (the server picks a free one), or none. */
export function AssignMechanicDialog({
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
      title="Assign mechanic"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <AssignMechanicForm appointment={appointment} onClose={onClose} /> : null}
    </Modal>
  );
}
