import { Anchor, Button, Group } from '@mantine/core';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import {
  formatPurchaseOrderNumber,
  purchaseOrderStatuses,
  purchaseOrderStatusLabels,
} from '@pitstop/domain/inventory';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  ChoiceFilter,
  SearchFilter,
  StatusFilter,
  ViewFilter,
} from '../../../components/list-filters.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useListFilters } from '../../../lib/filters-in-address.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { type PurchaseOrderFilters, usePurchaseOrders } from '../api/list-purchase-orders.ts';
import { useSuppliers } from '../api/suppliers.ts';
import { PurchaseOrderStatusBadge } from './purchase-order-status-badge.tsx';

const viewOptions: { value: PurchaseOrderFilters['view']; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
];

/**
 * Purchase Orders: the open ones (draft, ordered, partly received) or all, newest first, by
 * status or supplier, searched by PO number or supplier; "New purchase order" for those who
 * order (admin, manager).
 */
export function PurchaseOrdersPage({
  canWrite,
  initialFilters,
  onFiltersChange,
}: {
  canWrite: boolean;
  initialFilters: PurchaseOrderFilters;
  onFiltersChange(filters: PurchaseOrderFilters): void;
}) {
  const dates = useDateFormat();
  const { searchBox, filters, choose, bind } = useListFilters(initialFilters, onFiltersChange);
  const orders = usePurchaseOrders(filters);
  const suppliers = useSuppliers();
  const money = useFormatMoney(orders.data?.pages[0]?.currency ?? 'USD');
  const statuses =
    filters.view === 'open'
      ? purchaseOrderStatuses.filter((status) => status !== 'received' && status !== 'cancelled')
      : purchaseOrderStatuses;
  const filtered =
    filters.search.trim() !== '' || filters.status !== null || filters.supplierId !== null;

  return (
    <ListPage
      title="Purchase Orders"
      actions={
        <Group gap="sm">
          <Button component={Link} to="/admin/inventory/suppliers" variant="default">
            Suppliers
          </Button>
          {canWrite ? (
            <Button
              component={Link}
              to="/admin/inventory/purchase-orders/new"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              New purchase order
            </Button>
          ) : null}
        </Group>
      }
      filters={
        <>
          <SearchFilter placeholder="PO number or supplier" {...searchBox} w={240} />
          <ViewFilter
            options={viewOptions}
            value={filters.view}
            onChange={(view) => choose({ view, status: null })}
          />
          <StatusFilter
            options={statuses.map((status) => ({
              value: status,
              label: purchaseOrderStatusLabels[status],
            }))}
            {...bind('status')}
            w={190}
          />
          <ChoiceFilter
            label="Supplier"
            allLabel="All suppliers"
            searchable
            options={(suppliers.data?.items ?? []).map((supplier) => ({
              value: supplier.id,
              label: supplier.name,
            }))}
            {...bind('supplierId')}
            w={200}
          />
        </>
      }
      query={orders}
      failureTitle="Could not load the purchase orders"
      moreFailureTitle="Could not load more purchase orders"
      table={(list) => (
        <ResponsiveTable
          {...list}
          label="Purchase orders"
          rowKey={(order) => order.id}
          empty={
            filtered
              ? 'No purchase orders match these filters.'
              : filters.view === 'open'
                ? 'No open purchase orders.'
                : 'No purchase orders yet.'
          }
          rowProps={() => ({ 'data-testid': 'purchase-order-row' })}
          columns={[
            {
              key: 'number',
              header: 'PO number',
              kind: 'title',
              nowrap: true,
              cell: (order) => (
                <Anchor
                  component={Link}
                  to={`/admin/inventory/purchase-orders/${order.id}`}
                  fw={600}
                >
                  {formatPurchaseOrderNumber(order.number)}
                </Anchor>
              ),
            },
            { key: 'supplier', header: 'Supplier', cell: (order) => order.supplier.name },
            {
              key: 'status',
              header: 'Status',
              nowrap: true,
              cell: (order) => <PurchaseOrderStatusBadge status={order.status} />,
            },
            {
              key: 'expected',
              header: 'Expected',
              nowrap: true,
              priority: 2,
              cell: (order) =>
                order.expectedOn ? formatCalendarDate(order.expectedOn, dates) : '—',
            },
            {
              key: 'lines',
              header: 'Lines',
              align: 'right',
              priority: 3,
              cell: (order) => order.lineCount,
            },
            {
              key: 'total',
              header: 'Total',
              align: 'right',
              nowrap: true,
              cell: (order) => money(order.total),
            },
          ]}
        />
      )}
    />
  );
}
