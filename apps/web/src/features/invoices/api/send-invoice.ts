import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvoices } from '../../../lib/api/create-invoice.ts';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/invoices/:id/send` (issued): the PDF by e-mail, to `to` or the bill-to address. */
export function sendInvoice(input: { id: string; to?: string }) {
  return unwrap(
    client.POST('/api/v1/invoices/{id}/send', {
      params: { path: { id: input.id } },
      body: input.to ? { to: input.to } : {},
    }),
  );
}

/** `POST /api/v1/invoices/:id/remind` (issued, overdue, with a balance): a reminder e-mail. */
export function remindInvoice(id: string) {
  return unwrap(client.POST('/api/v1/invoices/{id}/remind', { params: { path: { id } } }));
}

/** Both answer 202 and add to the invoice's history, which is read again. */
export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    onSuccess: () => invalidateInvoices(queryClient),
  });
}

export function useRemindInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindInvoice,
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
