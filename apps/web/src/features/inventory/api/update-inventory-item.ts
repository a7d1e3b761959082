import type { InventoryItemUpdateInput } from '@pitstop/domain/inventory';
import type { InventoryItem } from '@pitstop/domain/inventory-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { inventoryItemKey } from './get-inventory-item.ts';
import { invalidateInventory } from './invalidate-inventory.ts';

/** `PUT /api/v1/inventory/items/:id` (admin, manager): every field but the stock. */
export function updateInventoryItem(input: {
  id: string;
  changes: InventoryItemUpdateInput;
}): Promise<InventoryItem> {
  return api<InventoryItem>(`/inventory/items/${encodeURIComponent(input.id)}`, {
    method: 'PUT',
    body: input.changes,
  });
}

export function useUpdateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInventoryItem,
    onSuccess: (item) => {
      queryClient.setQueryData(inventoryItemKey(item.id), item);
      return invalidateInventory(queryClient);
    },
  });
}
