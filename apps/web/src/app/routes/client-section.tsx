import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useLocation } from 'react-router';

const titles: Record<string, string> = {
  '/client/vehicles': 'Vehicles',
  '/client/service-history': 'Service History',
  '/client/communication': 'Communication',
};

/** Car-owner sections that are not built yet: an honest note, no sample data. */
export function Component() {
  const { pathname } = useLocation();
  const title = titles[pathname.replace(/\/$/, '')] ?? 'My area';
  useDocumentTitle(`${title} — Pitstop`);
  return (
    <Stack gap="sm" maw={720}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">
        This section arrives with the car-owner area of Pitstop. Nothing to show here yet.
      </Text>
    </Stack>
  );
}
