import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/portal/service-history` (role client): their completed services, newest first;
 * every workshop, or one of their client records with `clientId`.
 */
export function ownerServiceHistoryQuery(vehicleId: string | null, clientId?: string) {
  return infiniteQueryOptions({
    queryKey: ['portal', 'service-history', clientId ?? 'all', vehicleId],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/api/v1/portal/service-history', {
          params: { query: { clientId, vehicleId: vehicleId ?? undefined, cursor: pageParam } },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useOwnerServiceHistory(vehicleId: string | null, clientId?: string) {
  return useInfiniteQuery(ownerServiceHistoryQuery(vehicleId, clientId));
}
