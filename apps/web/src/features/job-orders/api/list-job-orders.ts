import type { JobOrderListView, JobOrderSort } from '@pitstop/domain/job-order-views';
import type { JobOrderStatus } from '@pitstop/domain/job-orders';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type JobOrderFilters = {
  view: JobOrderListView;
  /** Number (JO-1042), client name, plate or VIN. */
  search: string;
  status: JobOrderStatus | null;
  /** A mechanic's id or 'unassigned'. */
  mechanicId: string | null;
  /** Job orders with approved labor of this catalogue service (a report's drill-down). */
  serviceId: string | null;
  /** Job orders with a job named like this canned job (a report's drill-down). */
  cannedJobId: string | null;
  /** Local dates (YYYY-MM-DD) in the shop's time zone, inclusive. */
  from: string | null;
  to: string | null;
  /** Null: the view's own order (all: newest opened; pending: oldest opened; completed: newest completed). */
  sort: JobOrderSort | null;
  order: 'asc' | 'desc' | null;
};

/** `GET /api/v1/job-orders` (job order readers; a mechanic gets their own): keyset pages. */
export function jobOrdersQuery(filters: JobOrderFilters) {
  return infiniteQueryOptions({
    queryKey: ['job-orders', 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/api/v1/job-orders', {
          params: {
            query: {
              view: filters.view,
              search: filters.search.trim() || undefined,
              status: filters.status ?? undefined,
              mechanicId: filters.mechanicId ?? undefined,
              serviceId: filters.serviceId ?? undefined,
              cannedJobId: filters.cannedJobId ?? undefined,
              from: filters.from ?? undefined,
              to: filters.to ?? undefined,
              sort: filters.sort ?? undefined,
              order: filters.sort ? (filters.order ?? undefined) : undefined,
              cursor: pageParam,
            },
          },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useJobOrders(filters: JobOrderFilters) {
  return useInfiniteQuery(jobOrdersQuery(filters));
}
