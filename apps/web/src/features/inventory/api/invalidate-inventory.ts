import type { QueryClient } from '@tanstack/react-query';

/**
 * After a write to stock or an item: every inventory screen and the sidebar's Low Stock Alerts
 * badge read theirs again (the `inventory.changed` event does the same for other people).
 */
export function invalidateInventory(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['inventory'] }),
    queryClient.invalidateQueries({ queryKey: ['sidebar-counts'] }),
  ]);
}
