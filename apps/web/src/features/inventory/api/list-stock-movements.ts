import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/inventory/items/:id/movements`: the item's ledger, newest first, in keyset pages. */
export function stockMovementsQuery(itemId: string) {
  return infiniteQueryOptions({
    queryKey: ['inventory', 'items', 'movements', itemId],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/api/v1/inventory/items/{id}/movements', {
          params: { path: { id: itemId }, query: { cursor: pageParam } },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useStockMovements(itemId: string) {
  return useInfiniteQuery(stockMovementsQuery(itemId));
}
