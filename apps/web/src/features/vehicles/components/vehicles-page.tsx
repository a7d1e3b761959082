import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Vehicle, vehicleStatusLabels } from '@pitstop/domain/vehicles';
import { IconDownload, IconEdit, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LastService } from '../../../components/last-service.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useVehicles, vehiclesExportUrl } from '../api/list-vehicles.ts';
import { VehicleDialog } from './vehicle-dialog.tsx';

type Props = {
  canWrite: boolean;
  initialSearch: string;
  onSearchChange?(search: string): void;
  /** The Add dialog is open (the route `/admin/vehicles/new`). */
  adding: boolean;
  onAddOpen(): void;
  onAddClose(): void;
};

/** Spec §2 "Admin vehicles screen": searched and paged on the server, newest first. */
export function VehiclesPage({
  canWrite,
  initialSearch,
  onSearchChange,
  adding,
  onAddOpen,
  onAddClose,
}: Props) {
  const [search, setSearch] = useState(initialSearch);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  // Kept after closing so the dialog keeps its title while it fades out.
  const [editing, setEditing] = useState<{ vehicle: Vehicle | null; opened: boolean }>({
    vehicle: null,
    opened: false,
  });
  const vehicles = useVehicles({ search: debouncedSearch });
  const rows = vehicles.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Vehicles</Title>
        <Group gap="sm">
          <Button
            component="a"
            href={vehiclesExportUrl({ search: debouncedSearch })}
            download="vehicles.csv"
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Export
          </Button>
          {canWrite ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAddOpen}>
              Add Vehicle
            </Button>
          ) : null}
        </Group>
      </Group>
      <TextInput
        placeholder="Search vehicles..."
        aria-label="Search vehicles"
        title="Search by make, model, registration or VIN"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          onSearchChange?.(event.currentTarget.value);
        }}
        maw={420}
      />
      {vehicles.isError && !vehicles.data ? (
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm">
            <Text size="sm">Could not load the vehicles: {vehicles.error.message}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => vehicles.refetch()}
            >
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        <ResponsiveTable
          label="Vehicles"
          rows={rows}
          rowKey={(vehicle) => vehicle.id}
          loading={vehicles.isPending}
          busy={vehicles.isFetching && !vehicles.isFetchingNextPage && !vehicles.isPending}
          empty="No vehicles found"
          columns={[
            {
              key: 'makeModel',
              header: 'Make/Model',
              kind: 'title',
              cell: (vehicle) => (
                <>
                  <Text size="sm" fw={500}>
                    {vehicle.make} {vehicle.model}
                  </Text>
                  {vehicle.registrationNumber || vehicle.color ? (
                    <Text size="xs" c="dimmed">
                      {[vehicle.registrationNumber, vehicle.color].filter(Boolean).join(' · ')}
                    </Text>
                  ) : null}
                </>
              ),
            },
            { key: 'year', header: 'Year', priority: 2, cell: (vehicle) => vehicle.year ?? '—' },
            { key: 'owner', header: 'Owner', cell: (vehicle) => vehicle.ownerName },
            {
              key: 'vin',
              header: 'VIN',
              priority: 3,
              cell: (vehicle) => (
                <Text size="sm" ff={vehicle.vin ? 'monospace' : undefined} span>
                  {vehicle.vin ?? 'N/A'}
                </Text>
              ),
            },
            {
              key: 'status',
              header: 'Status',
              nowrap: true,
              cell: (vehicle) => (
                // Spec §4: active highlighted, every other status secondary.
                <Badge
                  variant={vehicle.status === 'active' ? 'filled' : 'light'}
                  color={vehicle.status === 'active' ? undefined : 'gray'}
                >
                  {vehicleStatusLabels[vehicle.status]}
                </Badge>
              ),
            },
            {
              key: 'lastService',
              header: 'Last Service',
              priority: 2,
              cell: (vehicle) => <LastService date={vehicle.lastServiceDate} />,
            },
            canWrite && {
              key: 'actions',
              header: 'Actions',
              kind: 'actions',
              cell: (vehicle) => (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconEdit size={16} aria-hidden />}
                  aria-label={`Edit ${vehicle.make} ${vehicle.model}${vehicle.registrationNumber ? ` ${vehicle.registrationNumber}` : ''}`}
                  onClick={() => setEditing({ vehicle, opened: true })}
                >
                  Edit
                </Button>
              ),
            },
          ]}
        />
      )}
      <LoadMore query={vehicles} failureTitle="Could not load more vehicles" />
      {canWrite ? (
        <>
          <VehicleDialog opened={adding} vehicle={null} onClose={onAddClose} />
          <VehicleDialog
            opened={editing.opened}
            vehicle={editing.vehicle}
            onClose={() => setEditing((current) => ({ ...current, opened: false }))}
          />
        </>
      ) : null}
    </Stack>
  );
}
