import type { PurchaseOrderStatus } from '@pitstop/domain/inventory';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type PurchaseOrderFilters = {
  view: 'open' | 'all';
  status: PurchaseOrderStatus | null;
  supplierId: string | null;
  /** A PO number (PO-0007, 7) or part of a supplier's name. */
  search: string;
};

/** `GET /api/v1/purchase-orders` (inventory readers): newest first, keyset pages. */
export function purchaseOrdersQuery(filters: PurchaseOrderFilters) {
  return infiniteQueryOptions({
    queryKey: ['purchase-orders', 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/api/v1/purchase-orders', {
          params: {
            query: {
              view: filters.view,
              status: filters.status ?? undefined,
              supplierId: filters.supplierId ?? undefined,
              search: filters.search.trim() || undefined,
              cursor: pageParam,
            },
          },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrders(filters: PurchaseOrderFilters) {
  return useInfiniteQuery(purchaseOrdersQuery(filters));
}
