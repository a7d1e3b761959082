import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export function inventoryItemKey(id: string) {
  return ['inventory', 'items', 'detail', id] as const;
}

/** `GET /api/v1/inventory/items/:id`: the item with its stock figures, price rule and notes. */
export function inventoryItemQuery(id: string) {
  return queryOptions({
    queryKey: inventoryItemKey(id),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/inventory/items/{id}', { params: { path: { id } }, signal })),
  });
}

export function useInventoryItem(id: string) {
  return useQuery(inventoryItemQuery(id));
}
