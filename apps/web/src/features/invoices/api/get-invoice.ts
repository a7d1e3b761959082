import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { invalidateInvoices } from '../../../lib/api/create-invoice.ts';
import { client, unwrap } from '../../../lib/api-client.ts';

export function invoiceKey(id: string) {
  return ['invoices', 'detail', id] as const;
}

/** `GET /api/v1/invoices/:id` (billing staff): lines, totals, payments, credit notes, history. */
export function invoiceQuery(id: string) {
  return queryOptions({
    queryKey: invoiceKey(id),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/invoices/{id}', { params: { path: { id } }, signal })),
  });
}

export function useInvoice(id: string) {
  return useQuery(invoiceQuery(id));
}

/**
 * A write answered with the invoice as it now stands: its page shows it at once; the lists,
 * the receivables, the job order's invoice link and the client's figures read theirs again.
 */
export function storeInvoice(queryClient: QueryClient, invoice: InvoiceDetail) {
  queryClient.setQueryData(invoiceKey(invoice.id), invoice);
  return invalidateInvoices(queryClient);
}

/** The invoice's PDF, opened by the browser (in a new tab) with the session cookie. */
export function invoicePdfUrl(id: string): string {
  return `/api/v1/invoices/${encodeURIComponent(id)}/pdf`;
}

/** A credit note's PDF. */
export function creditNotePdfUrl(id: string): string {
  return `/api/v1/credit-notes/${encodeURIComponent(id)}/pdf`;
}
