import { Button, Checkbox, PasswordInput, Stack } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { passwordWeaknesses, passwordWeaknessMessage } from '@pitstop/domain/accounts';
import { useId, useState } from 'react';
import { authClient } from '../../../lib/auth-client.ts';
import { toAuthError } from '../auth-error.ts';
import { FormError } from './form-error.tsx';
import { PasswordStrength } from './password-strength.tsx';

type NewPasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

function validateNewPassword(values: NewPasswordValues, needsCurrent: boolean): FormErrors {
  const errors: FormErrors = {};
  if (needsCurrent && !values.currentPassword)
    errors.currentPassword = 'Enter your current password';
  const reasons = passwordWeaknesses(values.newPassword);
  if (reasons.length > 0) errors.newPassword = passwordWeaknessMessage(reasons);
  if (!values.confirmPassword) errors.confirmPassword = 'Confirm your new password';
  else if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = 'Passwords do not match';
  return errors;
}

/**
 * New password + confirmation. With `token` (from the reset link) it resets a forgotten
 * password; without, it changes the signed-in person's password and asks for the current one.
 */
function NewPasswordForm(props: { token?: string; submitLabel: string; onDone(): void }) {
  const needsCurrent = !props.token;
  const strengthId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revokeOthers, setRevokeOthers] = useState(true);
  const form = useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => validateNewPassword(values, needsCurrent),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      const result = props.token
        ? await authClient.resetPassword({ newPassword: values.newPassword, token: props.token })
        : await authClient.changePassword({
            currentPassword: values.currentPassword,
            newPassword: values.newPassword,
            revokeOtherSessions: revokeOthers,
          });
      if (result.error) throw result.error;
      form.reset();
      props.onDone();
    } catch (cause) {
      const authError = toAuthError(cause, 'Could not update your password. Please try again.');
      if (authError.options.field === 'password')
        form.setFieldError('newPassword', authError.message);
      else if (authError.options.code === 'INVALID_PASSWORD')
        form.setFieldError('currentPassword', authError.message);
      else setError(authError.message);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <FormError message={error} />
        {needsCurrent ? (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
        ) : null}
        <div>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordStrength id={strengthId} password={form.values.newPassword} />
        </div>
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        {needsCurrent ? (
          <Checkbox
            label="Sign out my other devices"
            checked={revokeOthers}
            onChange={(event) => setRevokeOthers(event.currentTarget.checked)}
          />
        ) : null}
        <Button
          type="submit"
          loading={busy}
          fullWidth={!needsCurrent}
          style={{ alignSelf: needsCurrent ? 'flex-start' : undefined }}
        >
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The reset link's form; `onDone` goes back to sign-in (spec §4: user-updated → sign_in). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  return <NewPasswordForm token={token} submitLabel="Update password" onDone={onDone} />;
}

/** Changing the password while signed in (own profile page). */
export function ChangePasswordForm({ onDone }: { onDone(): void }) {
  return <NewPasswordForm submitLabel="Change password" onDone={onDone} />;
}
