import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import type { PaymentInput, RefundInput } from '@pitstop/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invoicePath, storeInvoice } from './get-invoice.ts';

/**
 * `POST /api/v1/invoices/:id/payments`. The dialog's Idempotency-Key goes with it, so a double
 * click or a retry after a lost answer records the payment once.
 */
export function recordPayment(input: {
  id: string;
  payment: PaymentInput;
  idempotencyKey: string;
}): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(`${invoicePath(input.id)}/payments`, {
    method: 'POST',
    headers: { 'idempotency-key': input.idempotencyKey },
    body: input.payment,
  });
}

/** `POST /api/v1/invoices/:id/refunds`: money paid back for a credit note (Idempotency-Key too). */
export function recordRefund(input: {
  id: string;
  refund: RefundInput;
  idempotencyKey: string;
}): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(`${invoicePath(input.id)}/refunds`, {
    method: 'POST',
    headers: { 'idempotency-key': input.idempotencyKey },
    body: input.refund,
  });
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
