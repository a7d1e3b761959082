import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { isStaffRole, type Role } from '@pitstop/domain/roles';
import { homePath } from '@pitstop/domain/session';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth-context.tsx';

/** Spec §4: "Loading..." while auth loads. */
export function FullPageLoading() {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}

/** The session could not be read (server unreachable): say so and offer a retry. */
export function AuthFailed() {
  const { error, refresh } = useAuth();
  const [retrying, setRetrying] = useState(false);
  return (
    <Center mih="60dvh" p="md">
      <Alert
        color="red"
        icon={<IconAlertTriangle aria-hidden />}
        title={error ?? 'Failed to initialize auth'}
        maw={460}
        role="alert"
      >
        <Stack gap="sm">
          <Text size="sm">
            Pitstop could not check your session. Check your connection and try again.
          </Text>
          <Button
            variant="light"
            color="red"
            loading={retrying}
            onClick={() => {
              setRetrying(true);
              refresh()
                .catch(() => {})
                .finally(() => setRetrying(false));
            }}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

/** Signed out → `/login`, remembering where the person was going (spec §4). */
export function RequireSignedIn() {
  const { status, signedOutByUser } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageLoading />;
  if (status === 'failed') return <AuthFailed />;
  if (status === 'signed-out') {
    if (signedOutByUser) return <Navigate to="/login" replace />;
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  return <Outlet />;
}

/**
 * The staff workspace (`/admin/*`, DESIGN.md §2–3): a non-staff account goes to `/`, a staff
 * account without a shop to `/onboarding`. Must sit inside RequireSignedIn.
 */
export function RequireStaff() {
  const { profile } = useAuth();
  if (!profile) return <FullPageLoading />;
  if (!isStaffRole(profile.role)) return <Navigate to="/" replace />;
  if (!profile.shopId) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}

/** A role-restricted route: any other role → `/unauthorized`, which says why. */
export function RequireRoles({ roles }: { roles: readonly Role[] }) {
  const { profile } = useAuth();
  const location = useLocation();
  if (!profile) return <FullPageLoading />;
  if (!roles.includes(profile.role)) {
    return (
      <Navigate to="/unauthorized" replace state={{ from: location.pathname, allowed: roles }} />
    );
  }
  return <Outlet />;
}

/** Public auth pages (login, sign-up): a signed-in visitor goes on to where they belong. */
export function useSignedInDestination(returnTo: string | null): string | null {
  const { profile } = useAuth();
  if (!profile) return null;
  return returnTo ?? homePath(profile);
}
