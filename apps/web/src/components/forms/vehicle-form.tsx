import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type Vehicle, type VehicleInput, vehicleInputSchema } from '@pitstop/domain/vehicles';
import { type FormEvent, type ReactNode, useState } from 'react';
import { applyApiError, focusFirstError, notifyFailure } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';
import {
  toVehicleInput,
  VehicleFields,
  type VehicleValues,
  validateVehicle,
  vehicleFieldOrder,
  vehicleSubmitLabel,
  vehicleValuesOf,
} from './vehicle-fields.tsx';

export type SaveCallbacks = { onSuccess(): void; onError(cause: unknown): void };

/**
 * The save flow of both vehicle dialogs (staff and car owner): the input checked by the domain
 * schema, saved by the caller's mutation, then the spec §8 toast and close — or the failure
 * under its field or in the form's alert, with nothing typed lost.
 */
export function useVehicleForm(options: {
  vehicle: Vehicle | null;
  clientId?: string | null;
  validate?: (values: VehicleValues) => Record<string, string>;
  save(input: VehicleInput, callbacks: SaveCallbacks): void;
  onClose(): void;
}) {
  const { vehicle, save, onClose } = options;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<VehicleValues>({
    initialValues: vehicleValuesOf(vehicle, options.clientId ?? null),
    validate: options.validate ?? validateVehicle,
  });
  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      save(vehicleInputSchema.parse(toVehicleInput(values)), {
        onSuccess: () => {
          showToast({
            color: 'teal',
            message: vehicle ? 'Vehicle updated successfully' : 'Vehicle added successfully',
          });
          onClose();
        },
        onError: (cause) => {
          setError(applyApiError(form, cause, 'Please try again.'));
          notifyFailure('Error saving vehicle', cause);
        },
      });
    },
    (errors) => focusFirstError(form, errors, vehicleFieldOrder),
  );
  return { form, error, handleSubmit };
}

/** The dialog's body: the failure, the owner part (`children`), the fields, Cancel and submit. */
export function VehicleFormLayout({
  form,
  error,
  editing,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  form: UseFormReturnType<VehicleValues>;
  error: string | null;
  editing: boolean;
  busy: boolean;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  onClose(): void;
  children?: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {children}
        <VehicleFields form={form} editing={editing} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {vehicleSubmitLabel(editing, busy)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec §2 "Vehicle dialog": 'Add New Vehicle' or 'Edit Vehicle'; the form mounts when open. */
export function VehicleModal({
  opened,
  editing,
  onClose,
  children,
}: {
  opened: boolean;
  editing: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      size="lg"
      title={editing ? 'Edit Vehicle' : 'Add New Vehicle'}
    >
      {opened ? children : null}
    </Modal>
  );
}
