import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/schedules?week&userId` (admin, manager; others only their own `userId`): a week of
 * shifts, exceptions, time off and closures.
 */
export function scheduleWeekQuery(query: { week: string; userId?: string }) {
  return queryOptions({
    queryKey: ['schedules', query],
    queryFn: ({ signal }) => unwrap(client.GET('/api/v1/schedules', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useScheduleWeek(query: { week: string; userId?: string }) {
  return useQuery(scheduleWeekQuery(query));
}
