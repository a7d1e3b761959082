import { useDocumentTitle } from '@mantine/hooks';
import { OwnerInvoicesPage } from '../../features/owner-invoices/components/owner-invoices-page.tsx';

/** `/client/invoices`: the car owner's invoices, each to download. */
export function Component() {
  useDocumentTitle('Invoices — Pitstop');
  return <OwnerInvoicesPage />;
}
