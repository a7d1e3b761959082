import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/notifications` (staff): car owners' messages, unread first, paged. */
export const notificationsQuery = infiniteQueryOptions({
  queryKey: ['notifications'],
  queryFn: ({ pageParam, signal }) =>
    unwrap(
      client.GET('/api/v1/notifications', { params: { query: { cursor: pageParam } }, signal }),
    ),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export function useNotifications() {
  return useInfiniteQuery(notificationsQuery);
}
