import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import type { JobOrderLineInput } from '@pitstop/domain/job-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invoicePath, storeInvoice } from './get-invoice.ts';

const linesOf = (id: string) => `${invoicePath(id)}/lines`;

/** `POST /api/v1/invoices/:id/lines` (drafts): a labor, part, fee or discount line. */
export function addInvoiceLine(input: {
  id: string;
  line: JobOrderLineInput;
}): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(linesOf(input.id), { method: 'POST', body: input.line });
}

/** `PATCH /api/v1/invoices/:id/lines/:lineId` (drafts). */
export function updateInvoiceLine(input: {
  id: string;
  lineId: string;
  line: JobOrderLineInput;
}): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(`${linesOf(input.id)}/${encodeURIComponent(input.lineId)}`, {
    method: 'PATCH',
    body: input.line,
  });
}

/** `DELETE /api/v1/invoices/:id/lines/:lineId` (drafts). */
export function removeInvoiceLine(input: { id: string; lineId: string }): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(`${linesOf(input.id)}/${encodeURIComponent(input.lineId)}`, {
    method: 'DELETE',
  });
}

function useLineMutation<Input>(write: (input: Input) => Promise<InvoiceDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (invoice) => storeInvoice(queryClient, invoice),
  });
}

export const useAddInvoiceLine = () => useLineMutation(addInvoiceLine);
export const useUpdateInvoiceLine = () => useLineMutation(updateInvoiceLine);
export const useRemoveInvoiceLine = () => useLineMutation(removeInvoiceLine);
