import { Anchor, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import type {
  JobOrderListView,
  JobOrderSort,
  JobOrderSummary,
} from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { Link } from 'react-router';
import { JobOrderStatusBadge } from '../../../components/job-order-status-badge.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';

export type JobOrderSortState = { sort: JobOrderSort; order: 'asc' | 'desc' };

const COLUMNS = 8;

function SortableTh({
  label,
  column,
  state,
  onSort,
  align,
}: {
  label: string;
  column: JobOrderSort;
  state: JobOrderSortState;
  onSort(column: JobOrderSort): void;
  align?: 'right';
}) {
  const active = state.sort === column;
  const Icon = active ? (state.order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th
      aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
      ta={align}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

function SkeletonRows() {
  return (
    <>
      {Array.from({ length: 6 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
        <Table.Tr key={row} aria-hidden>
          {Array.from({ length: COLUMNS }, (_, cell) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells neither
            <Table.Td key={cell}>
              <Skeleton height={12} width={cell === 1 || cell === 2 ? '80%' : 70} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

function JobOrderRow({
  row,
  view,
  timeZone,
}: {
  row: JobOrderSummary;
  view: JobOrderListView;
  timeZone: string | undefined;
}) {
  const money = useFormatMoney();
  const dates = useDateFormat(timeZone);
  return (
    <Table.Tr data-testid="job-order-row">
      <Table.Td>
        <Anchor component={Link} to={`/admin/job-orders/${row.id}`} fw={600}>
          {formatJobOrderNumber(row.number)}
        </Anchor>
      </Table.Td>
      <Table.Td>{row.client.name}</Table.Td>
      <Table.Td>
        {row.vehicle ? (
          <>
            <Text size="sm">{row.vehicle.label}</Text>
            {row.vehicle.registrationNumber ? (
              <Text size="xs" c="dimmed">
                {row.vehicle.registrationNumber}
              </Text>
            ) : null}
          </>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>{row.mechanic?.name ?? 'Unassigned'}</Table.Td>
      <Table.Td>
        <JobOrderStatusBadge status={row.status} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.openedAt, dates)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(view === 'completed' ? row.completedAt : row.promisedAt, dates)}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {money(row.total)}
      </Table.Td>
    </Table.Tr>
  );
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
}: {
  rows: JobOrderSummary[];
  view: JobOrderListView;
  loading: boolean;
  /** A new search, filter or sort is on its way; the rows shown are the previous answer. */
  busy: boolean;
  sort: JobOrderSortState;
  onSort(column: JobOrderSort): void;
  emptyText: string;
  /** The shop's, once known: times show in the viewer's zone until then. */
  timeZone: string | undefined;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        striped
        highlightOnHover
        aria-label="Job orders"
        aria-busy={loading || busy}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <SortableTh label="Number" column="number" state={sort} onSort={onSort} />
            <Table.Th>Client</Table.Th>
            <Table.Th>Vehicle</Table.Th>
            <Table.Th>Mechanic</Table.Th>
            <Table.Th>Status</Table.Th>
            <SortableTh label="Opened" column="opened" state={sort} onSort={onSort} />
            {view === 'completed' ? (
              <SortableTh label="Completed" column="completed" state={sort} onSort={onSort} />
            ) : (
              <SortableTh label="Promised" column="promised" state={sort} onSort={onSort} />
            )}
            <SortableTh label="Total" column="total" state={sort} onSort={onSort} align="right" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <>
              <Table.Tr>
                <Table.Td colSpan={COLUMNS} p={0}>
                  <VisuallyHidden role="status">Loading...</VisuallyHidden>
                </Table.Td>
              </Table.Tr>
              <SkeletonRows />
            </>
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>
                <Text c="dimmed" ta="center" py="lg">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <JobOrderRow key={row.id} row={row} view={view} timeZone={timeZone} />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
