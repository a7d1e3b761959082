import { useDocumentTitle } from '@mantine/hooks';
import { AuthCard, AuthLink } from '../../features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/email-link-forms.tsx';

export function Component() {
  useDocumentTitle('Forgotten password — Pitstop');
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we send you a link to choose a new one."
      footer={<AuthLink to="/login">Back to sign in</AuthLink>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
