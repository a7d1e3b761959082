import type { CommunicationList } from '@pitstop/domain/communications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/communications` (role client): filtered to them by the server (spec §6). */
export const ownerCommunicationsQuery = infiniteQueryOptions({
  queryKey: ['communications', 'portal'],
  queryFn: ({ pageParam, signal }) =>
    api<CommunicationList>('/portal/communications', { signal, query: { cursor: pageParam } }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export function useOwnerCommunications() {
  return useInfiniteQuery(ownerCommunicationsQuery);
}
