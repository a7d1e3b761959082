import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/inventory/items?search=` (inventory readers): the item picker's 20 best matches. */
export function itemSearchQuery(search: string) {
  return queryOptions({
    queryKey: ['inventory', 'items', 'picker', search],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/inventory/items', {
          params: { query: { search: search.trim() || undefined, limit: 20 } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useItemSearch(search: string, enabled: boolean) {
  return useQuery({ ...itemSearchQuery(search), enabled });
}
