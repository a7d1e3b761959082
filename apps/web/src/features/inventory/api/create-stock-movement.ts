import type { ManualMovementInput } from '@pitstop/domain/inventory';
import type { StockMovementResult } from '@pitstop/domain/inventory-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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
  movement: ManualMovementInput;
  idempotencyKey: string;
}): Promise<StockMovementResult> {
  return api<StockMovementResult>(
    `/inventory/items/${encodeURIComponent(input.itemId)}/movements`,
    {
      method: 'POST',
      body: input.movement,
      headers: { 'idempotency-key': input.idempotencyKey },
    },
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
