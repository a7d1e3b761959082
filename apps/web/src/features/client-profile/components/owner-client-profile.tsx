import { Alert, Anchor, Button, Select, Stack, Text, Title } from '@mantine/core';
import type { OwnerClient } from '@pitstop/domain/owner';
import { IconEdit, IconMessagePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useOwnerProfile } from '../api/get-owner-profile.ts';
import { useOwnerCommunications } from '../api/list-owner-communications.ts';
import { useOwnerServiceHistory } from '../api/list-owner-service-history.ts';
import { useOwnerVehicles } from '../api/list-owner-vehicles.ts';
import { CommunicationList } from './communication-list.tsx';
import { OwnerMessageDialog } from './owner-message-dialog.tsx';
import { OwnerProfileDialog } from './owner-profile-dialog.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileLayout, type ProfileTab } from './profile-layout.tsx';
import { ServiceHistoryList } from './service-history-list.tsx';
import { VehicleTable } from './vehicle-table.tsx';

function VehiclesTab({ clientId }: { clientId: string }) {
  const vehicles = useOwnerVehicles();
  if (vehicles.isPending) {
    return <InlineLoading />;
  }
  if (vehicles.isError) {
    return (
      <LoadFailure
        title="Could not load your vehicles"
        error={vehicles.error}
        onRetry={() => void vehicles.refetch()}
      />
    );
  }
  return (
    <VehicleTable vehicles={vehicles.data.filter((vehicle) => vehicle.clientId === clientId)} />
  );
}

/** The selected record's history only (its workshop), filtered by the server. */
function ServiceHistoryTab({ clientId }: { clientId: string }) {
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const history = useOwnerServiceHistory(vehicleId, clientId);
  const vehicles = useOwnerVehicles();
  return (
    <ServiceHistoryList
      query={history}
      vehicles={(vehicles.data ?? []).filter((vehicle) => vehicle.clientId === clientId)}
      vehicleId={vehicleId}
      onVehicleChange={setVehicleId}
      showShop={false}
    />
  );
}

/** The selected record's messages only (its workshop), filtered by the server. */
function CommunicationsTab({ clientId }: { clientId: string }) {
  const communications = useOwnerCommunications(clientId);
  return <CommunicationList query={communications} showShop={false} />;
}

function OwnerProfile({
  records,
  isClient,
  tab,
  onTabChange,
}: {
  records: OwnerClient[];
  isClient: boolean;
  tab: ProfileTab;
  onTabChange(tab: ProfileTab): void;
}) {
  const [selectedId, setSelectedId] = useState(records[0]?.id ?? null);
  const [editing, setEditing] = useState(false);
  const [writing, setWriting] = useState(false);
  const client = records.find((record) => record.id === selectedId) ?? (records[0] as OwnerClient);
  const several = records.length > 1;
  const workshops = records.map((record) => ({ clientId: record.id, shopName: record.shop.name }));
  const clientOnly = (
    <Text c="dimmed" py="md">
      Service history and messages are shown to car-owner accounts only.
    </Text>
  );

  return (
    <Stack gap="md">
      {several ? (
        <Select
          label="Workshop"
          description="You are a client of several workshops; each keeps its own profile of you."
          data={records.map((record) => ({ value: record.id, label: record.shop.name }))}
          value={client.id}
          allowDeselect={false}
          onChange={(value) => value && setSelectedId(value)}
          maw={360}
        />
      ) : null}
      <ProfileLayout
        name={client.name}
        subtitle={`Client of ${client.shop.name}`}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconEdit size={18} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit Profile
            </Button>
            <Button
              leftSection={<IconMessagePlus size={18} aria-hidden />}
              onClick={() => setWriting(true)}
            >
              New Interaction
            </Button>
          </>
        }
        tab={tab}
        onTabChange={onTabChange}
        panels={{
          details: <ProfileDetails client={client} />,
          vehicles: <VehiclesTab clientId={client.id} />,
          // Keyed by the record: another workshop starts with no vehicle filter.
          'service-history': isClient ? (
            <ServiceHistoryTab key={client.id} clientId={client.id} />
          ) : (
            clientOnly
          ),
          communications: isClient ? (
            <CommunicationsTab key={client.id} clientId={client.id} />
          ) : (
            clientOnly
          ),
        }}
      />
      <OwnerProfileDialog opened={editing} client={client} onClose={() => setEditing(false)} />
      <OwnerMessageDialog
        opened={writing}
        workshops={workshops}
        initialClientId={client.id}
        onClose={() => setWriting(false)}
      />
    </Stack>
  );
}

/** The client profile as the car owner sees their own (`/client/profile`). */
export function OwnerClientProfile({
  isClient,
  tab,
  onTabChange,
}: {
  /** Role client: the service history and messages are theirs to see (spec §6). */
  isClient: boolean;
  tab: ProfileTab;
  onTabChange(tab: ProfileTab): void;
}) {
  const profile = useOwnerProfile();
  if (profile.isPending) {
    return <InlineLoading />;
  }
  if (profile.isError) {
    return (
      <LoadFailure
        title="Could not load your profile"
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isRefetching}
      />
    );
  }
  if (profile.data.length === 0) {
    return (
      <Stack gap="sm" maw={640}>
        <Title order={1}>Profile</Title>
        <Alert color="blue" variant="light">
          You are not a client of a workshop on Pitstop yet.{' '}
          <Anchor component={Link} to="/client/dashboard">
            Choose your workshop on the dashboard
          </Anchor>{' '}
          and your profile there appears here.
        </Alert>
      </Stack>
    );
  }
  return (
    <OwnerProfile records={profile.data} isClient={isClient} tab={tab} onTabChange={onTabChange} />
  );
}
