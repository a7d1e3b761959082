import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { InventorySettingsForm } from '../../features/account/components/inventory-settings-form.tsx';
import { JobOrderSettingsForm } from '../../features/account/components/job-order-settings-form.tsx';
import { ShopSettingsForm } from '../../features/account/components/shop-settings-form.tsx';
import { TeamTable } from '../../features/account/components/team-table.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { InvitationsList } from '../../features/invitations/components/invitations-list.tsx';
import { InviteMemberForm } from '../../features/invitations/components/invite-member-form.tsx';

/**
 * Settings → Business details (admins): the shop's name and contact, its job order and inventory
 * settings, the team, invitations.
 */
export function Component() {
  useDocumentTitle('Business settings — Pitstop');
  const { profile, refresh } = useAuth();
  if (!profile) return null;
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
        <Stack gap="md">
          <Title order={2} fz="lg">
            Team
          </Title>
          <TeamTable currentUserId={profile.id} canEdit={profile.role === 'admin'} />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              Invite a team member
            </Title>
            <Text size="sm" c="dimmed">
              They get an email with a link to sign up or sign in and join your workshop with this
              role.
            </Text>
          </div>
          <InviteMemberForm />
          <InvitationsList />
        </Stack>
      </Paper>
    </Stack>
  );
}
