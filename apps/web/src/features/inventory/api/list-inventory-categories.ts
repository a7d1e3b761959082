import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/inventory/categories`: the categories in use, for the filter and the item form. */
export const inventoryCategoriesQuery = queryOptions({
  queryKey: ['inventory', 'categories'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/inventory/categories', { signal })),
  select: (data) => data.items,
});

export function useInventoryCategories() {
  return useQuery(inventoryCategoriesQuery);
}
