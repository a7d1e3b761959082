import { Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { isStaffRole } from '@pitstop/domain/roles';
import { displayName, homePath } from '@pitstop/domain/session';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { FullPageLoading } from '../../features/auth/components/route-guards.tsx';
import { InvitationCodeForm } from '../../features/invitations/components/invitation-code-form.tsx';
import { CreateShopForm } from '../../features/onboarding/components/create-shop-form.tsx';
import { Brand } from '../layouts/brand.tsx';
import { useSignOut } from '../layouts/use-sign-out.ts';

/** A staff member without a shop: create a workshop (and run it as admin) or join one. */
export function Component() {
  useDocumentTitle('Set up your workshop — Pitstop');
  const { profile, refresh } = useAuth();
  const navigate = useNavigate();
  const { signOut, signingOut } = useSignOut();
  if (!profile) return <FullPageLoading />;
  // Only staff without a shop belong here; everyone else goes home.
  if (!isStaffRole(profile.role) || profile.shopId)
    return <Navigate to={homePath(profile)} replace />;

  const goHome = async () => {
    const updated = await refresh().catch(() => null);
    navigate(updated ? homePath(updated) : '/login', { replace: true });
  };

  return (
    <Container component="main" size={640} py="xl" px="sm">
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Brand to="/" />
          <Button variant="default" onClick={() => void signOut()} loading={signingOut}>
            Sign out
          </Button>
        </Group>
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Welcome, {displayName(profile)}
          </Title>
          <Text c="dimmed">Set up your workshop on Pitstop, or join the one that invited you.</Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Create your workshop
            </Title>
            <Text size="sm" c="dimmed">
              You become its admin and can invite your team afterwards.
            </Text>
            <CreateShopForm onCreated={() => void goHome()} />
          </Stack>
        </Paper>
        <Divider label="or" labelPosition="center" />
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Join with an invitation
            </Title>
            <InvitationCodeForm onAccepted={() => void goHome()} />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
