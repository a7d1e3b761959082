import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { InventorySettingsForm } from '../../features/account/components/inventory-settings-form.tsx';
import { JobOrderSettingsForm } from '../../features/account/components/job-order-settings-form.tsx';
import { ShopSettingsForm } from '../../features/account/components/shop-settings-form.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';

/**
 * Settings → Business details (admins): the shop's name and contact, its job order and inventory
 * settings, and the way to the team (the Employee List, issue 24).
 */
export function Component() {
  useDocumentTitle('Business settings — Pitstop');
  const { refresh } = useAuth();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>Business settings</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Business details
          </Title>
          {/* The shop's name shows in the header: re-read the profile after a save. */}
          <ShopSettingsForm onSaved={() => void refresh().catch(() => null)} />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Job orders
          </Title>
          <JobOrderSettingsForm />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Inventory
          </Title>
          <InventorySettingsForm />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="lg">
            Team
          </Title>
          <Text size="sm" c="dimmed">
            Your staff, their roles and pay, and the invitations still open are on the Employee
            List; invite a person from Add New Employee.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/admin/employees" variant="default">
              Employee List
            </Button>
            <Button component={Link} to="/admin/employees/new">
              Add New Employee
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
