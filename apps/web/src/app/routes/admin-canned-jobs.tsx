import { useDocumentTitle } from '@mantine/hooks';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { CannedJobsPage } from '../../features/job-orders/components/canned-jobs-page.tsx';

/** `/admin/job-orders/canned-jobs`: admins manage the canned jobs; the desk reads them. */
export function Component() {
  useDocumentTitle('Canned jobs — Pitstop');
  const { profile } = useAuth();
  if (!profile) return null;
  return <CannedJobsPage canManage={profile.role === 'admin'} />;
}
