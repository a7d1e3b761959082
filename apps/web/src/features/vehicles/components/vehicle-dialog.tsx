import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ClientOption } from '@pitstop/domain/clients';
import {
  FIRST_VEHICLE_YEAR,
  latestVehicleYear,
  type Vehicle,
  type VehicleInput,
  type VehicleStatus,
  vehicleInputSchema,
  vehicleStatuses,
  vehicleStatusLabels,
} from '@pitstop/domain/vehicles';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { VinInput } from '../../../components/forms/vin-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { useCreateVehicle } from '../api/create-vehicle.ts';
import { useUpdateVehicle } from '../api/update-vehicle.ts';
import { NewOwnerForm } from './new-owner-form.tsx';
import { OwnerSelect } from './owner-select.tsx';

type Values = {
  clientId: string | null;
  make: string;
  model: string;
  year: number | string;
  color: string;
  vin: string;
  registrationNumber: string;
  notes: string;
  status: VehicleStatus;
  mileage: number | string;
};

const fieldOrder = [
  'clientId',
  'make',
  'model',
  'year',
  'color',
  'vin',
  'registrationNumber',
  'notes',
  'status',
  'mileage',
] as const;

function valuesOf(vehicle: Vehicle | null): Values {
  return {
    clientId: vehicle?.clientId ?? null,
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    year: vehicle?.year ?? '',
    color: vehicle?.color ?? '',
    vin: vehicle?.vin ?? '',
    registrationNumber: vehicle?.registrationNumber ?? '',
    notes: vehicle?.notes ?? '',
    status: vehicle?.status ?? 'active',
    mileage: vehicle?.mileage ?? '',
  };
}

/** The form's strings as the API's input: '' is "not given" (null for optional fields). */
function toInput(values: Values): VehicleInput {
  return {
    clientId: values.clientId ?? '',
    make: values.make,
    model: values.model,
    year: values.year === '' ? (undefined as unknown as number) : Number(values.year),
    color: values.color,
    vin: values.vin,
    registrationNumber: values.registrationNumber,
    notes: values.notes,
    status: values.status,
    mileage: values.mileage === '' ? null : Number(values.mileage),
  };
}

function validate(values: Values): Record<string, string> {
  const result = vehicleInputSchema.safeParse(toInput(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function VehicleForm({ vehicle, onClose }: { vehicle: Vehicle | null; onClose(): void }) {
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const busy = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const [addingOwner, setAddingOwner] = useState(false);
  const [knownOwners, setKnownOwners] = useState<ClientOption[]>(
    vehicle ? [{ id: vehicle.clientId, name: vehicle.ownerName }] : [],
  );
  const form = useForm<Values>({ initialValues: valuesOf(vehicle), validate });

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      const input = vehicleInputSchema.parse(toInput(values));
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
          notifications.show({
            color: 'red',
            title: 'Error saving vehicle',
            message:
              cause instanceof ApiError && cause.status < 500 ? cause.message : 'Please try again.',
          });
        },
      };
      if (vehicle) update.mutate({ id: vehicle.id, changes: input }, callbacks);
      else {
        const { status: _status, mileage: _mileage, ...created } = input;
        create.mutate(created, callbacks);
      }
    },
    (errors) => {
      const first = fieldOrder.find((field) => errors[field]);
      if (first) form.getInputNode(first)?.focus();
    },
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Make" required {...form.getInputProps('make')} />
          <TextInput label="Model" required {...form.getInputProps('model')} />
          <NumberInput
            // Out-of-range numbers get a message, not a silent correction.
            clampBehavior="none"
            label="Year"
            required
            min={FIRST_VEHICLE_YEAR}
            max={latestVehicleYear()}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={false}
            {...form.getInputProps('year')}
          />
          <TextInput label="Color" {...form.getInputProps('color')} />
        </SimpleGrid>
        <VinInput
          inputProps={form.getInputProps('vin')}
          value={form.values.vin}
          onChange={(vin) => form.setFieldValue('vin', vin)}
        />
        <TextInput label="Registration Number" {...form.getInputProps('registrationNumber')} />
        {vehicle ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label="Status"
              data={vehicleStatuses.map((status) => ({
                value: status,
                label: vehicleStatusLabels[status],
              }))}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
            <NumberInput
              // Out-of-range numbers get a message, not a silent correction.
              clampBehavior="none"
              label="Mileage"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('mileage')}
            />
          </SimpleGrid>
        ) : null}
        <Textarea label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {vehicle
              ? busy
                ? 'Updating...'
                : 'Update Vehicle'
              : busy
                ? 'Adding...'
                : 'Add Vehicle'}
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
