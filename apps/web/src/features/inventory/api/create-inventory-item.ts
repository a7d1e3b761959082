import type { InventoryItemInput } from '@pitstop/domain/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { inventoryItemKey } from './get-inventory-item.ts';
import { invalidateInventory } from './invalidate-inventory.ts';

/** `POST /api/v1/inventory/items` (admin, manager): a new item, with its opening stock. */
export function createInventoryItem(input: InventoryItemInput) {
  return unwrap(client.POST('/api/v1/inventory/items', { body: input }));
}

export function useCreateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInventoryItem,
    onSuccess: (item) => {
      queryClient.setQueryData(inventoryItemKey(item.id), item);
      return invalidateInventory(queryClient);
    },
  });
}
