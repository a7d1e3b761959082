import type { NotificationList } from '@pitstop/domain/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/notifications` (staff): car owners' messages, unread first, paged. */
export const notificationsQuery = infiniteQueryOptions({
  queryKey: ['notifications'],
  queryFn: ({ pageParam, signal }) =>
    api<NotificationList>('/notifications', { signal, query: { cursor: pageParam } }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export function useNotifications() {
  return useInfiniteQuery(notificationsQuery);
}
