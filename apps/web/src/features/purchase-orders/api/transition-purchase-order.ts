import type { purchaseOrderTransitionSchema } from '@pitstop/domain/inventory-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storePurchaseOrder } from './get-purchase-order.ts';

export type PurchaseOrderTransition = z.input<typeof purchaseOrderTransitionSchema>;

/** `POST /api/v1/purchase-orders/:id/transitions`: send to the supplier, close or cancel. */
export function transitionPurchaseOrder(input: {
  id: string;
  transition: PurchaseOrderTransition;
}) {
  return unwrap(
    client.POST('/api/v1/purchase-orders/{id}/transitions', {
      params: { path: { id: input.id } },
      body: input.transition,
    }),
  );
}

export function useTransitionPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionPurchaseOrder,
    onSuccess: (order) => storePurchaseOrder(queryClient, order),
  });
}
