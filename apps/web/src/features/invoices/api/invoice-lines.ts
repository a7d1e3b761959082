import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import type { JobOrderLineInput } from '@pitstop/domain/job-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storeInvoice } from './get-invoice.ts';

/** `POST /api/v1/invoices/:id/lines` (drafts): a labor, part, fee or discount line. */
export function addInvoiceLine(input: { id: string; line: JobOrderLineInput }) {
  return unwrap(
    client.POST('/api/v1/invoices/{id}/lines', {
      params: { path: { id: input.id } },
      body: input.line,
    }),
  );
}

/** `PATCH /api/v1/invoices/:id/lines/:lineId` (drafts). */
export function updateInvoiceLine(input: { id: string; lineId: string; line: JobOrderLineInput }) {
  return unwrap(
    client.PATCH('/api/v1/invoices/{id}/lines/{lineId}', {
      params: { path: { id: input.id, lineId: input.lineId } },
      body: input.line,
    }),
  );
}

/** `DELETE /api/v1/invoices/:id/lines/:lineId` (drafts). */
export function removeInvoiceLine(input: { id: string; lineId: string }) {
  return unwrap(
    client.DELETE('/api/v1/invoices/{id}/lines/{lineId}', {
      params: { path: { id: input.id, lineId: input.lineId } },
    }),
  );
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
