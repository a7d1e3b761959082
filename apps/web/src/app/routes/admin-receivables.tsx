import { useDocumentTitle } from '@mantine/hooks';
import { ReceivablesPage } from '../../features/invoices/components/receivables-page.tsx';

/** `/admin/invoices/receivables` (billing staff): what is owed, by age. */
export function Component() {
  useDocumentTitle('Receivables — Pitstop');
  return <ReceivablesPage />;
}
