import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatMileage, vehicleTitle } from '@pitstop/domain/format';
import type { OwnerVehicle } from '@pitstop/domain/owner';
import { homePath } from '@pitstop/domain/session';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { InlineLoading } from '../../components/inline-loading.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PublicShell } from '../../components/public-shell/public-shell.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { FullPageLoading } from '../../features/auth/components/route-guards.tsx';
import {
  BookingFlow,
  type VehiclePickerProps,
} from '../../features/booking-flow/components/booking-flow.tsx';
import { VehicleChoice } from '../../features/booking-flow/components/vehicle-choice.tsx';
import { useOwnerVehicles } from '../../features/client-profile/api/list-owner-vehicles.ts';
import { useJoinWorkshop } from '../../features/owner-area/api/join-workshop.ts';
import { OwnerVehicleDialog } from '../../features/owner-area/components/owner-vehicle-dialog.tsx';
import { notifyFailure } from '../../lib/form-errors.ts';
import { PublicActions } from '../layouts/public-actions.tsx';

/**
 * The vehicle step: the owner's vehicles (those of other workshops too: the booking copies the
 * car to this one), and the car-owner area's vehicle dialog to add one. A workshop the owner is
 * not a client of yet is joined first, since a vehicle belongs to the owner's record there.
 */
function BookingVehicles({ workshop, vehicleId, onChange }: VehiclePickerProps) {
  const vehicles = useOwnerVehicles();
  const join = useJoinWorkshop();
  const [adding, setAdding] = useState<{ clientId: string } | null>(null);

  if (vehicles.isPending) return <InlineLoading />;
  if (vehicles.isError) {
    return (
      <LoadFailure
        title="Could not load your vehicles"
        error={vehicles.error}
        onRetry={() => void vehicles.refetch()}
        retrying={vehicles.isFetching}
      />
    );
  }
  // Their cars kept by this workshop first; one kept by another workshop is copied here when booked.
  const here = vehicles.data.filter((vehicle) => vehicle.shop.id === workshop.id);
  const elsewhere = vehicles.data.filter((vehicle) => vehicle.shop.id !== workshop.id);
  const options = [...here, ...elsewhere].map((vehicle) => ({
    id: vehicle.id,
    label: vehicleTitle(vehicle),
    detail:
      [
        vehicle.registrationNumber,
        vehicle.color,
        formatMileage(vehicle.mileage),
        vehicle.shop.id === workshop.id ? null : `Kept by ${vehicle.shop.name}`,
      ]
        .filter(Boolean)
        .join(' · ') || null,
  }));

  return (
    <>
      <VehicleChoice
        workshopName={workshop.name}
        vehicles={options}
        value={vehicleId}
        onChange={onChange}
        adding={join.isPending}
        onAdd={() => {
          if (workshop.clientId) {
            setAdding({ clientId: workshop.clientId });
            return;
          }
          join.mutate(
            { shopId: workshop.id },
            {
              onSuccess: (joined) => setAdding({ clientId: joined.id }),
              onError: (cause) => notifyFailure('Could not add you to this workshop', cause),
            },
          );
        }}
      />
      <OwnerVehicleDialog
        opened={adding !== null}
        vehicle={null}
        workshops={adding ? [{ clientId: adding.clientId, shopName: workshop.name }] : []}
        onClose={() => setAdding(null)}
        onCreated={(vehicle: OwnerVehicle) => onChange(vehicle.id)}
      />
    </>
  );
}

/** The chosen vehicle's name on the confirm step. */
function VehicleName({ vehicleId }: { vehicleId: string }) {
  const vehicles = useOwnerVehicles();
  const vehicle = vehicles.data?.find((entry) => entry.id === vehicleId);
  return (
    <>{vehicle ? vehicleTitle(vehicle) : vehicles.isPending ? 'Loading...' : 'Unknown vehicle'}</>
  );
}

/** `/book`: the public booking flow; car owners continue it signed in. */
export function Component() {
  useDocumentTitle('Book a Service — Pitstop');
  const { status, profile } = useAuth();

  let body: ReactNode;
  if (status === 'loading') body = <FullPageLoading />;
  else if (profile && profile.role !== 'client') {
    body = (
      <Alert color="blue" variant="light" title="Online booking is for car owners">
        You are signed in with a staff account. Staff book appointments from the workshop&apos;s
        calendar.{' '}
        <Anchor component={Link} to={homePath(profile)}>
          Go to your workspace
        </Anchor>
      </Alert>
    );
  } else {
    body = (
      <BookingFlow
        signedIn={status === 'signed-in'}
        renderVehiclePicker={(props) => <BookingVehicles {...props} />}
        renderVehicleName={(vehicleId) => <VehicleName vehicleId={vehicleId} />}
      />
    );
  }

  return (
    <PublicShell renderActions={(layout) => <PublicActions layout={layout} />}>
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>Book a Service</Title>
            <Text c="dimmed">
              Choose a workshop, what your car needs and a time that suits you.
            </Text>
          </Stack>
          {body}
        </Stack>
      </Container>
    </PublicShell>
  );
}
