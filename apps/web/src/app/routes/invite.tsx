import { Alert } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { homePath } from '@pitstop/domain/session';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { FullPageLoading } from '../../features/auth/components/route-guards.tsx';
import { InvitationCard } from '../../features/invitations/components/invitation-card.tsx';

/** Where an invitation mail's link lands (`/invite?token=…`). */
export function Component() {
  useDocumentTitle('Invitation — Pitstop');
  const { status, profile, refresh } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');

  if (status === 'loading') return <FullPageLoading />;
  return (
    <AuthCard title="You're invited">
      {token ? (
        <InvitationCard
          token={token}
          viewerEmail={profile?.email ?? null}
          onAccepted={() => {
            refresh()
              .catch(() => null)
              .then((updated) =>
                navigate(updated ? homePath(updated) : '/login', { replace: true }),
              );
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
