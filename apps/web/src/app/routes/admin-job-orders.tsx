import { useDocumentTitle } from '@mantine/hooks';
import { isSupportedDate } from '@pitstop/domain/calendar-date';
import {
  type JobOrderListView,
  type JobOrderSort,
  jobOrderSorts,
} from '@pitstop/domain/job-order-views';
import { type JobOrderStatus, jobOrderStatuses } from '@pitstop/domain/job-orders';
import { permissions } from '@pitstop/domain/roles';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import type { JobOrderFilters } from '../../features/job-orders/api/list-job-orders.ts';
import { JobOrdersPage } from '../../features/job-orders/components/job-orders-page.tsx';
import { ownNavigation, useExternalNavigationKey } from '../use-external-navigation-key.ts';

const MECHANIC_FILTER = /^([0-9a-f-]{36}|unassigned)$/i;

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

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

function filtersOf(view: JobOrderListView, params: URLSearchParams): JobOrderFilters {
  const date = (key: string) => {
    const value = params.get(key);
    return value && isSupportedDate(value) ? value : null;
  };
  const mechanicId = params.get('mechanic');
  const sort = oneOf<JobOrderSort>(jobOrderSorts, params.get('sort'));
  return {
    view,
    search: params.get('search') ?? '',
    // The pending and completed views are statuses already.
    status: view === 'all' ? oneOf<JobOrderStatus>(jobOrderStatuses, params.get('status')) : null,
    mechanicId: mechanicId && MECHANIC_FILTER.test(mechanicId) ? mechanicId : null,
    from: date('from'),
    to: date('to'),
    sort,
    order: sort ? (oneOf(['asc', 'desc'] as const, params.get('order')) ?? 'asc') : null,
  };
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
  const [searchParams, setSearchParams] = useSearchParams();
  const screenKey = useExternalNavigationKey();
  const onFiltersChange = useCallback(
    (next: JobOrderFilters) => {
      const params = new URLSearchParams();
      if (next.search.trim()) params.set('search', next.search.trim());
      if (next.status) params.set('status', next.status);
      if (next.mechanicId) params.set('mechanic', next.mechanicId);
      if (next.from) params.set('from', next.from);
      if (next.to) params.set('to', next.to);
      if (next.sort && next.order) {
        params.set('sort', next.sort);
        params.set('order', next.order);
      }
      setSearchParams(params, { replace: true, state: ownNavigation });
    },
    [setSearchParams],
  );
  if (!profile) return null;

  // Another view keeps what was searched for; its own order and statuses start afresh.
  function changeView(next: JobOrderListView) {
    const params = new URLSearchParams();
    for (const key of ['search', 'mechanic', 'from', 'to']) {
      const value = searchParams.get(key);
      if (value) params.set(key, value);
    }
    const query = params.toString();
    navigate(query ? `${viewPaths[next]}?${query}` : viewPaths[next]);
  }

  return (
    <JobOrdersPage
      key={`${view}-${screenKey}`}
      initialFilters={filtersOf(view, searchParams)}
      onFiltersChange={onFiltersChange}
      onViewChange={changeView}
      canCreate={permissions.jobOrders[profile.role] === 'rw'}
      ownOnly={profile.role === 'mechanic'}
    />
  );
}
