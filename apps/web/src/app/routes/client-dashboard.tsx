import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { displayName } from '@pitstop/domain/session';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { OwnerDashboardView } from '../../features/owner-area/components/owner-dashboard.tsx';
import { RecommendedServicesCard } from '../../features/owner-estimates/components/recommended-services-card.tsx';

/** `/client/dashboard`: the car owner's live overview, or the workshops to choose from. */
export function Component() {
  useDocumentTitle('My dashboard — Pitstop');
  const { profile } = useAuth();
  if (!profile) return null;
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1}>Welcome, {displayName(profile)}</Title>
        <Text c="dimmed">Your vehicles, visits and messages at a glance.</Text>
      </Stack>
      <OwnerDashboardView
        isCarOwner={profile.role === 'client'}
        recommendedServices={profile.role === 'client' ? <RecommendedServicesCard /> : null}
      />
    </Stack>
  );
}
