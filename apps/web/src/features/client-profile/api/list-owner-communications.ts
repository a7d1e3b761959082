import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/portal/communications` (role client): filtered to them by the server (spec §6);
 * every workshop, or one of their client records with `clientId`.
 */
export function ownerCommunicationsQuery(clientId?: string) {
  return infiniteQueryOptions({
    queryKey: ['communications', 'portal', clientId ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/api/v1/portal/communications', {
          params: { query: { clientId, cursor: pageParam } },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useOwnerCommunications(clientId?: string) {
  return useInfiniteQuery(ownerCommunicationsQuery(clientId));
}
