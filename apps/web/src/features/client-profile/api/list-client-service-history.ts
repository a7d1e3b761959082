import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/clients/:id/service-history` (staff): completed visits, newest first, paged. */
export function clientServiceHistoryQuery(clientId: string, vehicleId: string | null) {
  return infiniteQueryOptions({
    queryKey: ['clients', 'service-history', clientId, vehicleId],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/api/v1/clients/{id}/service-history', {
          params: {
            path: { id: clientId },
            query: { vehicleId: vehicleId ?? undefined, cursor: pageParam },
          },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useClientServiceHistory(clientId: string, vehicleId: string | null) {
  return useInfiniteQuery(clientServiceHistoryQuery(clientId, vehicleId));
}
