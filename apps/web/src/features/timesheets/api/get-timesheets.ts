import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/timesheets?period=`: the pay period containing a date (today's when none). */
export const timesheetsQuery = (period: string | undefined) =>
  queryOptions({
    queryKey: ['timesheets', 'team', period ?? 'current'],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/timesheets', {
          params: { query: period ? { period } : {} },
          signal,
        }),
      ),
  });

export function useTimesheets(period: string | undefined) {
  return useQuery({ ...timesheetsQuery(period), placeholderData: keepPreviousData });
}

/** The payroll CSV of the period containing a date (admin). */
export function payrollExportUrl(period: string): string {
  return `/api/v1/timesheets/export.csv?${new URLSearchParams({ period })}`;
}
