import { Alert, Button, Stack } from '@mantine/core';
import type { Client } from '@pitstop/domain/clients';
import { IconArchive, IconEdit, IconFileInvoice, IconMessagePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useClientCommunications } from '../api/list-client-communications.ts';
import { useClientServiceHistory } from '../api/list-client-service-history.ts';
import { useClientVehicles } from '../api/list-client-vehicles.ts';
import { useMarkClientCommunicationsRead } from '../api/mark-client-communications-read.ts';
import { useMarkReadOnOpen } from '../hooks/use-mark-read-on-open.ts';
import { CommunicationList } from './communication-list.tsx';
import { InteractionDialog } from './interaction-dialog.tsx';
import { PortalAccess } from './portal-access.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileLayout, type ProfileTab } from './profile-layout.tsx';
import { ServiceHistoryList } from './service-history-list.tsx';
import { VehicleInspections } from './vehicle-inspections.tsx';
import { VehicleTable } from './vehicle-table.tsx';

function VehiclesTab({ clientId }: { clientId: string }) {
  const vehicles = useClientVehicles(clientId);
  if (vehicles.isPending) {
    return <InlineLoading />;
  }
  if (vehicles.isError) {
    return (
      <LoadFailure
        title="Could not load the vehicles"
        error={vehicles.error}
        onRetry={() => void vehicles.refetch()}
      />
    );
  }
  return (
    <Stack gap="md">
      <VehicleTable vehicles={vehicles.data.items} />
      <VehicleInspections vehicles={vehicles.data.items} />
    </Stack>
  );
}

function ServiceHistoryTab({ clientId }: { clientId: string }) {
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const history = useClientServiceHistory(clientId, vehicleId);
  const vehicles = useClientVehicles(clientId);
  return (
    <ServiceHistoryList
      query={history}
      vehicles={vehicles.data?.items ?? []}
      vehicleId={vehicleId}
      onVehicleChange={setVehicleId}
    />
  );
}

function CommunicationsTab({ clientId }: { clientId: string }) {
  const communications = useClientCommunications(clientId);
  const markRead = useMarkClientCommunicationsRead();
  const unread =
    communications.data?.pages
      .flatMap((page) => page.items)
      .filter((item) => item.direction === 'inbound' && !item.readAt)
      .map((item) => item.id) ?? [];
  // Opening the tab reads the car owner's messages (the notifications badge goes down).
  useMarkReadOnOpen(unread, () => markRead.mutate(clientId));
  return <CommunicationList query={communications} />;
}

/** The client profile as staff see it (`/admin/clients/:id`). */
export function StaffClientProfile({
  client,
  canWrite,
  tab,
  onTabChange,
  onEditProfile,
  onArchive,
  canSeeInvoices,
}: {
  client: Client;
  canWrite: boolean;
  /** Billing staff: a link to the client's invoices. */
  canSeeInvoices: boolean;
  tab: ProfileTab;
  onTabChange(tab: ProfileTab): void;
  onEditProfile(): void;
  onArchive(): void;
}) {
  const [interacting, setInteracting] = useState(false);
  return (
    <>
      <ProfileLayout
        name={client.name}
        tags={client.tags}
        subtitle={client.company}
        actions={
          canWrite || canSeeInvoices ? (
            <>
              {canSeeInvoices ? (
                <Button
                  component={Link}
                  to={`/admin/invoices?clientId=${client.id}`}
                  variant="default"
                  leftSection={<IconFileInvoice size={18} aria-hidden />}
                >
                  Invoices
                </Button>
              ) : null}
              {canWrite ? (
                <>
                  <Button
                    variant="default"
                    leftSection={<IconEdit size={18} aria-hidden />}
                    onClick={onEditProfile}
                  >
                    Edit Profile
                  </Button>
                  <Button
                    leftSection={<IconMessagePlus size={18} aria-hidden />}
                    onClick={() => setInteracting(true)}
                  >
                    New Interaction
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconArchive size={18} aria-hidden />}
                    onClick={onArchive}
                  >
                    Archive
                  </Button>
                </>
              ) : null}
            </>
          ) : null
        }
        status={
          client.archivedAt ? (
            <Alert color="yellow" variant="light" role="status">
              This client is archived.
            </Alert>
          ) : (
            <PortalAccess client={client} canWrite={canWrite} />
          )
        }
        tab={tab}
        onTabChange={onTabChange}
        panels={{
          details: <ProfileDetails client={client} shopFields={client} />,
          vehicles: <VehiclesTab clientId={client.id} />,
          'service-history': <ServiceHistoryTab clientId={client.id} />,
          communications: <CommunicationsTab clientId={client.id} />,
        }}
      />
      {canWrite ? (
        <InteractionDialog
          opened={interacting}
          client={client}
          onClose={() => setInteracting(false)}
        />
      ) : null}
    </>
  );
}
