import type { ManualMovementParsed } from '@pitstop/domain/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { inventoryItemKey } from './get-inventory-item.ts';
import { invalidateInventory } from './invalidate-inventory.ts';

/**
 * `POST /api/v1/inventory/items/:id/movements` (admin, manager): stock received, used, returned
 * or adjusted by hand; answers with the movement and the item after it. A 409 refuses taking
 * more than is on hand (unless the shop allows it). The key makes a retried submission count
 * once.
 */
export function createStockMovement(input: {
  itemId: string;
  movement: ManualMovementParsed;
  idempotencyKey: string;
}) {
  return unwrap(
    client.POST('/api/v1/inventory/items/{id}/movements', {
      params: { path: { id: input.itemId } },
      body: input.movement,
      headers: { 'idempotency-key': input.idempotencyKey },
    }),
  );
}

export function useCreateStockMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStockMovement,
    onSuccess: (result) => {
      queryClient.setQueryData(inventoryItemKey(result.item.id), result.item);
      return invalidateInventory(queryClient);
    },
  });
}
