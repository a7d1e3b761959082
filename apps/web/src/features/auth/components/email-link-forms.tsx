import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { emailSchema } from '@pitstop/domain/accounts';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { authClient } from '../../../lib/auth-client.ts';
import { toAuthError } from '../auth-error.ts';
import { FormError } from './form-error.tsx';

const emailOnly = z.object({ email: emailSchema });

/** A sent-mail confirmation, in the spec's words. */
export function MailSent({ message, email }: { message: string; email: string }) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconMailCheck aria-hidden />}
      role="status"
      title={message}
    >
      <Text size="sm">
        We sent it to <strong>{email}</strong>. It can take a minute to arrive; check your spam
        folder too.
      </Text>
    </Alert>
  );
}

/** One e-mail field that sends something and then says "Check your email for …". */
function EmailRequestForm(props: {
  submitLabel: string;
  sentMessage: string;
  fallback: string;
  send(email: string): Promise<{ error: unknown }>;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(emailOnly, { sync: true }),
  });

  if (sentTo) return <MailSent message={props.sentMessage} email={sentTo} />;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        setBusy(true);
        setError(null);
        const email = emailSchema.parse(values.email);
        try {
          const result = await props.send(email);
          if (result.error) throw result.error;
          setSentTo(email);
        } catch (cause) {
          setError(toAuthError(cause, props.fallback).message);
        } finally {
          setBusy(false);
        }
      })}
    >
      <Stack gap="sm">
        <FormError message={error} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={busy}>
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** Magic link: a one-time sign-in link by e-mail. */
export function MagicLinkForm({
  callbackURL,
  errorCallbackURL,
}: {
  callbackURL: string;
  errorCallbackURL: string;
}) {
  return (
    <EmailRequestForm
      submitLabel="Send magic link"
      sentMessage="Check your email for the magic link"
      fallback="Could not send the magic link. Please try again."
      send={(email) => authClient.signIn.magicLink({ email, callbackURL, errorCallbackURL })}
    />
  );
}

/** Forgotten password: a reset link by e-mail that lands on /auth/update-password. */
export function ForgotPasswordForm() {
  return (
    <EmailRequestForm
      submitLabel="Send reset link"
      sentMessage="Check your email for the password reset link"
      fallback="Could not send the reset link. Please try again."
      send={(email) =>
        authClient.requestPasswordReset({ email, redirectTo: '/auth/update-password' })
      }
    />
  );
}
