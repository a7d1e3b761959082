import type { RevenueBasis } from '@pitstop/domain/revenue-report';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { apiQueryOf, type ReportParams } from '../report-params.ts';

export type RevenueParams = ReportParams & { basis: RevenueBasis };

const queryOf = (params: RevenueParams) => ({ ...apiQueryOf(params), basis: params.basis });

/** `GET /api/v1/reports/revenue` (admin and manager). */
export const revenueReportQuery = (params: RevenueParams) =>
  queryOptions({
    queryKey: ['reports', 'revenue', queryOf(params)],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/reports/revenue', { params: { query: queryOf(params) }, signal })),
  });

/** `enabled` false while a custom period still lacks its days; a new period keeps the last figures on screen. */
export function useRevenueReport(params: RevenueParams, enabled: boolean) {
  return useQuery({ ...revenueReportQuery(params), placeholderData: keepPreviousData, enabled });
}

/** The same report as a CSV download. */
export function revenueCsvUrl(params: RevenueParams): string {
  const query = Object.entries(queryOf(params)).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return `/api/v1/reports/revenue/export.csv?${new URLSearchParams(query)}`;
}
