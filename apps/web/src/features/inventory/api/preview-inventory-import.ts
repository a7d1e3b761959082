import type { InventoryImportPreview } from '@pitstop/domain/inventory-views';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/v1/inventory/items/import/preview` (admin, manager): what each row of the file
 * would do, or why it cannot. Writes nothing.
 */
export function previewInventoryImport(csv: string): Promise<InventoryImportPreview> {
  return api<InventoryImportPreview>('/inventory/items/import/preview', {
    method: 'POST',
    body: { csv },
  });
}

export function usePreviewInventoryImport() {
  return useMutation({ mutationFn: previewInventoryImport });
}
