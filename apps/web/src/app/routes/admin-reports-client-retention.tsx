import { useDocumentTitle } from '@mantine/hooks';
import { ClientRetentionPage } from '../../features/reports/components/client-retention-page.tsx';

/** `/admin/reports/client-retention`: admin and manager (issue 25, ADR 051). */
export function Component() {
  useDocumentTitle('Client Retention — Pitstop');
  return <ClientRetentionPage />;
}
