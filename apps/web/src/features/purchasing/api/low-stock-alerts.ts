import type { CreatedPurchaseOrders, LowStockAlerts } from '@pitstop/domain/inventory-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/inventory/alerts` (inventory readers): refetched on `inventory.changed`. */
export function lowStockAlertsQuery() {
  return queryOptions({
    queryKey: ['inventory', 'alerts'],
    queryFn: ({ signal }) => api<LowStockAlerts>('/inventory/alerts', { signal }),
  });
}

export function useLowStockAlerts() {
  return useQuery(lowStockAlertsQuery());
}

/** `POST /api/v1/purchase-orders/from-alerts` (admin, manager): one draft per supplier. */
export function createPurchaseOrdersFromAlerts(itemIds: string[]): Promise<CreatedPurchaseOrders> {
  return api<CreatedPurchaseOrders>('/purchase-orders/from-alerts', {
    method: 'POST',
    body: { itemIds },
  });
}

export function useCreatePurchaseOrdersFromAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchaseOrdersFromAlerts,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['inventory', 'alerts'] });
      void queryClient.invalidateQueries({ queryKey: ['purchasing'] });
    },
  });
}
