import type { InventoryItemSort, inventoryItemStatuses } from '@pitstop/domain/inventory-views';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type InventoryItemStatus = (typeof inventoryItemStatuses)[number];

export type InventoryFilters = {
  /** SKU, name, brand, part number or barcode. */
  search: string;
  category: string | null;
  /** A supplier's id, or 'none' for items without one. */
  supplierId: string | null;
  lowStock: boolean;
  status: InventoryItemStatus;
  sort: InventoryItemSort;
  order: 'asc' | 'desc';
};

/** The filters as the list and the CSV export take them (the export has no paging). */
export function inventoryFilterParams(filters: InventoryFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const search = filters.search.trim();
  if (search) params.search = search;
  if (filters.category) params.category = filters.category;
  if (filters.supplierId) params.supplierId = filters.supplierId;
  if (filters.lowStock) params.lowStock = 'true';
  params.status = filters.status;
  params.sort = filters.sort;
  params.order = filters.order;
  return params;
}

/** `GET /api/v1/inventory/items` (inventory readers): searched, filtered and sorted keyset pages. */
export function inventoryItemsQuery(filters: InventoryFilters) {
  return infiniteQueryOptions({
    queryKey: ['inventory', 'items', 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/api/v1/inventory/items', {
          params: { query: { ...inventoryFilterParams(filters), cursor: pageParam } },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useInventoryItems(filters: InventoryFilters) {
  return useInfiniteQuery(inventoryItemsQuery(filters));
}
