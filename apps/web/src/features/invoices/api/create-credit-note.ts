import type { CreditNoteInput } from '@pitstop/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storeInvoice } from './get-invoice.ts';

/** `POST /api/v1/invoices/:id/credit-notes`: the whole invoice or chosen lines, with a reason. */
export function createCreditNote(input: { id: string; creditNote: CreditNoteInput }) {
  return unwrap(
    client.POST('/api/v1/invoices/{id}/credit-notes', {
      params: { path: { id: input.id } },
      body: input.creditNote,
    }),
  );
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditNote,
    onSuccess: (invoice) => storeInvoice(queryClient, invoice),
  });
}
