import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { displayName } from '@pitstop/domain/accounts';
import { IconCar, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';

/** The car owner's start page; vehicles, bookings and history arrive with the car-owner area. */
export function Component() {
  useDocumentTitle('My dashboard — Pitstop');
  const { profile } = useAuth();
  if (!profile) return null;
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1}>Welcome, {displayName(profile)}</Title>
        <Text c="dimmed">Your Pitstop account is ready.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder component={Link} to="/client/profile" padding="lg">
          <Group gap="sm" wrap="nowrap">
            <IconUserCircle aria-hidden size={28} />
            <div>
              <Text fw={600}>Your profile</Text>
              <Text size="sm" c="dimmed">
                Keep your name and phone up to date so your workshop can reach you.
              </Text>
            </div>
          </Group>
        </Card>
        <Card withBorder component={Link} to="/client/vehicles" padding="lg">
          <Group gap="sm" wrap="nowrap">
            <IconCar aria-hidden size={28} />
            <div>
              <Text fw={600}>Your vehicles</Text>
              <Text size="sm" c="dimmed">
                The cars you bring to your workshop.
              </Text>
            </div>
          </Group>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
