import { Button, Divider, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { emailSchema } from '@pitstop/domain/accounts';
import { IconBuildingStore, IconCar } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { useDemoAccounts } from '../api/get-demo-accounts.ts';
import { useAuth } from '../auth-context.tsx';
import { AuthError } from '../auth-error.ts';
import { FormError } from './form-error.tsx';

const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
});

/** Login failures in the words of spec §8 / DESIGN.md §3.7. */
function loginMessage(error: unknown): string {
  if (error instanceof AuthError && error.expected) return error.message;
  return 'Login failed. Please try again.';
}

const quickLoginIcons: Record<string, typeof IconCar> = {
  admin: IconBuildingStore,
  client: IconCar,
};

/**
 * The sign-in card's content: quick-login buttons for the demo accounts (only where they
 * exist), the 'Or continue with' divider and the e-mail + password form.
 */
export function LoginPanel() {
  const { signIn } = useAuth();
  const demo = useDemoAccounts();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  const attempt = async (key: string, email: string, password: string) => {
    setBusy(key);
    setError(null);
    try {
      // On success the auth context holds the profile and the login route moves on.
      await signIn(email, password);
    } catch (cause) {
      setError(loginMessage(cause));
      setBusy(null);
    }
  };

  const quick = demo.data?.available && demo.data.password ? demo.data : null;

  return (
    <Stack gap="md">
      {quick ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {quick.accounts.map((account) => {
              const Icon = quickLoginIcons[account.role] ?? IconCar;
              return (
                <Button
                  key={account.email}
                  variant="default"
                  leftSection={<Icon aria-hidden size={18} />}
                  loading={busy === account.email}
                  disabled={busy !== null && busy !== account.email}
                  onClick={() => attempt(account.email, account.email, quick.password ?? '')}
                >
                  {account.label}
                </Button>
              );
            })}
          </SimpleGrid>
          <Divider label="Or continue with" labelPosition="center" />
        </>
      ) : null}
      <form
        noValidate
        onSubmit={form.onSubmit((values) => attempt('form', values.email.trim(), values.password))}
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
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button
            type="submit"
            fullWidth
            loading={busy === 'form'}
            disabled={busy !== null && busy !== 'form'}
          >
            Sign in
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
