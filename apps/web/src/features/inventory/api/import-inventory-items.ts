import type { inventoryImportResultSchema } from '@pitstop/domain/inventory-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateInventory } from './invalidate-inventory.ts';

export type InventoryImportResult = z.infer<typeof inventoryImportResultSchema>;

/**
 * `POST /api/v1/inventory/items/import` (admin, manager): the previewed file again, written in
 * one transaction: every row or none.
 */
export function importInventoryItems(csv: string) {
  return unwrap(client.POST('/api/v1/inventory/items/import', { body: { csv } }));
}

export function useImportInventoryItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importInventoryItems,
    onSuccess: () => invalidateInventory(queryClient),
  });
}
