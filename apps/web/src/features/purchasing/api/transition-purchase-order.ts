import type { PurchaseOrder, purchaseOrderTransitionSchema } from '@pitstop/domain/inventory-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { storePurchaseOrder } from './get-purchase-order.ts';

export type PurchaseOrderTransition = z.input<typeof purchaseOrderTransitionSchema>;

/** `POST /api/v1/purchase-orders/:id/transitions`: send to the supplier, close or cancel. */
export function transitionPurchaseOrder(input: {
  id: string;
  transition: PurchaseOrderTransition;
}): Promise<PurchaseOrder> {
  return api<PurchaseOrder>(`/purchase-orders/${encodeURIComponent(input.id)}/transitions`, {
    method: 'POST',
    body: input.transition,
  });
}

export function useTransitionPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionPurchaseOrder,
    onSuccess: (order) => storePurchaseOrder(queryClient, order),
  });
}
