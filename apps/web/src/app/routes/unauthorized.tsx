import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type Role, roleLabels } from '@pitstop/domain/roles';
import { homePath } from '@pitstop/domain/session';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';

type RefusalState = { from?: string; allowed?: readonly Role[] } | null;

/** Where a role-restricted route sends a role it does not allow: says why, links home. */
export function Component() {
  useDocumentTitle('Not available — Pitstop');
  const { profile } = useAuth();
  const state = useLocation().state as RefusalState;
  if (!profile) return null;
  const allowed = state?.allowed?.map((role) => roleLabels[role]).join(', ');
  return (
    <Center component="main" mih="80dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <IconLock aria-hidden size={40} color="var(--mantine-color-dimmed)" />
        <Title order={1}>This page is not available to you</Title>
        <Text c="dimmed">
          {state?.from ? (
            <>
              <strong>{state.from}</strong> is{' '}
            </>
          ) : (
            'The page you tried to open is '
          )}
          {allowed ? `only for ${allowed} accounts` : 'restricted to other roles'}, and you are
          signed in as {roleLabels[profile.role]}. If you think you should have access, ask your
          workshop's admin.
        </Text>
        <Button component={Link} to={homePath(profile)}>
          Go to my home page
        </Button>
      </Stack>
    </Center>
  );
}
