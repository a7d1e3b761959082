import { useDocumentTitle } from '@mantine/hooks';
import { ServiceTrendsPage } from '../../features/reports/components/service-trends-page.tsx';

/** `/admin/reports/service-trends`: admin and manager (the route guard and the API both check). */
export function Component() {
  useDocumentTitle('Service Trends — Pitstop');
  return <ServiceTrendsPage />;
}
