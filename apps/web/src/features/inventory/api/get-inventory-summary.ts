import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/inventory/summary` (inventory readers): the overview's figures, and the shop's
 * currency and negative-stock setting that every inventory screen reads.
 */
export const inventorySummaryQuery = queryOptions({
  queryKey: ['inventory', 'summary'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/inventory/summary', { signal })),
});

export function useInventorySummary() {
  return useQuery(inventorySummaryQuery);
}
