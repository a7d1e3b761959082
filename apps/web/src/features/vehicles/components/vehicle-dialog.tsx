import { Button, Group, Stack } from '@mantine/core';
import type { ClientOption } from '@pitstop/domain/clients';
import type { Vehicle } from '@pitstop/domain/vehicles';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ClientSelect } from '../../../components/forms/client-select.tsx';
import { NewClientForm } from '../../../components/forms/new-client-form.tsx';
import {
  useVehicleForm,
  VehicleFormLayout,
  VehicleModal,
} from '../../../components/forms/vehicle-form.tsx';
import { useClientOptions } from '../../../lib/api/client-options.ts';
import { useCreateVehicle } from '../../../lib/api/create-vehicle.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateOwner } from '../api/create-owner.ts';
import { useUpdateVehicle } from '../api/update-vehicle.ts';

function VehicleForm({ vehicle, onClose }: { vehicle: Vehicle | null; onClose(): void }) {
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const createOwner = useCreateOwner();
  const [addingOwner, setAddingOwner] = useState(false);
  const [knownOwners, setKnownOwners] = useState<ClientOption[]>(
    vehicle ? [{ id: vehicle.clientId, name: vehicle.ownerName }] : [],
  );
  const { form, error, handleSubmit } = useVehicleForm({
    vehicle,
    onClose,
    save: (input, callbacks) => {
      if (vehicle) update.mutate({ id: vehicle.id, changes: input }, callbacks);
      else {
        const { status: _status, mileage: _mileage, ...created } = input;
        create.mutate(created, callbacks);
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
      <Stack gap={6}>
        <ClientSelect
          useOptions={useClientOptions}
          value={form.values.clientId}
          onChange={(id) => form.setFieldValue('clientId', id)}
          error={form.errors.clientId}
          known={knownOwners}
        />
        {addingOwner ? (
          <NewClientForm
            create={createOwner.mutateAsync}
            onCancel={() => setAddingOwner(false)}
            onCreated={(owner) => {
              setKnownOwners((current) => [...current, owner]);
              form.setFieldValue('clientId', owner.id);
              setAddingOwner(false);
              showToast({ color: 'teal', message: `${owner.name} added as a client` });
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
    </VehicleFormLayout>
  );
}

/** Spec §2 "Vehicle dialog", staff side: the owner chosen from the shop's clients or added inline. */
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
    <VehicleModal opened={opened} editing={Boolean(vehicle)} onClose={onClose}>
      <VehicleForm key={vehicle?.id ?? 'new'} vehicle={vehicle} onClose={onClose} />
    </VehicleModal>
  );
}
