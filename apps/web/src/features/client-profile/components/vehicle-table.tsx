import { ActionIcon, Badge, Table, Text, Tooltip } from '@mantine/core';
import { lastServiceLabel } from '@pitstop/domain/date-format';
import { formatMileage, vehicleTitle } from '@pitstop/domain/format';
import { type VehicleListItem, vehicleStatusLabels } from '@pitstop/domain/vehicles';
import { IconEdit } from '@tabler/icons-react';
import { useDateFormat } from '../../../lib/dates.tsx';

type Row = VehicleListItem & { shop?: { name: string } };

/** A client's vehicles with last service and mileage (profile tab, car owner's vehicles). */
export function VehicleTable<V extends Row>({
  vehicles,
  showShop = false,
  onEdit,
}: {
  vehicles: V[];
  showShop?: boolean;
  onEdit?(vehicle: V): void;
}) {
  const dates = useDateFormat();
  if (vehicles.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No vehicles found
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing="sm" aria-label="Vehicles" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vehicle</Table.Th>
            {showShop ? <Table.Th visibleFrom="sm">Workshop</Table.Th> : null}
            <Table.Th visibleFrom="sm">VIN</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last Service</Table.Th>
            <Table.Th ta="right">Mileage</Table.Th>
            {onEdit ? <Table.Th>Actions</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vehicles.map((vehicle) => {
            const lastService = lastServiceLabel(vehicle.lastServiceDate, dates);
            const name = vehicleTitle(vehicle);
            return (
              <Table.Tr key={vehicle.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[vehicle.registrationNumber, vehicle.color].filter(Boolean).join(' · ') ||
                      'No registration'}
                  </Text>
                </Table.Td>
                {showShop ? <Table.Td visibleFrom="sm">{vehicle.shop?.name}</Table.Td> : null}
                <Table.Td visibleFrom="sm" ff="monospace" fz="xs">
                  {vehicle.vin ?? 'N/A'}
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant={vehicle.status === 'active' ? 'filled' : 'light'}
                    color={vehicle.status === 'active' ? undefined : 'gray'}
                    size="sm"
                  >
                    {vehicleStatusLabels[vehicle.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
                    {lastService.text}
                  </Text>
                  {lastService.hint ? (
                    <Text size="xs" c="dimmed" span ml={4}>
                      {lastService.hint}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMileage(vehicle.mileage)}
                </Table.Td>
                {onEdit ? (
                  <Table.Td>
                    <Tooltip label={`Edit ${name}`} openDelay={700}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Edit ${name}`}
                        onClick={() => onEdit(vehicle)}
                      >
                        <IconEdit size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
