import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/clients/:id/communications` (staff): newest first, paged. */
export function clientCommunicationsQuery(clientId: string) {
  return infiniteQueryOptions({
    queryKey: ['communications', 'client', clientId],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/api/v1/clients/{id}/communications', {
          params: { path: { id: clientId }, query: { cursor: pageParam } },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useClientCommunications(clientId: string) {
  return useInfiniteQuery(clientCommunicationsQuery(clientId));
}
