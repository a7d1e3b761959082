import { PublicShell } from '../../components/public-shell/public-shell.tsx';
import { LandingAuthActions } from '../../features/landing/components/landing-auth-actions.tsx';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';

export function Component() {
  return (
    <PublicShell renderActions={(layout) => <LandingAuthActions layout={layout} />}>
      <LandingPage />
    </PublicShell>
  );
}
