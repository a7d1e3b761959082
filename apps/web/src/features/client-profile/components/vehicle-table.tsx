import { ActionIcon, Badge, Text, Tooltip } from '@mantine/core';
import { formatMileage, vehicleTitle } from '@pitstop/domain/format';
import { type VehicleListItem, vehicleStatusLabels } from '@pitstop/domain/vehicles';
import { IconEdit } from '@tabler/icons-react';
import { LastService } from '../../../components/last-service.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';

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
  if (vehicles.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No vehicles found
      </Text>
    );
  }
  return (
    <ResponsiveTable
      label="Vehicles"
      rows={vehicles}
      rowKey={(vehicle) => vehicle.id}
      columns={[
        {
          key: 'vehicle',
          header: 'Vehicle',
          kind: 'title',
          cell: (vehicle) => (
            <>
              <Text size="sm" fw={600}>
                {vehicleTitle(vehicle)}
              </Text>
              <Text size="xs" c="dimmed">
                {[vehicle.registrationNumber, vehicle.color].filter(Boolean).join(' · ') ||
                  'No registration'}
              </Text>
            </>
          ),
        },
        showShop && {
          key: 'workshop',
          header: 'Workshop',
          priority: 2,
          cell: (vehicle) => vehicle.shop?.name,
        },
        {
          key: 'vin',
          header: 'VIN',
          priority: 3,
          cell: (vehicle) => (
            <Text ff="monospace" fz="xs" span>
              {vehicle.vin ?? 'N/A'}
            </Text>
          ),
        },
        {
          key: 'status',
          header: 'Status',
          nowrap: true,
          cell: (vehicle) => (
            <Badge
              variant={vehicle.status === 'active' ? 'filled' : 'light'}
              color={vehicle.status === 'active' ? undefined : 'gray'}
              size="sm"
            >
              {vehicleStatusLabels[vehicle.status]}
            </Badge>
          ),
        },
        {
          key: 'lastService',
          header: 'Last Service',
          cell: (vehicle) => <LastService date={vehicle.lastServiceDate} />,
        },
        {
          key: 'mileage',
          header: 'Mileage',
          align: 'right',
          nowrap: true,
          cell: (vehicle) => formatMileage(vehicle.mileage),
        },
        onEdit !== undefined && {
          key: 'actions',
          header: 'Actions',
          kind: 'actions',
          cell: (vehicle) => (
            <Tooltip label={`Edit ${vehicleTitle(vehicle)}`} openDelay={700}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Edit ${vehicleTitle(vehicle)}`}
                onClick={() => onEdit(vehicle)}
              >
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ),
        },
      ]}
    />
  );
}
