import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { OwnerVehicle } from '@pitstop/domain/owner';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { InlineLoading } from '../../components/inline-loading.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useOwnerProfile } from '../../features/client-profile/api/get-owner-profile.ts';
import { useOwnerVehicles } from '../../features/client-profile/api/list-owner-vehicles.ts';
import { VehicleTable } from '../../features/client-profile/components/vehicle-table.tsx';
import { OwnerOpenJobs } from '../../features/owner-area/components/owner-open-jobs.tsx';
import { OwnerVehicleDialog } from '../../features/owner-area/components/owner-vehicle-dialog.tsx';
import { OwnerRecentInspections } from '../../features/owner-inspections/components/owner-recent-inspections.tsx';

/**
 * `/client/vehicles`: the car owner's vehicles across their workshops, with the live status of
 * those in the workshop and the inspections shared with them; add and edit them.
 */
export function Component() {
  useDocumentTitle('Vehicles — Pitstop');
  const vehicles = useOwnerVehicles();
  const records = useOwnerProfile();
  const { profile } = useAuth();
  const [dialog, setDialog] = useState<{ vehicle: OwnerVehicle | null; opened: boolean }>({
    vehicle: null,
    opened: false,
  });
  const workshops = (records.data ?? []).map((record) => ({
    clientId: record.id,
    shopName: record.shop.name,
  }));
  const noWorkshop = records.isSuccess && workshops.length === 0;

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="center">
        <Title order={1}>Vehicles</Title>
        {workshops.length > 0 ? (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setDialog({ vehicle: null, opened: true })}
          >
            Add Vehicle
          </Button>
        ) : null}
      </Group>
      {noWorkshop ? (
        <Alert color="blue" variant="light">
          Your vehicles are kept by your workshop.{' '}
          <Anchor component={Link} to="/client/dashboard">
            Choose your workshop on the dashboard
          </Anchor>{' '}
          to add them.
        </Alert>
      ) : null}
      {vehicles.isPending ? (
        <InlineLoading />
      ) : vehicles.isError ? (
        <LoadFailure
          title="Could not load your vehicles"
          error={vehicles.error}
          onRetry={() => void vehicles.refetch()}
          retrying={vehicles.isRefetching}
        />
      ) : (
        <>
          <OwnerOpenJobs
            jobs={vehicles.data.flatMap((vehicle) => vehicle.openJobs ?? [])}
            vehicles={vehicles.data}
          />
          <VehicleTable
            vehicles={vehicles.data}
            showShop={workshops.length > 1}
            onEdit={(vehicle) => setDialog({ vehicle, opened: true })}
          />
          {/* The results workshops shared are the car owner's own (spec §6: role client). */}
          {profile?.role === 'client' ? <OwnerRecentInspections /> : null}
        </>
      )}
      <OwnerVehicleDialog
        opened={dialog.opened}
        vehicle={dialog.vehicle}
        workshops={workshops}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
