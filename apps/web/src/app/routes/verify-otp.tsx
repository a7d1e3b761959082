import { useDocumentTitle } from '@mantine/hooks';
import { homePath, safeReturnPath } from '@pitstop/domain/session';
import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { AuthCard, AuthLink, withReturnTo } from '../../features/auth/components/auth-card.tsx';
import { FullPageLoading } from '../../features/auth/components/route-guards.tsx';
import { VerifyOtpForm } from '../../features/auth/components/verify-otp-form.tsx';

export function Component() {
  useDocumentTitle('Sign in with a code — Pitstop');
  const { status, profile } = useAuth();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  if (status === 'loading') return <FullPageLoading />;
  if (profile) return <Navigate to={returnTo ?? homePath(profile)} replace />;
  return (
    <AuthCard
      title="Sign in with a code"
      subtitle="We email you a 6-digit code to sign in with."
      footer={<AuthLink to={withReturnTo('/login', returnTo)}>Back to sign in</AuthLink>}
    >
      <VerifyOtpForm />
    </AuthCard>
  );
}
