import { useDocumentTitle } from '@mantine/hooks';
import { EmployeePerformanceReportPage } from '../../features/reports/components/employee-performance-report.tsx';

/** `/admin/reports/employee-performance`: admin and manager (the route guard and the API). */
export function Component() {
  useDocumentTitle('Employee Performance — Pitstop');
  return <EmployeePerformanceReportPage />;
}
