import type { CommunicationList } from '@pitstop/domain/communications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/portal/communications` (role client): filtered to them by the server (spec §6);
 * every workshop, or one of their client records with `clientId`.
 */
export function ownerCommunicationsQuery(clientId?: string) {
  return infiniteQueryOptions({
    queryKey: ['communications', 'portal', clientId ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      api<CommunicationList>('/portal/communications', {
        signal,
        query: { clientId, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useOwnerCommunications(clientId?: string) {
  return useInfiniteQuery(ownerCommunicationsQuery(clientId));
}
