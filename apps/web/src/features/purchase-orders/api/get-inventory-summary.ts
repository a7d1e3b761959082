import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/inventory/summary` (inventory readers): here for the shop's currency. */
export function inventorySummaryQuery() {
  return queryOptions({
    queryKey: ['inventory', 'summary'],
    queryFn: ({ signal }) => unwrap(client.GET('/api/v1/inventory/summary', { signal })),
  });
}

/** The shop's currency for a new purchase order's amounts (USD until it is known). */
export function useShopCurrency(): string {
  return useQuery(inventorySummaryQuery()).data?.currency ?? 'USD';
}
