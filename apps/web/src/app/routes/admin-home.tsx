import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { displayName } from '@pitstop/domain/accounts';
import { roleLabels } from '@pitstop/domain/roles';
import { IconBuildingStore, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';

/** The staff workspace's start page: who you are and where you work (the dashboard comes next). */
export function Component() {
  useDocumentTitle('Dashboard — Pitstop');
  const { profile } = useAuth();
  if (!profile) return null;
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1}>Welcome, {displayName(profile)}</Title>
        <Group gap="xs">
          <Badge variant="light">{roleLabels[profile.role]}</Badge>
          {profile.shopName ? <Text c="dimmed">at {profile.shopName}</Text> : null}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder component={Link} to="/admin/profile" padding="lg">
          <Group gap="sm" wrap="nowrap">
            <IconUserCircle aria-hidden size={28} />
            <div>
              <Text fw={600}>Your profile</Text>
              <Text size="sm" c="dimmed">
                Name, phone and password.
              </Text>
            </div>
          </Group>
        </Card>
        {profile.role === 'admin' ? (
          <Card withBorder component={Link} to="/admin/settings/business" padding="lg">
            <Group gap="sm" wrap="nowrap">
              <IconBuildingStore aria-hidden size={28} />
              <div>
                <Text fw={600}>Business settings</Text>
                <Text size="sm" c="dimmed">
                  Your workshop's details, your team and invitations.
                </Text>
              </div>
            </Group>
          </Card>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
