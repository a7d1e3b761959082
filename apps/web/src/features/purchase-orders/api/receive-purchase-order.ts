import type { PurchaseOrderReceiptInput } from '@pitstop/domain/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storePurchaseOrder } from './get-purchase-order.ts';

/**
 * `POST /api/v1/purchase-orders/:id/receipts` (admin, manager): a delivery. The dialog's key is
 * sent as Idempotency-Key, so a retry after a lost answer receives nothing twice.
 */
export function receivePurchaseOrder(input: {
  id: string;
  receipt: PurchaseOrderReceiptInput;
  idempotencyKey: string;
}) {
  return unwrap(
    client.POST('/api/v1/purchase-orders/{id}/receipts', {
      params: { path: { id: input.id } },
      body: input.receipt,
      headers: { 'idempotency-key': input.idempotencyKey },
    }),
  );
}

export function useReceivePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receivePurchaseOrder,
    onSuccess: (order) => storePurchaseOrder(queryClient, order),
  });
}
