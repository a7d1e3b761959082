import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { acceptInvitationSchema } from '@pitstop/domain/accounts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { invitationTokenFrom, useAcceptInvitation } from '../api/accept-invitation.ts';

/** Onboarding's other path: paste the invitation link (or its code) and join that shop. */
export function InvitationCodeForm({ onAccepted }: { onAccepted(): void }) {
  const accept = useAcceptInvitation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { invitation: '' },
    validate: {
      invitation: (value) => {
        const parsed = acceptInvitationSchema.safeParse({ token: invitationTokenFrom(value) });
        if (!value.trim()) return 'Paste the invitation link from your email';
        return parsed.success
          ? null
          : (parsed.error.issues[0]?.message ?? 'Invitation code is incomplete');
      },
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setError(null);
        accept.mutate(invitationTokenFrom(values.invitation), {
          onSuccess: onAccepted,
          onError: (cause) =>
            setError(
              cause instanceof ApiError && cause.status > 0 && cause.status < 500
                ? cause.message
                : 'Could not accept the invitation. Please try again.',
            ),
        });
      })}
    >
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="Invitation link or code"
          description="From the invitation email your workshop's admin sent you"
          required
          key={form.key('invitation')}
          {...form.getInputProps('invitation')}
        />
        <Button
          type="submit"
          variant="light"
          loading={accept.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Join the workshop
        </Button>
      </Stack>
    </form>
  );
}
