import type { CreatedPurchaseOrders } from '@pitstop/domain/inventory-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/v1/purchase-orders/lines`: what a part line is short of, put on its supplier's draft
 * purchase order (a new draft when there is none).
 */
export function orderPartShortfall(input: {
  itemId: string;
  quantity: string;
}): Promise<CreatedPurchaseOrders> {
  return api<CreatedPurchaseOrders>('/purchase-orders/lines', { method: 'POST', body: input });
}

export function useOrderPartShortfall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderPartShortfall,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['purchasing'] });
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
  });
}
