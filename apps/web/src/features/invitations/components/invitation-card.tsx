import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { roleLabels } from '@pitstop/domain/roles';
import { IconAlertCircle, IconMailOpened } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitationPreview } from '../api/get-invitation-preview.ts';

function withReturn(path: string, returnTo: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * What an invitation link shows: the shop and the role. Signed out, the way to sign up or in
 * (coming back here afterwards); signed in, the Accept button.
 */
export function InvitationCard(props: {
  token: string;
  viewerEmail: string | null;
  onAccepted(): void;
}) {
  const preview = useInvitationPreview(props.token);
  const accept = useAcceptInvitation();
  const [error, setError] = useState<string | null>(null);
  const here = `/invite?token=${encodeURIComponent(props.token)}`;

  if (preview.isPending) {
    return <InlineLoading />;
  }
  if (preview.isError) {
    const gone =
      preview.error instanceof ApiError && [400, 404, 410].includes(preview.error.status);
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="xs">
          <Text size="sm">
            {gone
              ? 'This invitation link is not valid. Check that you opened the whole link, or ask the workshop for a new invitation.'
              : 'Could not load the invitation.'}
          </Text>
          {gone ? null : (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => preview.refetch()}
              style={{ alignSelf: 'flex-start' }}
            >
              Try again
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
        You are invited to join <strong>{invitation.shopName}</strong> on Pitstop as{' '}
        <Badge variant="light" component="span">
          {roleLabels[invitation.role]}
        </Badge>
        .
      </Text>
      <Text size="sm" c="dimmed">
        Invitation for {invitation.email}
      </Text>
    </Stack>
  );

  if (invitation.status !== 'pending') {
    return (
      <Stack gap="md">
        {header}
        <Alert color="yellow" variant="light" role="status">
          {invitation.status === 'accepted'
            ? 'This invitation has already been accepted.'
            : 'This invitation has expired. Ask the workshop for a new one.'}
        </Alert>
      </Stack>
    );
  }

  if (!props.viewerEmail) {
    return (
      <Stack gap="md">
        {header}
        <Text size="sm">Create your Pitstop account or sign in to accept.</Text>
        <Stack gap="xs">
          <Button
            component={Link}
            to={withReturn(
              `/signup?role=mechanic&email=${encodeURIComponent(invitation.email)}`,
              here,
            )}
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
          {invitation.email}.
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
            onSuccess: props.onAccepted,
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
