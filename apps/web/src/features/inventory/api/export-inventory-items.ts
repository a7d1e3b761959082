import { type InventoryFilters, inventoryFilterParams } from './list-inventory-items.ts';

/**
 * `GET /api/v1/inventory/items/export`: every item matching the overview's filters as CSV, sent
 * as an attachment. A plain link downloads it with the session cookie.
 */
export function inventoryExportUrl(filters: InventoryFilters): string {
  const query = new URLSearchParams(inventoryFilterParams(filters)).toString();
  return `/api/v1/inventory/items/export?${query}`;
}
