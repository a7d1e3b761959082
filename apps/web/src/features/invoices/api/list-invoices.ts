import type { InvoiceStatus } from '@pitstop/domain/invoices';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type InvoiceFilters = {
  /** An invoice number (INV-2026-00042 or 42), the bill-to or client name, or JO-1042. */
  search: string;
  status: InvoiceStatus | null;
  clientId: string | null;
  /** Invoice dates (YYYY-MM-DD), inclusive. */
  from: string | null;
  to: string | null;
};

/** `GET /api/v1/invoices` (billing staff): newest first, keyset pages. */
export function invoicesQuery(filters: InvoiceFilters) {
  return infiniteQueryOptions({
    queryKey: ['invoices', 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/api/v1/invoices', {
          params: {
            query: {
              search: filters.search.trim() || undefined,
              status: filters.status ?? undefined,
              clientId: filters.clientId ?? undefined,
              from: filters.from ?? undefined,
              to: filters.to ?? undefined,
              cursor: pageParam,
            },
          },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(filters: InvoiceFilters) {
  return useInfiniteQuery(invoicesQuery(filters));
}

/** `GET /api/v1/invoices/export.csv`: the issued invoices of a period, downloaded as a file. */
export function invoicesExportUrl(period: { from: string; to: string }): string {
  return `/api/v1/invoices/export.csv?${new URLSearchParams(period)}`;
}
