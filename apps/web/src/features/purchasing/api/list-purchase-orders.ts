import type { PurchaseOrderStatus } from '@pitstop/domain/inventory';
import type { PurchaseOrderList } from '@pitstop/domain/inventory-views';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

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
    queryKey: ['purchasing', 'purchase-orders', 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      api<PurchaseOrderList>('/purchase-orders', {
        signal,
        query: {
          view: filters.view,
          status: filters.status ?? undefined,
          supplierId: filters.supplierId ?? undefined,
          search: filters.search.trim() || undefined,
          cursor: pageParam,
        },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrders(filters: PurchaseOrderFilters) {
  return useInfiniteQuery(purchaseOrdersQuery(filters));
}
