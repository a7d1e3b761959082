import '@mantine/dates/styles.css';
import {
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import type { JobOrderListView, JobOrderSort } from '@pitstop/domain/job-order-views';
import {
  type JobOrderStatus,
  jobOrderStatuses,
  jobOrderStatusLabels,
} from '@pitstop/domain/job-orders';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { useShopMechanics } from '../api/get-shop-mechanics.ts';
import { type JobOrderFilters, useJobOrders } from '../api/list-job-orders.ts';
import { type JobOrderSortState, JobOrdersTable } from './job-orders-table.tsx';

const ALL = 'all';
const UNASSIGNED = 'unassigned';

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
const statusOptions = [
  { value: ALL, label: 'All statuses' },
  ...jobOrderStatuses.map((status) => ({ value: status, label: jobOrderStatusLabels[status] })),
];

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
  const [search, setSearch] = useState(initialFilters.search);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [choices, setChoices] = useState<Omit<JobOrderFilters, 'search'>>(initialFilters);
  // The typed search reaches the server once typing pauses.
  const filters: JobOrderFilters = { ...choices, search: debouncedSearch };
  const shop = useShopMechanics();
  const jobOrders = useJobOrders(filters);
  const rows = jobOrders.data?.pages.flatMap((page) => page.items) ?? [];

  // This state is the one source of truth, written to the address when it changes, so a
  // filter chosen while the search is still debouncing is not undone by the search's write.
  const filtersKey = JSON.stringify(filters);
  const written = useRef(filtersKey);
  const latest = useRef({ filters, onFiltersChange });
  latest.current = { filters, onFiltersChange };
  useEffect(() => {
    if (written.current === filtersKey) return;
    written.current = filtersKey;
    latest.current.onFiltersChange(latest.current.filters);
  }, [filtersKey]);
  const choose = (change: Partial<Omit<JobOrderFilters, 'search'>>) =>
    setChoices((current) => ({ ...current, ...change }));

  const sort: JobOrderSortState =
    filters.sort && filters.order ? { sort: filters.sort, order: filters.order } : viewOrder[view];
  function changeSort(column: JobOrderSort) {
    choose(
      sort.sort === column
        ? { sort: column, order: sort.order === 'asc' ? 'desc' : 'asc' }
        : { sort: column, order: firstOrder[column] },
    );
  }

  const mechanicOptions = [
    { value: ALL, label: 'All mechanics' },
    { value: UNASSIGNED, label: 'Unassigned' },
    ...(shop.data?.mechanics ?? []).map((mechanic) => ({
      value: mechanic.id,
      label: mechanic.name,
    })),
  ];
  // A mechanic in the address whose name is not loaded yet stays selectable.
  if (filters.mechanicId && !mechanicOptions.some((option) => option.value === filters.mechanicId))
    mechanicOptions.push({ value: filters.mechanicId, label: 'Selected mechanic' });

  const filtered =
    filters.search.trim() !== '' ||
    filters.status !== null ||
    filters.mechanicId !== null ||
    filters.from !== null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{titles[view]}</Title>
        {canCreate ? (
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
        ) : null}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Search job orders..."
          title="Search by job order number, client name, registration number or VIN"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={260}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="job-order-view-label">
            Show
          </Text>
          <SegmentedControl
            aria-labelledby="job-order-view-label"
            data={viewOptions}
            value={view}
            onChange={(value) => onViewChange(value as JobOrderListView)}
          />
        </Stack>
        {/* Pending and Completed are statuses already. */}
        {view === 'all' ? (
          <Select
            label="Status"
            allowDeselect={false}
            data={statusOptions}
            value={filters.status ?? ALL}
            onChange={(value) =>
              choose({ status: value === ALL || !value ? null : (value as JobOrderStatus) })
            }
            w={190}
          />
        ) : null}
        {ownOnly ? null : (
          <Select
            label="Mechanic"
            allowDeselect={false}
            data={mechanicOptions}
            value={filters.mechanicId ?? ALL}
            onChange={(value) => choose({ mechanicId: value === ALL || !value ? null : value })}
            w={180}
          />
        )}
        <DatePickerInput
          type="range"
          ariaLabels={calendarLabels}
          label={view === 'completed' ? 'Completed' : 'Opened'}
          placeholder="Any date"
          clearable
          allowSingleDateInRange
          value={[filters.from, filters.to]}
          onChange={([from, to]) => {
            // Half a range is being picked: wait for its end.
            if (from && !to) return;
            choose({ from, to });
          }}
          w={240}
        />
      </Group>
      {jobOrders.isError && !jobOrders.data ? (
        <LoadFailure
          title="Could not load the job orders"
          error={jobOrders.error}
          onRetry={() => void jobOrders.refetch()}
          retrying={jobOrders.isFetching}
        />
      ) : (
        <JobOrdersTable
          rows={rows}
          view={view}
          loading={jobOrders.isPending}
          busy={jobOrders.isPlaceholderData}
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
      <LoadMore query={jobOrders} failureTitle="Could not load more job orders" />
    </Stack>
  );
}
