import { Anchor } from '@mantine/core';
import { type DateFormat, formatDateTime } from '@pitstop/domain/date-format';
import type {
  JobOrderListView,
  JobOrderSort,
  JobOrderSummary,
} from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { Link } from 'react-router';
import { JobOrderStatusBadge } from '../../../components/job-order-status-badge.tsx';
import type { ListRows } from '../../../components/list-page.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/responsive-table.tsx';
import { VehicleCell } from '../../../components/vehicle-cell.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';

export type JobOrderSortState = { sort: JobOrderSort; order: 'asc' | 'desc' };

function jobOrderColumns({
  view,
  dates,
  money,
}: {
  view: JobOrderListView;
  dates: DateFormat;
  money: ReturnType<typeof useFormatMoney>;
}): ResponsiveColumn<JobOrderSummary>[] {
  return [
    {
      key: 'number',
      header: 'Number',
      kind: 'title',
      sort: 'number',
      nowrap: true,
      cell: (row) => (
        <Anchor component={Link} to={`/admin/job-orders/${row.id}`} fw={600}>
          {formatJobOrderNumber(row.number)}
        </Anchor>
      ),
    },
    { key: 'client', header: 'Client', cell: (row) => row.client.name },
    {
      key: 'vehicle',
      header: 'Vehicle',
      priority: 2,
      cell: (row) => <VehicleCell vehicle={row.vehicle} />,
    },
    {
      key: 'mechanic',
      header: 'Mechanic',
      priority: 3,
      cell: (row) => row.mechanic?.name ?? 'Unassigned',
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (row) => <JobOrderStatusBadge status={row.status} />,
    },
    {
      key: 'opened',
      header: 'Opened',
      sort: 'opened',
      priority: 4,
      nowrap: true,
      cell: (row) => formatDateTime(row.openedAt, dates),
    },
    view === 'completed'
      ? {
          key: 'completed',
          header: 'Completed',
          sort: 'completed',
          priority: 2,
          nowrap: true,
          cell: (row) => formatDateTime(row.completedAt, dates),
        }
      : {
          key: 'promised',
          header: 'Promised',
          sort: 'promised',
          priority: 2,
          nowrap: true,
          cell: (row) => formatDateTime(row.promisedAt, dates),
        },
    {
      key: 'total',
      header: 'Total',
      sort: 'total',
      align: 'right',
      nowrap: true,
      cell: (row) => money(row.total),
    },
  ];
}

/**
 * The job orders as the server sorted them; a column header sorts by it. The completed view
 * shows when each was completed where the others show the promised time.
 */
export function JobOrdersTable({
  rows,
  view,
  loading,
  busy,
  sort,
  onSort,
  emptyText,
  timeZone,
}: ListRows<JobOrderSummary> & {
  view: JobOrderListView;
  sort: JobOrderSortState;
  onSort(column: JobOrderSort): void;
  emptyText: string;
  /** The shop's, once known: times show in the viewer's zone until then. */
  timeZone: string | undefined;
}) {
  const money = useFormatMoney();
  const dates = useDateFormat(timeZone);
  return (
    <ResponsiveTable
      label="Job orders"
      columns={jobOrderColumns({ view, dates, money })}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      busy={busy}
      empty={emptyText}
      sort={{ ...sort, onSort }}
      rowProps={() => ({ 'data-testid': 'job-order-row' })}
    />
  );
}
