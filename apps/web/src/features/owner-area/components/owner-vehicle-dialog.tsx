import { Alert, Select } from '@mantine/core';
import type { OwnerVehicle } from '@pitstop/domain/owner';
import { validateVehicle } from '../../../components/forms/vehicle-fields.tsx';
import {
  useVehicleForm,
  VehicleFormLayout,
  VehicleModal,
} from '../../../components/forms/vehicle-form.tsx';
import { useCreateOwnerVehicle } from '../api/create-owner-vehicle.ts';
import { useUpdateOwnerVehicle } from '../api/update-owner-vehicle.ts';

/** A workshop the car owner is a client of: their record there and its name. */
export type OwnerWorkshop = { clientId: string; shopName: string };

function OwnerVehicleForm({
  vehicle,
  workshops,
  onClose,
  onCreated,
}: {
  vehicle: OwnerVehicle | null;
  workshops: OwnerWorkshop[];
  onClose(): void;
  onCreated?: ((vehicle: OwnerVehicle) => void) | undefined;
}) {
  const create = useCreateOwnerVehicle();
  const update = useUpdateOwnerVehicle();
  const { form, error, handleSubmit } = useVehicleForm({
    vehicle,
    clientId: workshops.length === 1 ? (workshops[0]?.clientId ?? null) : null,
    validate: (values) => {
      const errors = validateVehicle(values);
      // The owner "field" is the workshop here.
      if (errors.clientId) errors.clientId = 'Choose the workshop';
      return errors;
    },
    onClose,
    save: (input, callbacks) => {
      if (vehicle) {
        // A vehicle stays with its workshop.
        const { clientId: _clientId, ...changes } = input;
        update.mutate({ id: vehicle.id, changes }, callbacks);
      } else {
        const { status: _status, mileage: _mileage, ...created } = input;
        create.mutate(created, {
          onSuccess: (saved) => {
            callbacks.onSuccess();
            onCreated?.(saved);
          },
          onError: callbacks.onError,
        });
      }
    },
  });

  return (
    <VehicleFormLayout
      form={form}
      error={error}
      editing={Boolean(vehicle)}
      busy={create.isPending || update.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
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
    </VehicleFormLayout>
  );
}

/**
 * The car owner adds or edits their own vehicle: the staff dialog's fields and rules.
 * `onCreated` hears of a new vehicle (the booking flow selects it).
 */
export function OwnerVehicleDialog({
  opened,
  vehicle,
  workshops,
  onClose,
  onCreated,
}: {
  opened: boolean;
  vehicle: OwnerVehicle | null;
  workshops: OwnerWorkshop[];
  onClose(): void;
  onCreated?: (vehicle: OwnerVehicle) => void;
}) {
  return (
    <VehicleModal opened={opened} editing={Boolean(vehicle)} onClose={onClose}>
      <OwnerVehicleForm
        key={vehicle?.id ?? 'new'}
        vehicle={vehicle}
        workshops={workshops}
        onClose={onClose}
        onCreated={onCreated}
      />
    </VehicleModal>
  );
}
