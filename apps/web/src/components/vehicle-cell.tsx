import { Text } from '@mantine/core';

/** A list's Vehicle cell: "2019 Honda Civic" over its plate, or "—" without a vehicle. */
export function VehicleCell({
  vehicle,
}: {
  vehicle: { label: string; registrationNumber: string | null } | null;
}) {
  if (!vehicle) return '—';
  return (
    <>
      <Text size="sm">{vehicle.label}</Text>
      {vehicle.registrationNumber ? (
        <Text size="xs" c="dimmed">
          {vehicle.registrationNumber}
        </Text>
      ) : null}
    </>
  );
}
