import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/clients/stats` (staff): total, active (served in 12 months) and premium. */
export const clientStatsQuery = queryOptions({
  queryKey: ['clients', 'stats'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/clients/stats', { signal })),
});

export function useClientStats() {
  return useQuery(clientStatsQuery);
}
