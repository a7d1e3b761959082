import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { roleLabels } from '@pitstop/domain/roles';
import { ProfileForm } from '../../features/account/components/profile-form.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { ChangePasswordForm } from '../../features/auth/components/password-forms.tsx';
import { showToast } from '../../lib/toast.ts';

/** Own profile (staff and car owners alike): name, phone, password. */
export function Component() {
  useDocumentTitle('Profile — Pitstop');
  const { profile, updateProfile } = useAuth();
  if (!profile) return null;
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>Profile</Title>
        <Text c="dimmed">
          {roleLabels[profile.role]}
          {profile.shopName ? ` at ${profile.shopName}` : ''}
        </Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Your details
          </Title>
          <ProfileForm key={profile.id} profile={profile} onSubmit={updateProfile} />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Password
          </Title>
          <ChangePasswordForm
            onDone={() => showToast({ color: 'teal', message: 'Your password has been updated' })}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
