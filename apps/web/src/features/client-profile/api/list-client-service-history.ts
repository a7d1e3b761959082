import type { ServiceHistoryList } from '@pitstop/domain/portal';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/clients/:id/service-history` (staff): completed visits, newest first, paged. */
export function clientServiceHistoryQuery(clientId: string, vehicleId: string | null) {
  return infiniteQueryOptions({
    queryKey: ['clients', 'service-history', clientId, vehicleId],
    queryFn: ({ pageParam, signal }) =>
      api<ServiceHistoryList>(`/clients/${encodeURIComponent(clientId)}/service-history`, {
        signal,
        query: { vehicleId: vehicleId ?? undefined, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useClientServiceHistory(clientId: string, vehicleId: string | null) {
  return useInfiniteQuery(clientServiceHistoryQuery(clientId, vehicleId));
}
