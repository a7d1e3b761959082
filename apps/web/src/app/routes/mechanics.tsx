import { PublicShell } from '../../components/public-shell/public-shell.tsx';
import { LandingAuthActions } from '../../features/landing/components/landing-auth-actions.tsx';
import { WorkshopPage } from '../../features/marketing/components/workshop-page.tsx';

export function Component() {
  return (
    <PublicShell renderActions={(layout) => <LandingAuthActions layout={layout} />}>
      <WorkshopPage />
    </PublicShell>
  );
}
