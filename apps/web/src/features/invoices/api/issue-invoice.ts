import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storeInvoice } from './get-invoice.ts';

/**
 * `POST /api/v1/invoices/:id/issue`: the draft gets its number, date and due date and is frozen.
 * `If-Match` the version shown, so what was checked is what is issued.
 */
export function issueInvoice(input: { id: string; version: string }) {
  return unwrap(
    client.POST('/api/v1/invoices/{id}/issue', {
      params: { path: { id: input.id } },
      headers: { 'if-match': `"${input.version}"` },
    }),
  );
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: (invoice) => storeInvoice(queryClient, invoice),
  });
}
