import type { ReportComparison, ReportPreset } from '@pitstop/domain/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type ServiceTrendsParams = {
  period: ReportPreset;
  from?: string;
  to?: string;
  compare: ReportComparison;
  groupBy: 'week' | 'month';
};

/** The same query string for the report and its CSV export. */
export function serviceTrendsSearch(params: ServiceTrendsParams): string {
  const query = new URLSearchParams({
    period: params.period,
    compare: params.compare,
    groupBy: params.groupBy,
  });
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  return query.toString();
}

/** `GET /api/v1/reports/service-trends` (admin and manager). */
export const serviceTrendsQuery = (params: ServiceTrendsParams) =>
  queryOptions({
    queryKey: ['reports', 'service-trends', params],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/reports/service-trends', { params: { query: params }, signal })),
  });

/** `enabled` false while a custom period still lacks its days; a new period keeps the old figures on screen until its own arrive. */
export function useServiceTrends(params: ServiceTrendsParams, enabled = true) {
  return useQuery({ ...serviceTrendsQuery(params), placeholderData: keepPreviousData, enabled });
}
