import type { ServiceHistoryList } from '@pitstop/domain/portal';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/portal/service-history` (role client): their completed services, newest first;
 * every workshop, or one of their client records with `clientId`.
 */
export function ownerServiceHistoryQuery(vehicleId: string | null, clientId?: string) {
  return infiniteQueryOptions({
    queryKey: ['portal', 'service-history', clientId ?? 'all', vehicleId],
    queryFn: ({ pageParam, signal }) =>
      api<ServiceHistoryList>('/portal/service-history', {
        signal,
        query: { clientId, vehicleId: vehicleId ?? undefined, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useOwnerServiceHistory(vehicleId: string | null, clientId?: string) {
  return useInfiniteQuery(ownerServiceHistoryQuery(vehicleId, clientId));
}
