import type { PurchaseOrder } from '@pitstop/domain/inventory-views';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/purchase-orders/:id` (inventory readers): lines, history and currency. */
export function purchaseOrderQuery(id: string) {
  return queryOptions({
    queryKey: ['purchase-orders', 'detail', id],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/purchase-orders/{id}', { params: { path: { id } }, signal })),
  });
}

export function usePurchaseOrder(id: string) {
  return useQuery(purchaseOrderQuery(id));
}

/** After a write that answered with the order: its page shows it at once, the lists refetch. */
export function storePurchaseOrder(queryClient: QueryClient, order: PurchaseOrder) {
  queryClient.setQueryData(purchaseOrderQuery(order.id).queryKey, order);
  void queryClient.invalidateQueries({ queryKey: ['purchase-orders', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['inventory'] });
}

/** The PDF the supplier receives, downloaded by the browser with the session cookie. */
export function purchaseOrderPdfUrl(id: string): string {
  return `/api/v1/purchase-orders/${encodeURIComponent(id)}/pdf`;
}
