import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { apiQueryOf, type ReportParams } from '../report-params.ts';

/** `GET /api/v1/reports/employee-performance`: Performance Metrics per person over the period. */
export const employeePerformanceQuery = (params: ReportParams) =>
  queryOptions({
    queryKey: ['reports', 'employee-performance', apiQueryOf(params)],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/reports/employee-performance', {
          params: { query: apiQueryOf(params) },
          signal,
        }),
      ),
  });

/** `enabled` false while a custom range still lacks its days. */
export function useEmployeePerformance(params: ReportParams, enabled: boolean) {
  // A new period keeps the previous figures on screen until its own arrive.
  return useQuery({
    ...employeePerformanceQuery(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
