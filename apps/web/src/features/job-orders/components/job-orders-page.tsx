import { Button, Group } from '@mantine/core';
import type { JobOrderListView, JobOrderSort } from '@pitstop/domain/job-order-views';
import { jobOrderStatuses, jobOrderStatusLabels } from '@pitstop/domain/job-orders';
import { IconPlus, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  DateRangeFilter,
  MechanicFilter,
  SearchFilter,
  StatusFilter,
  ViewFilter,
} from '../../../components/list-filters.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { useListFilters } from '../../../lib/filters-in-address.ts';
import { useShopMechanics } from '../api/get-shop-mechanics.ts';
import { type JobOrderFilters, useJobOrders } from '../api/list-job-orders.ts';
import { type JobOrderSortState, JobOrdersTable } from './job-orders-table.tsx';

const titles: Record<JobOrderListView, string> = {
  all: 'Job Order List',
  pending: 'Pending Job Orders',
  completed: 'Completed Job Orders',
};
const viewOptions: { value: JobOrderListView; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
];
const statusOptions = jobOrderStatuses.map((status) => ({
  value: status,
  label: jobOrderStatusLabels[status],
}));

/** The order each view lists in until a column is chosen (the server's defaults). */
const viewOrder: Record<JobOrderListView, JobOrderSortState> = {
  all: { sort: 'opened', order: 'desc' },
  pending: { sort: 'opened', order: 'asc' },
  completed: { sort: 'completed', order: 'desc' },
};
/** A column's first click sorts the way people usually want it: numbers and money high first. */
const firstOrder: Record<JobOrderSort, 'asc' | 'desc'> = {
  number: 'desc',
  opened: 'desc',
  promised: 'asc',
  total: 'desc',
  completed: 'desc',
};
const emptyTexts: Record<JobOrderListView, string> = {
  all: 'No job orders yet.',
  pending: 'No pending job orders: every job is completed or cancelled.',
  completed: 'No completed job orders yet.',
};

function emptyText(view: JobOrderListView, options: { canCreate: boolean; ownOnly: boolean }) {
  if (view !== 'all') return emptyTexts[view];
  if (options.ownOnly) return 'No job orders assigned to you yet.';
  return options.canCreate
    ? 'No job orders yet. Check in a booking or open a walk-in job order.'
    : emptyTexts.all;
}

/**
 * The Job Order List and its Pending and Completed views (issue #11): searched (number, client,
 * plate, VIN), filtered and sorted by the server in keyset pages. The screen owns its filters
 * and mirrors them into the address (`onFiltersChange`) so a reload keeps them; the route
 * remounts it when the address changes from outside.
 */
export function JobOrdersPage({
  initialFilters,
  onFiltersChange,
  onViewChange,
  canCreate,
  ownOnly,
}: {
  initialFilters: JobOrderFilters;
  onFiltersChange(filters: JobOrderFilters): void;
  onViewChange(view: JobOrderListView): void;
  canCreate: boolean;
  /** A mechanic: the server lists only the jobs assigned to them. */
  ownOnly: boolean;
}) {
  const { view } = initialFilters;
  const { searchBox, filters, choose, bind } = useListFilters(initialFilters, onFiltersChange);
  const shop = useShopMechanics();
  const jobOrders = useJobOrders(filters);

  const sort: JobOrderSortState =
    filters.sort && filters.order ? { sort: filters.sort, order: filters.order } : viewOrder[view];
  function changeSort(column: JobOrderSort) {
    choose(
      sort.sort === column
        ? { sort: column, order: sort.order === 'asc' ? 'desc' : 'asc' }
        : { sort: column, order: firstOrder[column] },
    );
  }

  const filtered =
    filters.search.trim() !== '' ||
    filters.status !== null ||
    filters.mechanicId !== null ||
    filters.serviceId !== null ||
    filters.cannedJobId !== null ||
    filters.from !== null;

  return (
    <ListPage
      title={titles[view]}
      actions={
        canCreate ? (
          <Group gap="sm">
            <Button component={Link} to="/admin/job-orders/canned-jobs" variant="default">
              Canned jobs
            </Button>
            <Button
              component={Link}
              to="/admin/job-orders/new"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              New job order
            </Button>
          </Group>
        ) : null
      }
      filters={
        <>
          <SearchFilter
            placeholder="Search job orders..."
            title="Search by job order number, client name, registration number or VIN"
            {...searchBox}
            w={260}
          />
          <ViewFilter options={viewOptions} value={view} onChange={onViewChange} />
          {/* Pending and Completed are statuses already. */}
          {view === 'all' ? (
            <StatusFilter options={statusOptions} {...bind('status')} w={190} />
          ) : null}
          {ownOnly ? null : (
            <MechanicFilter mechanics={shop.data?.mechanics} {...bind('mechanicId')} />
          )}
          {filters.serviceId || filters.cannedJobId ? (
            <Button
              variant="light"
              rightSection={<IconX size={14} aria-hidden />}
              onClick={() => choose({ serviceId: null, cannedJobId: null })}
              title="Show job orders of every service"
            >
              {filters.serviceId ? 'With one service' : 'With one canned job'}
            </Button>
          ) : null}
          <DateRangeFilter
            label={view === 'completed' ? 'Completed' : 'Opened'}
            placeholder="Any date"
            value={filters}
            onChange={choose}
          />
        </>
      }
      query={jobOrders}
      failureTitle="Could not load the job orders"
      moreFailureTitle="Could not load more job orders"
      table={(list) => (
        <JobOrdersTable
          {...list}
          view={view}
          sort={sort}
          onSort={changeSort}
          emptyText={
            filtered
              ? 'No job orders match these filters.'
              : emptyText(view, { canCreate, ownOnly })
          }
          timeZone={shop.data?.timeZone}
        />
      )}
    />
  );
}
