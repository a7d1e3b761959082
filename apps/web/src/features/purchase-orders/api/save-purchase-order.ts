import type { PurchaseOrderInput } from '@pitstop/domain/inventory';
import type { PurchaseOrder } from '@pitstop/domain/inventory-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storePurchaseOrder } from './get-purchase-order.ts';

/** `POST /api/v1/purchase-orders` (admin, manager): a new draft. */
export function createPurchaseOrder(input: PurchaseOrderInput) {
  return unwrap(client.POST('/api/v1/purchase-orders', { body: input }));
}

/** `PUT /api/v1/purchase-orders/:id` (admin, manager): the whole draft; 409 once sent. */
export function updatePurchaseOrder(input: { id: string; order: PurchaseOrderInput }) {
  return unwrap(
    client.PUT('/api/v1/purchase-orders/{id}', {
      params: { path: { id: input.id } },
      body: input.order,
    }),
  );
}

function usePurchaseOrderWrite<Input>(write: (input: Input) => Promise<PurchaseOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (order) => storePurchaseOrder(queryClient, order),
  });
}

export const useCreatePurchaseOrder = () => usePurchaseOrderWrite(createPurchaseOrder);
export const useUpdatePurchaseOrder = () => usePurchaseOrderWrite(updatePurchaseOrder);
