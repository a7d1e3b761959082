import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
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
import { issuesToErrors } from '../../lib/form-errors.ts';
import { VinInput } from './vin-input.tsx';

/**
 * The vehicle form of spec §2 "Vehicle dialog", shared by the staff dialog and the car owner's:
 * the same fields, the same rules (packages/domain/vehicles.ts) and the same VIN warning.
 */
export type VehicleValues = {
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

export const vehicleFieldOrder = [
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

export function vehicleValuesOf(
  vehicle: Vehicle | null,
  clientId: string | null = null,
): VehicleValues {
  return {
    clientId: vehicle?.clientId ?? clientId,
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
export function toVehicleInput(values: VehicleValues): VehicleInput {
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

export function validateVehicle(values: VehicleValues): Record<string, string> {
  const result = vehicleInputSchema.safeParse(toVehicleInput(values));
  if (result.success) return {};
  return issuesToErrors(result.error.issues);
}

/** Make, Model, Year, Color, VIN, Registration Number, (Status and Mileage when editing), Notes. */
export function VehicleFields({
  form,
  editing,
}: {
  form: UseFormReturnType<VehicleValues>;
  editing: boolean;
}) {
  return (
    <>
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
      {editing ? (
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
    </>
  );
}

/** 'Add Vehicle' / 'Update Vehicle', with 'Adding...' / 'Updating...' while busy (spec §2). */
export function vehicleSubmitLabel(editing: boolean, busy: boolean): string {
  if (editing) return busy ? 'Updating...' : 'Update Vehicle';
  return busy ? 'Adding...' : 'Add Vehicle';
}
