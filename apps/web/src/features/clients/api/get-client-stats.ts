import type { ClientStats } from '@pitstop/domain/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/clients/stats` (staff): total, active (served in 12 months) and premium. */
export const clientStatsQuery = queryOptions({
  queryKey: ['clients', 'stats'],
  queryFn: ({ signal }) => api<ClientStats>('/clients/stats', { signal }),
});

export function useClientStats() {
  return useQuery(clientStatsQuery);
}
