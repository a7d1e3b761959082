import { useDocumentTitle } from '@mantine/hooks';
import { isSupportedDate } from '@pitstop/domain/calendar-date';
import { type InvoiceStatus, invoiceStatuses } from '@pitstop/domain/invoices';
import { localToday } from '@pitstop/domain/local-time';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { InvoiceFilters } from '../../features/invoices/api/list-invoices.ts';
import { InvoicesPage } from '../../features/invoices/components/invoices-page.tsx';
import { useShop } from '../../lib/api/get-shop.ts';
import { useDateFormat } from '../../lib/dates.tsx';
import { ownNavigation, useExternalNavigationKey } from '../use-external-navigation-key.ts';

const UUID = /^[0-9a-f-]{36}$/i;

function filtersOf(params: URLSearchParams): InvoiceFilters {
  const date = (key: string) => {
    const value = params.get(key);
    return value && isSupportedDate(value) ? value : null;
  };
  const status = params.get('status');
  const clientId = params.get('clientId');
  return {
    search: params.get('search') ?? '',
    status: invoiceStatuses.includes(status as InvoiceStatus) ? (status as InvoiceStatus) : null,
    clientId: clientId && UUID.test(clientId) ? clientId : null,
    from: date('from'),
    to: date('to'),
  };
}

/** `/admin/invoices` (billing staff): the invoices, with search and filters in the address. */
export function Component() {
  useDocumentTitle('Invoices — Pitstop');
  const [searchParams, setSearchParams] = useSearchParams();
  const screenKey = useExternalNavigationKey();
  const shop = useShop();
  const onFiltersChange = useCallback(
    (next: InvoiceFilters) => {
      const params = new URLSearchParams();
      if (next.search.trim()) params.set('search', next.search.trim());
      if (next.status) params.set('status', next.status);
      if (next.clientId) params.set('clientId', next.clientId);
      if (next.from) params.set('from', next.from);
      if (next.to) params.set('to', next.to);
      setSearchParams(params, { replace: true, state: ownNavigation });
    },
    [setSearchParams],
  );
  const { timeZone } = useDateFormat(shop.data?.timezone);
  return (
    <InvoicesPage
      key={screenKey}
      initialFilters={filtersOf(searchParams)}
      onFiltersChange={onFiltersChange}
      today={localToday(timeZone)}
    />
  );
}
