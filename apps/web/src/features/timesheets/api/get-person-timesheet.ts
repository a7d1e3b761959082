import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/timesheets/:userId?period=`: one person's period with their entries. */
export const personTimesheetQuery = (userId: string, period: string | undefined) =>
  queryOptions({
    queryKey: ['timesheets', 'person', userId, period ?? 'current'],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/timesheets/{userId}', {
          params: { path: { userId }, query: period ? { period } : {} },
          signal,
        }),
      ),
  });

export function usePersonTimesheet(userId: string, period: string | undefined) {
  return useQuery({ ...personTimesheetQuery(userId, period), placeholderData: keepPreviousData });
}
