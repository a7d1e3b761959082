import type { InvoiceCreateInput } from '@pitstop/domain/invoices';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../api-client.ts';

/**
 * `POST /api/v1/invoices` (billing staff): a draft from a completed job order (its approved
 * lines, bill-to and vehicle), or an empty counter-sale draft. Shared by the invoices screens
 * and the job order screen's "Create invoice".
 */
export function createInvoice(input: InvoiceCreateInput) {
  return unwrap(client.POST('/api/v1/invoices', { body: input }));
}

/** An invoice was made or changed: the invoices, the job orders (their invoice link), clients. */
export function invalidateInvoices(queryClient: QueryClient) {
  return Promise.all(
    [['invoices'], ['job-orders'], ['clients']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(['invoices', 'detail', invoice.id], invoice);
      return invalidateInvoices(queryClient);
    },
  });
}
