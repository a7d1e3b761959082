import { Text } from '@mantine/core';
import type { ClientOption } from '@pitstop/domain/clients';
import type { Vehicle } from '@pitstop/domain/vehicles';
import { useCreateVehicle } from '../../lib/api/create-vehicle.ts';
import { useVehicleForm, VehicleFormLayout, VehicleModal } from './vehicle-form.tsx';

function AddVehicleForm({
  client,
  onClose,
  onCreated,
}: {
  client: ClientOption;
  onClose(): void;
  onCreated(vehicle: Vehicle): void;
}) {
  const create = useCreateVehicle();
  const { form, error, handleSubmit } = useVehicleForm({
    vehicle: null,
    clientId: client.id,
    onClose,
    save: (input, callbacks) => {
      const { status: _status, mileage: _mileage, ...created } = input;
      create.mutate(created, {
        onSuccess: (vehicle) => {
          onCreated(vehicle);
          callbacks.onSuccess();
        },
        onError: callbacks.onError,
      });
    },
  });
  return (
    <VehicleFormLayout
      form={form}
      error={error}
      editing={false}
      busy={create.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <Text size="sm">
        Owner: <strong>{client.name}</strong>
      </Text>
    </VehicleFormLayout>
  );
}

/**
 * The vehicle dialog's form for the client being booked or checked in (Add Appointment, a walk-in
 * job order): the new vehicle is then chosen.
 */
export function AddVehicleDialog({
  client,
  onClose,
  onCreated,
}: {
  /** The dialog is open for this client. */
  client: ClientOption | null;
  onClose(): void;
  onCreated(vehicle: Vehicle): void;
}) {
  return (
    <VehicleModal opened={client !== null} editing={false} onClose={onClose}>
      {client ? <AddVehicleForm client={client} onClose={onClose} onCreated={onCreated} /> : null}
    </VehicleModal>
  );
}
