import { useDocumentTitle } from '@mantine/hooks';
import { RevenueReportPage } from '../../features/reports/components/revenue-report-page.tsx';

/** `/admin/reports/revenue` (admin and manager): Revenue Reports, the period in the address. */
export function Component() {
  useDocumentTitle('Revenue Reports — Pitstop');
  return <RevenueReportPage />;
}
