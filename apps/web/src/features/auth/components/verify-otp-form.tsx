import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { emailSchema } from '@pitstop/domain/accounts';
import { useState } from 'react';
import { z } from 'zod';
import { authClient } from '../../../lib/auth-client.ts';
import { useAuth } from '../auth-context.tsx';
import { toAuthError } from '../auth-error.ts';
import { MailSent } from './email-link-forms.tsx';
import { FormError } from './form-error.tsx';

const emailOnly = z.object({ email: emailSchema });
const codeOnly = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});

/**
 * Sign in with a one-time code: ask for a code by e-mail, then enter it. On success the auth
 * context holds the profile and the page moves on.
 */
export function VerifyOtpForm() {
  const { refresh } = useAuth();
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailForm = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(emailOnly, { sync: true }),
  });
  const codeForm = useForm({
    mode: 'uncontrolled',
    initialValues: { otp: '' },
    validate: schemaResolver(codeOnly, { sync: true }),
  });

  const sendCode = async (address: string) => {
    setBusy(true);
    setError(null);
    try {
      const result = await authClient.emailOtp.sendVerificationOtp({
        email: address,
        type: 'sign-in',
      });
      if (result.error) throw result.error;
      setEmail(address);
    } catch (cause) {
      setError(toAuthError(cause, 'Could not send the code. Please try again.').message);
    } finally {
      setBusy(false);
    }
  };

  if (!email) {
    return (
      <form
        noValidate
        onSubmit={emailForm.onSubmit((values) => sendCode(emailSchema.parse(values.email)))}
      >
        <Stack gap="sm">
          <FormError message={error} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            key={emailForm.key('email')}
            {...emailForm.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={busy}>
            Email me a code
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form
      noValidate
      onSubmit={codeForm.onSubmit(async (values) => {
        setBusy(true);
        setError(null);
        try {
          const result = await authClient.signIn.emailOtp({ email, otp: values.otp.trim() });
          if (result.error) throw result.error;
          const profile = await refresh();
          if (!profile) throw new Error('no profile after sign-in');
        } catch (cause) {
          setError(toAuthError(cause, 'Failed to sign in').message);
          setBusy(false);
        }
      })}
    >
      <Stack gap="sm">
        <MailSent message="Check your email for the 6-digit code" email={email} />
        <FormError message={error} />
        <TextInput
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          key={codeForm.key('otp')}
          {...codeForm.getInputProps('otp')}
        />
        <Button type="submit" fullWidth loading={busy}>
          Sign in
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          No code?{' '}
          <Anchor component="button" type="button" onClick={() => sendCode(email)} disabled={busy}>
            Send a new one
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
