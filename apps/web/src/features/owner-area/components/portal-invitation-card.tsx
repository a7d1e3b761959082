import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailOpened } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAcceptPortalInvitation } from '../api/accept-portal-invitation.ts';
import { usePortalInvitation } from '../api/get-portal-invitation.ts';

function withReturn(path: string, returnTo: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Where a workshop's "Invite to portal" mail lands: whose invitation it is; signed out, the way
 * to sign up or sign in and come back; signed in, Accept.
 */
export function PortalInvitationCard(props: {
  token: string;
  viewerEmail: string | null;
  onAccepted(shopName: string): void;
}) {
  const preview = usePortalInvitation(props.token);
  const accept = useAcceptPortalInvitation();
  const [error, setError] = useState<string | null>(null);
  const here = `/client/join?token=${encodeURIComponent(props.token)}`;

  if (preview.isPending) {
    return <InlineLoading />;
  }
  if (preview.isError) {
    const gone =
      preview.error instanceof ApiError && [400, 404, 409, 410].includes(preview.error.status);
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="xs">
          <Text size="sm">
            {gone
              ? 'This invitation link is not valid any more. Ask the workshop to send a new one.'
              : `Could not load the invitation: ${preview.error.message}`}
          </Text>
          {gone ? null : (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void preview.refetch()}
              style={{ alignSelf: 'flex-start' }}
            >
              Retry
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  const invitation = preview.data;
  const header = (
    <Stack gap={6}>
      <Group gap="xs">
        <IconMailOpened aria-hidden size={22} />
        <Text fw={700} fz="lg">
          {invitation.shopName}
        </Text>
      </Group>
      <Text>
        <strong>{invitation.shopName}</strong> invites {invitation.clientName} to see their
        vehicles, service history and messages on Pitstop.
      </Text>
      <Text size="sm" c="dimmed">
        Invitation for {invitation.email}
      </Text>
    </Stack>
  );

  if (!props.viewerEmail) {
    return (
      <Stack gap="md">
        {header}
        <Text size="sm">Create your Pitstop account or sign in to accept.</Text>
        <Stack gap="xs">
          <Button
            component={Link}
            to={withReturn(`/signup?email=${encodeURIComponent(invitation.email)}`, here)}
          >
            Sign up to accept
          </Button>
          <Button component={Link} to={withReturn('/login', here)} variant="default">
            I already have an account — sign in
          </Button>
        </Stack>
      </Stack>
    );
  }

  const otherAccount = props.viewerEmail.toLowerCase() !== invitation.email.toLowerCase();
  return (
    <Stack gap="md">
      {header}
      {otherAccount ? (
        <Alert color="yellow" variant="light" role="status">
          You are signed in as {props.viewerEmail}, but this invitation was sent to{' '}
          {invitation.email}. Accepting links the workshop's record to the account you are signed in
          with.
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {error}
        </Alert>
      ) : null}
      <Button
        loading={accept.isPending}
        onClick={() => {
          setError(null);
          accept.mutate(props.token, {
            onSuccess: (client) => props.onAccepted(client.shop.name),
            onError: (cause) =>
              setError(
                cause instanceof ApiError && cause.status > 0 && cause.status < 500
                  ? cause.message
                  : 'Could not accept the invitation. Please try again.',
              ),
          });
        }}
      >
        Accept invitation
      </Button>
    </Stack>
  );
}
