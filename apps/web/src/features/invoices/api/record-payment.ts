import type { PaymentInput, RefundInput } from '@pitstop/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storeInvoice } from './get-invoice.ts';

/**
 * `POST /api/v1/invoices/:id/payments`. The dialog's Idempotency-Key goes with it, so a double
 * click or a retry after a lost answer records the payment once.
 */
export function recordPayment(input: {
  id: string;
  payment: PaymentInput;
  idempotencyKey: string;
}) {
  return unwrap(
    client.POST('/api/v1/invoices/{id}/payments', {
      params: { path: { id: input.id } },
      headers: { 'idempotency-key': input.idempotencyKey },
      body: input.payment,
    }),
  );
}

/** `POST /api/v1/invoices/:id/refunds`: money paid back for a credit note (Idempotency-Key too). */
export function recordRefund(input: { id: string; refund: RefundInput; idempotencyKey: string }) {
  return unwrap(
    client.POST('/api/v1/invoices/{id}/refunds', {
      params: { path: { id: input.id } },
      headers: { 'idempotency-key': input.idempotencyKey },
      body: input.refund,
    }),
  );
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: (invoice) => storeInvoice(queryClient, invoice),
  });
}

export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRefund,
    onSuccess: (invoice) => storeInvoice(queryClient, invoice),
  });
}
