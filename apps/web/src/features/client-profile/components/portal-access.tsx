import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { useSendPortalInvitation } from '../api/send-portal-invitation.ts';

/**
 * Whether the client can use the car-owner area, and the way to invite them: has portal access,
 * invitation sent, or no e-mail to send one to.
 */
export function PortalAccess({
  client,
  canWrite,
}: {
  client: { id: string; email: string | null; hasPortalAccess: boolean };
  canWrite: boolean;
}) {
  const invite = useSendPortalInvitation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (client.hasPortalAccess) {
    return (
      <Group gap="xs" data-testid="portal-access">
        <StatusBadge color="teal" leftSection={<IconUserCheck size={12} aria-hidden />}>
          Has portal access
        </StatusBadge>
        <Text size="sm" c="dimmed">
          Linked to a car owner's Pitstop account.
        </Text>
      </Group>
    );
  }
  if (sentTo) {
    return (
      <Alert color="teal" variant="light" data-testid="portal-access" role="status">
        Invitation sent to {sentTo}. The link lets them sign up or sign in and see this profile.
      </Alert>
    );
  }
  if (!client.email) {
    return (
      <Group gap="xs" data-testid="portal-access">
        <StatusBadge color="gray">No portal access</StatusBadge>
        <Text size="sm" c="dimmed">
          No e-mail on file: add one with Edit Profile to invite this client to the portal.
        </Text>
      </Group>
    );
  }
  return (
    <Group gap="xs" data-testid="portal-access">
      <StatusBadge color="gray">No portal access</StatusBadge>
      {canWrite ? (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconMailForward size={16} aria-hidden />}
          loading={invite.isPending}
          onClick={() =>
            invite.mutate(client.id, {
              onSuccess: ({ sentTo: address }) => {
                setSentTo(address);
                notifications.show({ color: 'teal', message: `Invitation sent to ${address}` });
              },
              onError: (cause) => notifyFailure('Could not send the invitation', cause),
            })
          }
        >
          Invite to portal
        </Button>
      ) : null}
    </Group>
  );
}
