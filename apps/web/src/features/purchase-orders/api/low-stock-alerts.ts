import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/inventory/alerts` (inventory readers): refetched on `inventory.changed`. */
export function lowStockAlertsQuery() {
  return queryOptions({
    queryKey: ['inventory', 'alerts'],
    queryFn: ({ signal }) => unwrap(client.GET('/api/v1/inventory/alerts', { signal })),
  });
}

export function useLowStockAlerts() {
  return useQuery(lowStockAlertsQuery());
}

/** `POST /api/v1/purchase-orders/from-alerts` (admin, manager): one draft per supplier. */
export function createPurchaseOrdersFromAlerts(itemIds: string[]) {
  return unwrap(client.POST('/api/v1/purchase-orders/from-alerts', { body: { itemIds } }));
}

export function useCreatePurchaseOrdersFromAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchaseOrdersFromAlerts,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['inventory', 'alerts'] });
      void queryClient.invalidateQueries({ queryKey: ['purchase-orders'] });
    },
  });
}
