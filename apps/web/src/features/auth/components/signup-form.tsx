import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import {
  emailSchema,
  passwordSchema,
  type SignupRole,
  updateProfileSchema,
} from '@pitstop/domain/accounts';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useAuth } from '../auth-context.tsx';
import { AuthError } from '../auth-error.ts';
import { FormError } from './form-error.tsx';
import { PasswordStrength } from './password-strength.tsx';

const signUpSchema = z.object({
  firstName: updateProfileSchema.shape.firstName,
  lastName: updateProfileSchema.shape.lastName,
  email: emailSchema,
  password: passwordSchema,
  confirmPassword: z.string(),
});
const resolveSchema = schemaResolver(signUpSchema, { sync: true });

function validate(values: z.input<typeof signUpSchema>): FormErrors {
  const errors = resolveSchema(values);
  if (!values.confirmPassword) errors.confirmPassword = 'Confirm your password';
  else if (values.confirmPassword !== values.password)
    errors.confirmPassword = 'Passwords do not match';
  return errors;
}

/**
 * One sign-up form per tab (Car Owner, Mechanic). Calls `onSignedUp` with whether a session
 * came back; without one the page shows "Check your email for the confirmation link".
 */
export function SignUpForm(props: {
  role: SignupRole;
  initialEmail?: string;
  callbackURL: string;
  onSignedUp(result: { email: string; signedIn: boolean }): void;
}) {
  const { signUp } = useAuth();
  const ids = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: props.initialEmail ?? '',
      password: '',
      confirmPassword: '',
    },
    validate,
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    const email = emailSchema.parse(values.email);
    try {
      const profile = await signUp({
        email,
        password: values.password,
        signupRole: props.role,
        firstName: values.firstName,
        lastName: values.lastName,
        callbackURL: props.callbackURL,
      });
      props.onSignedUp({ email, signedIn: profile !== null });
    } catch (cause) {
      if (cause instanceof AuthError && cause.options.field === 'password') {
        form.setFieldError('password', cause.message);
      } else {
        setError(cause instanceof AuthError ? cause.message : 'Failed to sign up');
      }
    } finally {
      setBusy(false);
    }
  });

  const strengthId = `${ids}-strength`;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <FormError message={error} />
        <Group grow gap="sm" wrap="wrap" align="flex-start">
          <TextInput
            label="First name"
            autoComplete="given-name"
            miw={140}
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            miw={140}
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
        </Group>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <div>
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordStrength id={strengthId} password={form.values.password} />
        </div>
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={busy}>
          {props.role === 'mechanic' ? 'Create mechanic account' : 'Create account'}
        </Button>
      </Stack>
    </form>
  );
}
