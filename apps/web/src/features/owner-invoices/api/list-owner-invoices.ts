import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/invoices`: the car owner's issued invoices in every shop, newest first. */
export const ownerInvoicesQuery = queryOptions({
  queryKey: ['portal', 'invoices'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/portal/invoices', { signal })),
});

export function useOwnerInvoices() {
  return useQuery(ownerInvoicesQuery);
}

/** The invoice's PDF, for a link (the browser downloads it with the session cookie). */
export function ownerInvoicePdfUrl(invoiceId: string): string {
  return `/api/v1/portal/invoices/${encodeURIComponent(invoiceId)}/pdf`;
}
