import type { PerformancePeriod } from '@pitstop/domain/performance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type PerformanceParams = {
  period: PerformancePeriod;
  from?: string;
  to?: string;
  userId?: string;
};

/** `GET /api/v1/performance`: the period's figures per person with their 12-week series. */
export const performanceQuery = (params: PerformanceParams) =>
  queryOptions({
    queryKey: ['performance', params],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/performance', { params: { query: params }, signal })),
  });

/** `enabled` false while a custom range still lacks its days. */
export function usePerformance(params: PerformanceParams, enabled = true) {
  // A new period keeps the previous figures on screen until its own arrive.
  return useQuery({ ...performanceQuery(params), placeholderData: keepPreviousData, enabled });
}
