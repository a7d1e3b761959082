import type { PurchaseOrderReceiptInput } from '@pitstop/domain/inventory';
import type { PurchaseOrder } from '@pitstop/domain/inventory-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storePurchaseOrder } from './get-purchase-order.ts';

/**
 * `POST /api/v1/purchase-orders/:id/receipts` (admin, manager): a delivery. The dialog's key is
 * sent as Idempotency-Key, so a retry after a lost answer receives nothing twice.
 */
export function receivePurchaseOrder(input: {
  id: string;
  receipt: PurchaseOrderReceiptInput;
  idempotencyKey: string;
}): Promise<PurchaseOrder> {
  return api<PurchaseOrder>(`/purchase-orders/${encodeURIComponent(input.id)}/receipts`, {
    method: 'POST',
    body: input.receipt,
    headers: { 'idempotency-key': input.idempotencyKey },
  });
}

export function useReceivePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receivePurchaseOrder,
    onSuccess: (order) => storePurchaseOrder(queryClient, order),
  });
}
