import type { InventoryItemList } from '@pitstop/domain/inventory-views';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/inventory/items?search=` (inventory readers): the item picker's 20 best matches. */
export function itemSearchQuery(search: string) {
  return queryOptions({
    queryKey: ['inventory', 'items', 'picker', search],
    queryFn: ({ signal }) =>
      api<InventoryItemList>('/inventory/items', {
        signal,
        query: { search: search.trim() || undefined, limit: 20 },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useItemSearch(search: string, enabled: boolean) {
  return useQuery({ ...itemSearchQuery(search), enabled });
}
