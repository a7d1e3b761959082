import { useDocumentTitle } from '@mantine/hooks';
import { localToday } from '@pitstop/domain/local-time';
import { useParams } from 'react-router';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { useInvoice } from '../../features/invoices/api/get-invoice.ts';
import { invoiceTitle } from '../../features/invoices/components/invoice-number.ts';
import { InvoicePage } from '../../features/invoices/components/invoice-page.tsx';
import { useShop } from '../../lib/api/get-shop.ts';
import { useDateFormat } from '../../lib/dates.tsx';

/** `/admin/invoices/:id` (billing staff): a draft to edit or an issued invoice. */
export function Component() {
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  const shop = useShop();
  const { timeZone } = useDateFormat(shop.data?.timezone);
  useDocumentTitle(`${invoice.data ? invoiceTitle(invoice.data) : 'Invoice'} — Pitstop`);

  return (
    <DetailFrame query={invoice} noun="invoice" back={{ to: '/admin/invoices', label: 'Invoices' }}>
      {(data) => (
        <InvoicePage
          invoice={data}
          laborRate={shop.data?.laborRate ?? ''}
          timeZone={timeZone}
          today={localToday(timeZone)}
        />
      )}
    </DetailFrame>
  );
}
