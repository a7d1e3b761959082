import { useDocumentTitle } from '@mantine/hooks';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { TimesheetsPage } from '../../features/timesheets/components/timesheets-page.tsx';

/** `/admin/employees/timesheets`: the team's (admin, manager) or one's own timesheet. */
export function Component() {
  useDocumentTitle('Timesheets — Pitstop');
  const { profile } = useAuth();
  if (!profile) return null;
  return <TimesheetsPage viewer={{ id: profile.id, role: profile.role }} />;
}
