import type { InventoryItemInput } from '@pitstop/domain/inventory';
import type { InventoryItem } from '@pitstop/domain/inventory-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { inventoryItemKey } from './get-inventory-item.ts';
import { invalidateInventory } from './invalidate-inventory.ts';

/** `POST /api/v1/inventory/items` (admin, manager): a new item, with its opening stock. */
export function createInventoryItem(input: InventoryItemInput): Promise<InventoryItem> {
  return api<InventoryItem>('/inventory/items', { method: 'POST', body: input });
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
