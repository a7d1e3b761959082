import { type InventoryItemSort, inventoryItemSorts } from '@pitstop/domain/inventory-views';
import type { InventoryFilters, InventoryItemStatus } from './api/list-inventory-items.ts';

const statuses: readonly InventoryItemStatus[] = ['active', 'inactive', 'all'];
const SUPPLIER = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|none)$/i;

/** The overview's order until a column is chosen: by name, A to Z (the server's default). */
export const defaultInventorySort = { sort: 'name', order: 'asc' } as const;

/** A column's first click sorts the way people usually want it: figures high first. */
export const firstInventoryOrder: Record<InventoryItemSort, 'asc' | 'desc'> = {
  name: 'asc',
  sku: 'asc',
  onHand: 'desc',
  available: 'desc',
  stockValue: 'desc',
  updated: 'desc',
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

/**
 * The overview's filters read from its address (a reload or a shared link keeps them); anything
 * unknown falls back to the default rather than failing the list.
 */
export function inventoryFiltersFromParams(params: URLSearchParams): InventoryFilters {
  const supplier = params.get('supplier');
  const sort = oneOf(inventoryItemSorts, params.get('sort'));
  return {
    search: params.get('search') ?? '',
    category: params.get('category')?.trim() || null,
    supplierId: supplier && SUPPLIER.test(supplier) ? supplier : null,
    lowStock: params.get('low') === 'true',
    status: oneOf(statuses, params.get('status')) ?? 'active',
    sort: sort ?? defaultInventorySort.sort,
    order: sort
      ? (oneOf(['asc', 'desc'] as const, params.get('order')) ?? firstInventoryOrder[sort])
      : defaultInventorySort.order,
  };
}

/** The filters as the address shows them: only what differs from the defaults. */
export function inventoryFiltersToParams(filters: InventoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.category) params.set('category', filters.category);
  if (filters.supplierId) params.set('supplier', filters.supplierId);
  if (filters.lowStock) params.set('low', 'true');
  if (filters.status !== 'active') params.set('status', filters.status);
  if (filters.sort !== defaultInventorySort.sort || filters.order !== defaultInventorySort.order) {
    params.set('sort', filters.sort);
    params.set('order', filters.order);
  }
  return params;
}
