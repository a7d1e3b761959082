import { Alert, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { homePath, safeReturnPath } from '@pitstop/domain/session';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { AuthCard, AuthLink, withReturnTo } from '../../features/auth/components/auth-card.tsx';
import { LoginPanel } from '../../features/auth/components/login-panel.tsx';
import { FullPageLoading } from '../../features/auth/components/route-guards.tsx';

/** Notices a link can bring the person here with: e-mail confirmed, password updated, a bad link. */
function LoginNotice({ params }: { params: URLSearchParams }) {
  if (params.get('error')) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        This confirmation link is invalid or has expired. Sign in and we will send you a new one.
      </Alert>
    );
  }
  const message =
    params.get('verified') === '1'
      ? 'Your email is confirmed. You can sign in now.'
      : params.get('passwordUpdated') === '1'
        ? 'Your password has been updated'
        : null;
  if (!message) return null;
  return (
    <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
      {message}
    </Alert>
  );
}

export function Component() {
  useDocumentTitle('Sign in — Pitstop');
  const { status, profile } = useAuth();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));

  if (status === 'loading') return <FullPageLoading />;
  // Signed in (just now, or by a magic link that lands here): on to where they were going.
  if (profile) return <Navigate to={returnTo ?? homePath(profile)} replace />;

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to your Pitstop account"
      footer={
        <>
          <AuthLink to={withReturnTo('/auth/forgot-password', null)}>
            Forgot your password?
          </AuthLink>
          <AuthLink to={withReturnTo('/auth/magic-link', returnTo)} lead="No password at hand?">
            Email me a magic link
          </AuthLink>
          <AuthLink to={withReturnTo('/auth/verify-otp', returnTo)} lead="Or">
            sign in with an email code
          </AuthLink>
          <AuthLink to={withReturnTo('/signup', returnTo)} lead="Don't have an account?">
            Sign up
          </AuthLink>
        </>
      }
    >
      <Stack gap="md">
        <LoginNotice params={params} />
        <LoginPanel />
      </Stack>
    </AuthCard>
  );
}
