import { PublicShell } from '../../components/public-shell/public-shell.tsx';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';
import { PublicActions } from '../layouts/public-actions.tsx';

export function Component() {
  return (
    <PublicShell renderActions={(layout) => <PublicActions layout={layout} />}>
      <LandingPage />
    </PublicShell>
  );
}
