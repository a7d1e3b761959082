import { useDocumentTitle } from '@mantine/hooks';
import { rolesWith } from '@pitstop/domain/roles';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { ServicesPage } from '../../features/services/components/services-page.tsx';

const writers = rolesWith('services', 'write');

/** Spec §2 "Admin services screen": every staff role reads; admin and manager add and edit. */
export function Component() {
  useDocumentTitle('Services — Pitstop');
  const { profile } = useAuth();
  if (!profile) return null;
  return <ServicesPage canWrite={writers.includes(profile.role)} />;
}
