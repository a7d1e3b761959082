import { useDocumentTitle } from '@mantine/hooks';
import { billingRoles, type Role, rolesWith } from '@pitstop/domain/roles';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import {
  type ProfileTab,
  profileTabs,
} from '../../features/client-profile/components/profile-layout.tsx';
import { StaffClientProfile } from '../../features/client-profile/components/staff-client-profile.tsx';
import { useClient } from '../../features/clients/api/get-client.ts';
import { ArchiveClientModal } from '../../features/clients/components/archive-client-modal.tsx';
import { ClientDialog } from '../../features/clients/components/client-dialog.tsx';

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

  return (
    <DetailFrame
      query={client}
      noun="client"
      missing="This client does not exist or was archived."
      back={{ to: '/admin/clients', label: 'Clients' }}
    >
      {(data) => (
        <>
          <StaffClientProfile
            client={data}
            canWrite={canWrite}
            canSeeInvoices={(billingRoles as readonly Role[]).includes(profile.role)}
            tab={tabOf(searchParams.get('tab'))}
            onTabChange={(tab) =>
              setSearchParams(tab === 'details' ? {} : { tab }, { replace: true })
            }
            onEditProfile={() => setEditing(true)}
            onArchive={() => setArchiving(true)}
          />
          {canWrite ? (
            <>
              <ClientDialog opened={editing} clientId={data.id} onClose={() => setEditing(false)} />
              <ArchiveClientModal
                opened={archiving}
                client={data}
                onClose={() => setArchiving(false)}
                onArchived={() => navigate('/admin/clients', { replace: true })}
              />
            </>
          ) : null}
        </>
      )}
    </DetailFrame>
  );
}
