import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import type { CreditNoteInput } from '@pitstop/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invoicePath, storeInvoice } from './get-invoice.ts';

/** `POST /api/v1/invoices/:id/credit-notes`: the whole invoice or chosen lines, with a reason. */
export function createCreditNote(input: {
  id: string;
  creditNote: CreditNoteInput;
}): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(`${invoicePath(input.id)}/credit-notes`, {
    method: 'POST',
    body: input.creditNote,
  });
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditNote,
    onSuccess: (invoice) => storeInvoice(queryClient, invoice),
  });
}
