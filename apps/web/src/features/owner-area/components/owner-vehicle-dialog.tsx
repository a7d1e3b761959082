import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { OwnerVehicle } from '@pitstop/domain/portal';
import { vehicleInputSchema } from '@pitstop/domain/vehicles';
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
import { useCreateOwnerVehicle } from '../api/create-owner-vehicle.ts';
import { useUpdateOwnerVehicle } from '../api/update-owner-vehicle.ts';

/** A workshop the car owner is a client of: their record there and its name. */
export type OwnerWorkshop = { clientId: string; shopName: string };

function OwnerVehicleForm({
  vehicle,
  workshops,
  onClose,
}: {
  vehicle: OwnerVehicle | null;
  workshops: OwnerWorkshop[];
  onClose(): void;
}) {
  const create = useCreateOwnerVehicle();
  const update = useUpdateOwnerVehicle();
  const busy = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const only = workshops.length === 1 ? (workshops[0]?.clientId ?? null) : null;
  const form = useForm<VehicleValues>({
    initialValues: vehicleValuesOf(vehicle, only),
    validate: (values) => {
      const errors = validateVehicle(values);
      // The owner "field" is the workshop here.
      if (errors.clientId) errors.clientId = 'Choose the workshop';
      return errors;
    },
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
      if (vehicle) {
        // A vehicle stays with its workshop.
        const { clientId: _clientId, ...changes } = input;
        update.mutate({ id: vehicle.id, changes }, callbacks);
      } else {
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
        {vehicle ? (
          workshops.length > 1 ? (
            <Alert variant="light" color="gray">
              Kept by {vehicle.shop.name}
            </Alert>
          ) : null
        ) : workshops.length > 1 ? (
          <Select
            label="Workshop"
            placeholder="Choose the workshop"
            required
            allowDeselect={false}
            data={workshops.map((shop) => ({ value: shop.clientId, label: shop.shopName }))}
            {...form.getInputProps('clientId')}
          />
        ) : null}
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

/** The car owner adds or edits their own vehicle: the staff dialog's fields and rules. */
export function OwnerVehicleDialog({
  opened,
  vehicle,
  workshops,
  onClose,
}: {
  opened: boolean;
  vehicle: OwnerVehicle | null;
  workshops: OwnerWorkshop[];
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
        <OwnerVehicleForm
          key={vehicle?.id ?? 'new'}
          vehicle={vehicle}
          workshops={workshops}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}
