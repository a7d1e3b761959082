import { Alert } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { FullPageLoading } from '../../features/auth/components/route-guards.tsx';
import { PortalInvitationCard } from '../../features/owner-area/components/portal-invitation-card.tsx';
import { showToast } from '../../lib/toast.ts';

/** `/client/join?token=…`: where a workshop's "Invite to portal" mail lands (public). */
export function Component() {
  useDocumentTitle('Join your workshop — Pitstop');
  const { status, profile } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');

  if (status === 'loading') return <FullPageLoading />;
  return (
    <AuthCard title="Your workshop on Pitstop">
      {token ? (
        <PortalInvitationCard
          token={token}
          viewerEmail={profile?.email ?? null}
          onAccepted={(shopName) => {
            showToast({
              color: 'teal',
              message: `You are now connected to ${shopName}`,
            });
            navigate('/client/dashboard', { replace: true });
          }}
        />
      ) : (
        <Alert color="red" variant="light" role="alert">
          This invitation link is incomplete. Open the whole link from your invitation email.
        </Alert>
      )}
    </AuthCard>
  );
}
