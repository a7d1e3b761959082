import { useDocumentTitle } from '@mantine/hooks';
import { SchedulesPage } from '../../features/schedules/components/schedules-page.tsx';

/** `/admin/employees/schedules` (spec §2 "Manage Schedules"; admin and manager). */
export function Component() {
  useDocumentTitle('Manage Schedules — Pitstop');
  return <SchedulesPage />;
}
