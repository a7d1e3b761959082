import {
  type InventoryItemSort,
  inventoryItemListQuerySchema,
} from '@pitstop/domain/inventory-views';
import { paramOf } from '../../lib/filters-in-address.ts';
import type { InventoryFilters } from './api/list-inventory-items.ts';

const query = inventoryItemListQuerySchema.shape;

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

/**
 * The overview's filters read from its address (a reload or a shared link keeps them); anything
 * unknown falls back to the default rather than failing the list.
 */
export function inventoryFiltersFromParams(params: URLSearchParams): InventoryFilters {
  const sort = paramOf(params, 'sort', query.sort);
  return {
    search: params.get('search') ?? '',
    category: params.get('category')?.trim() || null,
    supplierId: paramOf(params, 'supplier', query.supplierId),
    lowStock: params.get('low') === 'true',
    status: paramOf(params, 'status', query.status) ?? 'active',
    sort: sort ?? defaultInventorySort.sort,
    order: sort
      ? (paramOf(params, 'order', query.order) ?? firstInventoryOrder[sort])
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
