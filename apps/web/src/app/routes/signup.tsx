import { Stack, Tabs, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { SignupRole } from '@pitstop/domain/accounts';
import { homePath, safeReturnPath } from '@pitstop/domain/session';
import { IconCar, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { AuthCard, AuthLink, withReturnTo } from '../../features/auth/components/auth-card.tsx';
import { MailSent } from '../../features/auth/components/email-link-forms.tsx';
import { FullPageLoading } from '../../features/auth/components/route-guards.tsx';
import { SignUpForm } from '../../features/auth/components/signup-form.tsx';

export function Component() {
  useDocumentTitle('Sign up — Pitstop');
  const { status, profile } = useAuth();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const [tab, setTab] = useState<SignupRole>(
    params.get('role') === 'mechanic' ? 'mechanic' : 'client',
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  const initialEmail = params.get('email') ?? undefined;
  // The confirmation link leads to sign-in with a notice, keeping where the person was going.
  const callbackURL = withReturnTo('/login?verified=1', returnTo);

  if (status === 'loading') return <FullPageLoading />;
  if (profile) return <Navigate to={returnTo ?? homePath(profile)} replace />;

  return (
    <AuthCard
      title="Create your account"
      subtitle="Car owners book and follow their services; mechanics run their workshop."
      footer={
        <AuthLink to={withReturnTo('/login', returnTo)} lead="Already have an account?">
          Sign in
        </AuthLink>
      }
    >
      {sentTo ? (
        <Stack gap="sm">
          <MailSent message="Check your email for the confirmation link" email={sentTo} />
          <Text size="sm" c="dimmed">
            Open the link in that email to confirm your address, then sign in.
          </Text>
        </Stack>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => setTab(value === 'mechanic' ? 'mechanic' : 'client')}
          keepMounted={false}
        >
          <Tabs.List grow mb="md">
            <Tabs.Tab value="client" leftSection={<IconCar aria-hidden size={16} />}>
              Car Owner
            </Tabs.Tab>
            <Tabs.Tab value="mechanic" leftSection={<IconTool aria-hidden size={16} />}>
              Mechanic
            </Tabs.Tab>
          </Tabs.List>
          {(['client', 'mechanic'] as const).map((role) => (
            <Tabs.Panel key={role} value={role}>
              <SignUpForm
                role={role}
                {...(initialEmail ? { initialEmail } : {})}
                callbackURL={callbackURL}
                onSignedUp={({ email, signedIn }) => {
                  // With a session the auth context redirects home; otherwise confirm first.
                  if (!signedIn) setSentTo(email);
                }}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </AuthCard>
  );
}
