import { Alert, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { safeReturnPath } from '@pitstop/domain/session';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { AuthCard, AuthLink, withReturnTo } from '../../features/auth/components/auth-card.tsx';
import { MagicLinkForm } from '../../features/auth/components/email-link-forms.tsx';

export function Component() {
  useDocumentTitle('Magic link — Pitstop');
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const failed = params.get('error');
  return (
    <AuthCard
      title="Sign in with a magic link"
      subtitle="We email you a link that signs you in — no password needed."
      footer={<AuthLink to={withReturnTo('/login', returnTo)}>Back to sign in</AuthLink>}
    >
      <Stack gap="sm">
        {failed ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            That sign-in link is invalid, already used or expired. Ask for a new one below.
          </Alert>
        ) : null}
        {/* Landing on /login signed in sends the person on to returnTo or their home. */}
        <MagicLinkForm
          callbackURL={withReturnTo('/login', returnTo)}
          errorCallbackURL={withReturnTo('/auth/magic-link', returnTo)}
        />
      </Stack>
    </AuthCard>
  );
}
