import { PublicShell } from '../../components/public-shell/public-shell.tsx';
import { ContactPage } from '../../features/contact/components/contact-page.tsx';
import { LandingAuthActions } from '../../features/landing/components/landing-auth-actions.tsx';

export function Component() {
  return (
    <PublicShell renderActions={(layout) => <LandingAuthActions layout={layout} />}>
      <ContactPage />
    </PublicShell>
  );
}
