import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `POST /api/v1/inventory/items/import/preview` (admin, manager): what each row of the file
 * would do, or why it cannot. Writes nothing.
 */
export function previewInventoryImport(csv: string) {
  return unwrap(client.POST('/api/v1/inventory/items/import/preview', { body: { csv } }));
}

export function usePreviewInventoryImport() {
  return useMutation({ mutationFn: previewInventoryImport });
}
