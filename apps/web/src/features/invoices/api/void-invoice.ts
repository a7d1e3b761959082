import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storeInvoice } from './get-invoice.ts';

/** `POST /api/v1/invoices/:id/void` (drafts only): kept, void, with the reason; no number used. */
export function voidInvoice(input: { id: string; reason: string }) {
  return unwrap(
    client.POST('/api/v1/invoices/{id}/void', {
      params: { path: { id: input.id } },
      body: { reason: input.reason },
    }),
  );
}

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidInvoice,
    onSuccess: (invoice) => storeInvoice(queryClient, invoice),
  });
}
