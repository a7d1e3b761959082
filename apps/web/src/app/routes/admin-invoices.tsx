import { useDocumentTitle } from '@mantine/hooks';
import { invoiceListQuerySchema } from '@pitstop/domain/invoice-views';
import { localToday } from '@pitstop/domain/local-time';
import type { InvoiceFilters } from '../../features/invoices/api/list-invoices.ts';
import { InvoicesPage } from '../../features/invoices/components/invoices-page.tsx';
import { useShop } from '../../lib/api/get-shop.ts';
import { useDateFormat } from '../../lib/dates.tsx';
import { paramOf, useFiltersInAddress } from '../../lib/filters-in-address.ts';

const query = invoiceListQuerySchema.shape;

function readFilters(params: URLSearchParams): InvoiceFilters {
  return {
    search: params.get('search') ?? '',
    status: paramOf(params, 'status', query.status),
    clientId: paramOf(params, 'clientId', query.clientId),
    from: paramOf(params, 'from', query.from),
    to: paramOf(params, 'to', query.to),
  };
}

function writeFilters(next: InvoiceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (next.search.trim()) params.set('search', next.search.trim());
  if (next.status) params.set('status', next.status);
  if (next.clientId) params.set('clientId', next.clientId);
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  return params;
}

/** `/admin/invoices` (billing staff): the invoices, with search and filters in the address. */
export function Component() {
  useDocumentTitle('Invoices — Pitstop');
  const { filters, setFilters, screenKey } = useFiltersInAddress({
    read: readFilters,
    write: writeFilters,
  });
  const shop = useShop();
  const { timeZone } = useDateFormat(shop.data?.timezone);
  return (
    <InvoicesPage
      key={screenKey}
      initialFilters={filters}
      onFiltersChange={setFilters}
      today={localToday(timeZone)}
    />
  );
}
