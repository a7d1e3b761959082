import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { billingRoles, type Role, rolesWith } from '@pitstop/domain/roles';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import {
  type ProfileTab,
  profileTabs,
} from '../../features/client-profile/components/profile-layout.tsx';
import { StaffClientProfile } from '../../features/client-profile/components/staff-client-profile.tsx';
import { useClient } from '../../features/clients/api/get-client.ts';
import { ArchiveClientModal } from '../../features/clients/components/archive-client-modal.tsx';
import { ClientDialog } from '../../features/clients/components/client-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';

const writers = rolesWith('clients', 'write');

function tabOf(value: string | null): ProfileTab {
  return (profileTabs as readonly string[]).includes(value ?? '')
    ? (value as ProfileTab)
    : 'details';
}

/**
 * `/admin/clients/:id` (issue 5): the shared client profile with the staff actions — Edit
 * Profile is the clients screen's dialog, Archive its confirmation. The open tab is in the address.
 */
export function Component() {
  const { id = '' } = useParams();
  const { profile } = useAuth();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const client = useClient(id);
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  useDocumentTitle(`${client.data?.name ?? 'Client'} — Pitstop`);
  if (!profile) return null;
  const canWrite = writers.includes(profile.role);

  const back = (
    <Anchor component={Link} to="/admin/clients" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Clients
      </Group>
    </Anchor>
  );

  if (client.isPending) {
    return (
      <Center py="xl" role="status">
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">Loading...</Text>
        </Group>
      </Center>
    );
  }
  if (client.isError) {
    const missing = client.error instanceof ApiError && [400, 404].includes(client.error.status);
    return (
      <Stack gap="md" maw={640}>
        {back}
        <Alert color="red" variant="light" role="alert" title="Could not load the client">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {missing ? 'This client does not exist or was archived.' : client.error.message}
            </Text>
            {missing ? null : (
              <Button size="xs" variant="light" color="red" onClick={() => void client.refetch()}>
                Retry
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {back}
      <StaffClientProfile
        client={client.data}
        canWrite={canWrite}
        canSeeInvoices={(billingRoles as readonly Role[]).includes(profile.role)}
        tab={tabOf(searchParams.get('tab'))}
        onTabChange={(tab) => setSearchParams(tab === 'details' ? {} : { tab }, { replace: true })}
        onEditProfile={() => setEditing(true)}
        onArchive={() => setArchiving(true)}
      />
      {canWrite ? (
        <>
          <ClientDialog
            opened={editing}
            clientId={client.data.id}
            onClose={() => setEditing(false)}
          />
          <ArchiveClientModal
            opened={archiving}
            client={client.data}
            onClose={() => setArchiving(false)}
            onArchived={() => navigate('/admin/clients', { replace: true })}
          />
        </>
      ) : null}
    </Stack>
  );
}
