import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invoicePath, storeInvoice } from './get-invoice.ts';

/** `POST /api/v1/invoices/:id/void` (drafts only): kept, void, with the reason; no number used. */
export function voidInvoice(input: { id: string; reason: string }): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(`${invoicePath(input.id)}/void`, {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidInvoice,
    onSuccess: (invoice) => storeInvoice(queryClient, invoice),
  });
}
