import type { CommunicationList } from '@pitstop/domain/communications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/clients/:id/communications` (staff): newest first, paged. */
export function clientCommunicationsQuery(clientId: string) {
  return infiniteQueryOptions({
    queryKey: ['communications', 'client', clientId],
    queryFn: ({ pageParam, signal }) =>
      api<CommunicationList>(`/clients/${encodeURIComponent(clientId)}/communications`, {
        signal,
        query: { cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useClientCommunications(clientId: string) {
  return useInfiniteQuery(clientCommunicationsQuery(clientId));
}
