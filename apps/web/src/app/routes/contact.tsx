import { PublicShell } from '../../components/public-shell/public-shell.tsx';
import { ContactPage } from '../../features/contact/components/contact-page.tsx';
import { PublicActions } from '../layouts/public-actions.tsx';

export function Component() {
  return (
    <PublicShell renderActions={(layout) => <PublicActions layout={layout} />}>
      <ContactPage />
    </PublicShell>
  );
}
