import type { ServiceHistoryList } from '@pitstop/domain/portal';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/service-history` (role client): their completed services, newest first. */
export function ownerServiceHistoryQuery(vehicleId: string | null) {
  return infiniteQueryOptions({
    queryKey: ['portal', 'service-history', vehicleId],
    queryFn: ({ pageParam, signal }) =>
      api<ServiceHistoryList>('/portal/service-history', {
        signal,
        query: { vehicleId: vehicleId ?? undefined, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useOwnerServiceHistory(vehicleId: string | null) {
  return useInfiniteQuery(ownerServiceHistoryQuery(vehicleId));
}
