import type { ManualMovementInput } from '@pitstop/domain/inventory';
import type { StockMovement } from '@pitstop/domain/inventory-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateInventory } from './invalidate-inventory.ts';

/**
 * `POST /api/v1/inventory/items/:id/movements` (admin, manager): stock received, used, returned
 * or adjusted by hand. A 409 refuses taking more than is on hand (unless the shop allows it).
 */
export function createStockMovement(input: {
  itemId: string;
  movement: ManualMovementInput;
}): Promise<StockMovement> {
  return api<StockMovement>(`/inventory/items/${encodeURIComponent(input.itemId)}/movements`, {
    method: 'POST',
    body: input.movement,
  });
}

export function useCreateStockMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStockMovement,
    onSuccess: () => invalidateInventory(queryClient),
  });
}
