import type { InventoryItemUpdateInput } from '@pitstop/domain/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { inventoryItemKey } from './get-inventory-item.ts';
import { invalidateInventory } from './invalidate-inventory.ts';

/** `PUT /api/v1/inventory/items/:id` (admin, manager): every field but the stock. */
export function updateInventoryItem(input: { id: string; changes: InventoryItemUpdateInput }) {
  return unwrap(
    client.PUT('/api/v1/inventory/items/{id}', {
      params: { path: { id: input.id } },
      body: input.changes,
    }),
  );
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
