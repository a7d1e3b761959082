import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ClientOption } from '@pitstop/domain/clients';
import { type Vehicle, vehicleInputSchema } from '@pitstop/domain/vehicles';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  focusFirstVehicleError,
  toVehicleInput,
  VehicleFields,
  type VehicleValues,
  validateVehicle,
  vehicleSubmitLabel,
  vehicleValuesOf,
} from '../../../components/forms/vehicle-fields.tsx';
import { applyApiError, notifyFailure } from '../../../lib/form-errors.ts';
import { useCreateVehicle } from '../api/create-vehicle.ts';
import { useUpdateVehicle } from '../api/update-vehicle.ts';
import { NewOwnerForm } from './new-owner-form.tsx';
import { OwnerSelect } from './owner-select.tsx';

function VehicleForm({ vehicle, onClose }: { vehicle: Vehicle | null; onClose(): void }) {
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const busy = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const [addingOwner, setAddingOwner] = useState(false);
  const [knownOwners, setKnownOwners] = useState<ClientOption[]>(
    vehicle ? [{ id: vehicle.clientId, name: vehicle.ownerName }] : [],
  );
  const form = useForm<VehicleValues>({
    initialValues: vehicleValuesOf(vehicle),
    validate: validateVehicle,
  });

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      const input = vehicleInputSchema.parse(toVehicleInput(values));
      const callbacks = {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: vehicle ? 'Vehicle updated successfully' : 'Vehicle added successfully',
          });
          onClose();
        },
        onError: (cause: unknown) => {
          setError(applyApiError(form, cause, 'Please try again.'));
          notifyFailure('Error saving vehicle', cause);
        },
      };
      if (vehicle) update.mutate({ id: vehicle.id, changes: input }, callbacks);
      else {
        const { status: _status, mileage: _mileage, ...created } = input;
        create.mutate(created, callbacks);
      }
    },
    (errors) => focusFirstVehicleError(form, errors),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Stack gap={6}>
          <OwnerSelect
            value={form.values.clientId}
            onChange={(id) => form.setFieldValue('clientId', id)}
            error={form.errors.clientId}
            known={knownOwners}
          />
          {addingOwner ? (
            <NewOwnerForm
              onCancel={() => setAddingOwner(false)}
              onCreated={(owner) => {
                setKnownOwners((current) => [...current, owner]);
                form.setFieldValue('clientId', owner.id);
                setAddingOwner(false);
                notifications.show({ color: 'teal', message: `${owner.name} added as a client` });
              }}
            />
          ) : (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconUserPlus size={16} aria-hidden />}
                onClick={() => setAddingOwner(true)}
              >
                Add New Client
              </Button>
            </Group>
          )}
        </Stack>
        <VehicleFields form={form} editing={Boolean(vehicle)} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {vehicleSubmitLabel(Boolean(vehicle), busy)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec §2 "Vehicle dialog": 'Add New Vehicle' or 'Edit Vehicle'. */
export function VehicleDialog({
  opened,
  vehicle,
  onClose,
}: {
  opened: boolean;
  vehicle: Vehicle | null;
  onClose(): void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      size="lg"
      title={vehicle ? 'Edit Vehicle' : 'Add New Vehicle'}
    >
      {opened ? (
        <VehicleForm key={vehicle?.id ?? 'new'} vehicle={vehicle} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
