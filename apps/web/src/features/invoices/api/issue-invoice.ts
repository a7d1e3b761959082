import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invoicePath, storeInvoice } from './get-invoice.ts';

/**
 * `POST /api/v1/invoices/:id/issue`: the draft gets its number, date and due date and is frozen.
 * `If-Match` the version shown, so what was checked is what is issued.
 */
export function issueInvoice(input: { id: string; version: string }): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(`${invoicePath(input.id)}/issue`, {
    method: 'POST',
    headers: { 'if-match': `"${input.version}"` },
  });
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: (invoice) => storeInvoice(queryClient, invoice),
  });
}
