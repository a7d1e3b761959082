import { useDocumentTitle } from '@mantine/hooks';
import { type JobOrderListView, jobOrderListQuerySchema } from '@pitstop/domain/job-order-views';
import { permissions } from '@pitstop/domain/roles';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import type { JobOrderFilters } from '../../features/job-orders/api/list-job-orders.ts';
import { JobOrdersPage } from '../../features/job-orders/components/job-orders-page.tsx';
import { paramOf, useFiltersInAddress } from '../../lib/filters-in-address.ts';

const query = jobOrderListQuerySchema.shape;

const viewPaths: Record<JobOrderListView, string> = {
  all: '/admin/job-orders',
  pending: '/admin/job-orders/pending',
  completed: '/admin/job-orders/completed',
};
const documentTitles: Record<JobOrderListView, string> = {
  all: 'Job Orders — Pitstop',
  pending: 'Pending Job Orders — Pitstop',
  completed: 'Completed Job Orders — Pitstop',
};

function viewOf(pathname: string): JobOrderListView {
  if (/\/pending\/?$/.test(pathname)) return 'pending';
  if (/\/completed\/?$/.test(pathname)) return 'completed';
  return 'all';
}

function readFilters(view: JobOrderListView, params: URLSearchParams): JobOrderFilters {
  const sort = paramOf(params, 'sort', query.sort);
  return {
    view,
    search: params.get('search') ?? '',
    // The pending and completed views are statuses already.
    status: view === 'all' ? paramOf(params, 'status', query.status) : null,
    mechanicId: paramOf(params, 'mechanic', query.mechanicId),
    serviceId: paramOf(params, 'service', query.serviceId),
    cannedJobId: paramOf(params, 'cannedJob', query.cannedJobId),
    from: paramOf(params, 'from', query.from),
    to: paramOf(params, 'to', query.to),
    sort,
    order: sort ? (paramOf(params, 'order', query.order) ?? 'asc') : null,
  };
}

function writeFilters(next: JobOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (next.search.trim()) params.set('search', next.search.trim());
  if (next.status) params.set('status', next.status);
  if (next.mechanicId) params.set('mechanic', next.mechanicId);
  if (next.serviceId) params.set('service', next.serviceId);
  if (next.cannedJobId) params.set('cannedJob', next.cannedJobId);
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  if (next.sort && next.order) {
    params.set('sort', next.sort);
    params.set('order', next.order);
  }
  return params;
}

/**
 * `/admin/job-orders` (Job Order List), `/pending` and `/completed`: one screen whose view is
 * the address's last part; search, filters and sort in the query so a reload keeps them.
 */
export function Component() {
  const { pathname } = useLocation();
  const view = viewOf(pathname);
  useDocumentTitle(documentTitles[view]);
  const { profile } = useAuth();
  const navigate = useNavigate();
  const read = useCallback((params: URLSearchParams) => readFilters(view, params), [view]);
  const { filters, setFilters, screenKey } = useFiltersInAddress({ read, write: writeFilters });
  if (!profile) return null;

  // Another view keeps what was searched for; its own order and statuses start afresh.
  function changeView(next: JobOrderListView) {
    const params = writeFilters({ ...filters, view: next, status: null, sort: null, order: null });
    const search = params.toString();
    navigate(search ? `${viewPaths[next]}?${search}` : viewPaths[next]);
  }

  return (
    <JobOrdersPage
      key={`${view}-${screenKey}`}
      initialFilters={filters}
      onFiltersChange={setFilters}
      onViewChange={changeView}
      canCreate={permissions.jobOrders[profile.role] === 'rw'}
      ownOnly={profile.role === 'mechanic'}
    />
  );
}
