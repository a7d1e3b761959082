import { Alert, Button, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { homePath } from '@pitstop/domain/session';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { AuthCard, AuthLink } from '../../features/auth/components/auth-card.tsx';
import {
  ChangePasswordForm,
  ResetPasswordForm,
} from '../../features/auth/components/password-forms.tsx';
import { FullPageLoading } from '../../features/auth/components/route-guards.tsx';
import { showToast } from '../../lib/toast.ts';

/**
 * Where the password-reset link lands (`?token=…`, or `?error=INVALID_TOKEN` for a bad one).
 * Signed in without a token, it changes the current password instead.
 */
export function Component() {
  useDocumentTitle('Update password — Pitstop');
  const { status, profile, refresh } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const failed = params.get('error');

  if (failed || (!token && status === 'signed-out')) {
    return (
      <AuthCard title="Update password" footer={<AuthLink to="/login">Back to sign in</AuthLink>}>
        <Stack gap="sm">
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failed
              ? 'This password reset link is invalid, already used or expired.'
              : 'Open the password reset link from your email to choose a new password.'}
          </Alert>
          <Text size="sm">Ask for a new link and use it within an hour.</Text>
          <Button component={Link} to="/auth/forgot-password" variant="light">
            Send a new reset link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (token) {
    return (
      <AuthCard
        title="Update password"
        subtitle="Choose a new password for your account."
        footer={<AuthLink to="/login">Back to sign in</AuthLink>}
      >
        <ResetPasswordForm
          token={token}
          onDone={() => {
            // Resetting signs out every session (server rule): back to sign-in with a notice.
            refresh()
              .catch(() => null)
              .finally(() => navigate('/login?passwordUpdated=1', { replace: true }));
          }}
        />
      </AuthCard>
    );
  }

  if (status === 'loading' || !profile) return <FullPageLoading />;
  return (
    <AuthCard title="Update password" subtitle={`Signed in as ${profile.email}`}>
      <ChangePasswordForm
        onDone={() => {
          showToast({ color: 'teal', message: 'Your password has been updated' });
          navigate(homePath(profile), { replace: true });
        }}
      />
    </AuthCard>
  );
}
