import type { InvoicePatchInput } from '@pitstop/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storeInvoice } from './get-invoice.ts';

/**
 * `PATCH /api/v1/invoices/:id` (drafts only) with `If-Match` the version the form was opened
 * on, so an edit made meanwhile by someone else is not overwritten (412).
 */
export function updateInvoice(input: { id: string; version: string; changes: InvoicePatchInput }) {
  return unwrap(
    client.PATCH('/api/v1/invoices/{id}', {
      params: { path: { id: input.id } },
      headers: { 'if-match': `"${input.version}"` },
      body: input.changes,
    }),
  );
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: (invoice) => storeInvoice(queryClient, invoice),
  });
}
