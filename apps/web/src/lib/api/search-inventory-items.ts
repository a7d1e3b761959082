import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../api-client.ts';

/**
 * `GET /api/v1/inventory/items?search=`: the active items a part line may come from (SKU, name,
 * part number or barcode), the first 20 matches.
 */
export const inventoryItemSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['inventory', 'items', { search, status: 'active', limit: 20 }],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/inventory/items', {
          params: { query: { search, status: 'active', limit: 20 } },
          signal,
        }),
      ),
  });

export function useInventoryItemSearch(search: string) {
  return useQuery({ ...inventoryItemSearchQuery(search), placeholderData: keepPreviousData });
}
