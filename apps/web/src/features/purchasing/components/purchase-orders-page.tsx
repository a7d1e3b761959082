import {
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import {
  formatPurchaseOrderNumber,
  type PurchaseOrderStatus,
  purchaseOrderStatuses,
  purchaseOrderStatusLabels,
} from '@pitstop/domain/inventory';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';
import { type PurchaseOrderFilters, usePurchaseOrders } from '../api/list-purchase-orders.ts';
import { useSuppliers } from '../api/suppliers.ts';
import { PurchaseOrderStatusBadge } from './purchase-order-status-badge.tsx';

const ALL = 'all';
const viewOptions = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
];

/**
 * Purchase Orders: the open ones (draft, ordered, partly received) or all, newest first, by
 * status or supplier, searched by PO number or supplier; "New purchase order" for those who
 * order (admin, manager).
 */
export function PurchaseOrdersPage({ canWrite }: { canWrite: boolean }) {
  const dates = useDateFormat();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [choices, setChoices] = useState<Omit<PurchaseOrderFilters, 'search'>>({
    view: 'open',
    status: null,
    supplierId: null,
  });
  const filters: PurchaseOrderFilters = { ...choices, search: debouncedSearch };
  const orders = usePurchaseOrders(filters);
  const suppliers = useSuppliers();
  const rows = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const currency = orders.data?.pages[0]?.currency ?? 'USD';
  const money = useFormatMoney(currency);
  const statuses =
    filters.view === 'open'
      ? purchaseOrderStatuses.filter((status) => status !== 'received' && status !== 'cancelled')
      : purchaseOrderStatuses;
  const filtered =
    filters.search.trim() !== '' || filters.status !== null || filters.supplierId !== null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Purchase Orders</Title>
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
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="PO number or supplier"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={240}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="purchase-order-view-label">
            Show
          </Text>
          <SegmentedControl
            aria-labelledby="purchase-order-view-label"
            data={viewOptions}
            value={filters.view}
            onChange={(value) =>
              setChoices((current) => ({
                ...current,
                view: value as PurchaseOrderFilters['view'],
                status: null,
              }))
            }
          />
        </Stack>
        <Select
          label="Status"
          allowDeselect={false}
          data={[
            { value: ALL, label: 'All statuses' },
            ...statuses.map((status) => ({
              value: status,
              label: purchaseOrderStatusLabels[status],
            })),
          ]}
          value={filters.status ?? ALL}
          onChange={(value) =>
            setChoices((current) => ({
              ...current,
              status: !value || value === ALL ? null : (value as PurchaseOrderStatus),
            }))
          }
          w={190}
        />
        <Select
          label="Supplier"
          allowDeselect={false}
          searchable
          data={[
            { value: ALL, label: 'All suppliers' },
            ...(suppliers.data?.items ?? []).map((supplier) => ({
              value: supplier.id,
              label: supplier.name,
            })),
          ]}
          value={filters.supplierId ?? ALL}
          onChange={(value) =>
            setChoices((current) => ({
              ...current,
              supplierId: !value || value === ALL ? null : value,
            }))
          }
          w={200}
        />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 0 }}>
        {orders.isPending ? (
          <InlineLoading />
        ) : orders.isError && !orders.data ? (
          <LoadFailure
            title="Could not load the purchase orders"
            error={orders.error}
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : rows.length === 0 ? (
          <Text c="dimmed" p="md">
            {filtered
              ? 'No purchase orders match these filters.'
              : filters.view === 'open'
                ? 'No open purchase orders.'
                : 'No purchase orders yet.'}
          </Text>
        ) : (
          <ResponsiveTable
            label="Purchase orders"
            rows={rows}
            rowKey={(order) => order.id}
            busy={orders.isPlaceholderData}
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
      </Paper>
      <LoadMore query={orders} failureTitle="Could not load more purchase orders" />
    </Stack>
  );
}
