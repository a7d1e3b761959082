import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `POST /api/v1/purchase-orders/lines`: what a part line is short of, put on its supplier's draft
 * purchase order (a new draft when there is none).
 */
export function orderPartShortfall(input: { itemId: string; quantity: string }) {
  return unwrap(client.POST('/api/v1/purchase-orders/lines', { body: input }));
}

export function useOrderPartShortfall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderPartShortfall,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['purchase-orders'] });
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
  });
}
