import { PublicShell } from '../../components/public-shell/public-shell.tsx';
import { WorkshopPage } from '../../features/marketing/components/workshop-page.tsx';
import { PublicActions } from '../layouts/public-actions.tsx';

export function Component() {
  return (
    <PublicShell renderActions={(layout) => <PublicActions layout={layout} />}>
      <WorkshopPage />
    </PublicShell>
  );
}
