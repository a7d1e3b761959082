import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import { IconMailForward, IconUserCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSendPortalInvitation } from '../api/send-portal-invitation.ts';

/**
 * Whether the client can use the car-owner area, and the way to invite them: has portal access,
 * invitation sent (now, or a pending one with its sent time, which survives a reload), or no
 * e-mail to send one to.
 */
export function PortalAccess({
  client,
  canWrite,
}: {
  client: {
    id: string;
    email: string | null;
    hasPortalAccess: boolean;
    portalInvitedAt?: string | null;
  };
  canWrite: boolean;
}) {
  const dates = useDateFormat();
  const invite = useSendPortalInvitation();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<{ to: string; at: string } | null>(null);

  const sendInvitation = () =>
    invite.mutate(client.id, {
      onSuccess: ({ sentTo: address }) => {
        setSent({ to: address, at: new Date().toISOString() });
        showToast({ color: 'teal', message: `Invitation sent to ${address}` });
        // The profile's pending invitation (sent time) comes from the server after a reload.
        void queryClient.invalidateQueries({ queryKey: ['clients', 'detail', client.id] });
      },
      onError: (cause) => notifyFailure('Could not send the invitation', cause),
    });

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
  // Sent now, or a pending (unused, unexpired) invitation the server knows of.
  const pending =
    sent ??
    (client.portalInvitedAt && client.email
      ? { to: client.email, at: client.portalInvitedAt }
      : null);
  if (pending) {
    return (
      <Alert color="teal" variant="light" data-testid="portal-access" role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Invitation sent to {pending.to} on{' '}
            <time dateTime={pending.at}>{formatDateTime(pending.at, dates)}</time>. The link lets
            them sign up or sign in and see this profile.
          </Text>
          {canWrite ? (
            <Button
              size="compact-sm"
              variant="light"
              color="teal"
              leftSection={<IconMailForward size={16} aria-hidden />}
              loading={invite.isPending}
              onClick={sendInvitation}
            >
              Resend invitation
            </Button>
          ) : null}
        </Stack>
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
          onClick={sendInvitation}
        >
          Invite to portal
        </Button>
      ) : null}
    </Group>
  );
}
