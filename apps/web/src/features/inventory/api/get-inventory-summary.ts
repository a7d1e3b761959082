import type { InventorySummary } from '@pitstop/domain/inventory-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/inventory/summary` (inventory readers): the overview's figures, and the shop's
 * currency and negative-stock setting that every inventory screen reads.
 */
export const inventorySummaryQuery = queryOptions({
  queryKey: ['inventory', 'summary'],
  queryFn: ({ signal }) => api<InventorySummary>('/inventory/summary', { signal }),
});

export function useInventorySummary() {
  return useQuery(inventorySummaryQuery);
}
