import { useDocumentTitle } from '@mantine/hooks';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { PerformancePage } from '../../features/performance/components/performance-page.tsx';

/** `/admin/employees/performance`: admin and manager see everyone, a mechanic their own card. */
export function Component() {
  useDocumentTitle('Performance Metrics — Pitstop');
  const { profile } = useAuth();
  if (!profile) return null;
  return <PerformancePage ownOnly={profile.role === 'mechanic'} />;
}
