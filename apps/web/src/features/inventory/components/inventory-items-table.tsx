import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatStockQuantity } from '@pitstop/domain/inventory';
import type { InventoryItemSort, InventoryItemSummary } from '@pitstop/domain/inventory-views';
import { Link, useNavigate } from 'react-router';
import type { ListRows } from '../../../components/list-page.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';
import { LowStockBadge } from './low-stock-badge.tsx';

export type InventorySortState = { sort: InventoryItemSort; order: 'asc' | 'desc' };

const itemPath = (item: InventoryItemSummary) => `/admin/inventory/items/${item.id}`;

function itemColumns(
  money: ReturnType<typeof useFormatMoney>,
): ResponsiveColumn<InventoryItemSummary>[] {
  const quantity = (item: InventoryItemSummary, value: string) =>
    formatStockQuantity(value, item.unit);
  return [
    {
      key: 'sku',
      header: 'SKU',
      sort: 'sku',
      nowrap: true,
      priority: 2,
      cell: (item) => (
        <Text size="sm" ff="monospace">
          {item.sku}
        </Text>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      kind: 'title',
      sort: 'name',
      cell: (item) => (
        <Stack gap={2}>
          <Anchor
            component={Link}
            to={itemPath(item)}
            size="sm"
            fw={600}
            c="var(--mantine-color-text)"
            onClick={(event) => event.stopPropagation()}
          >
            {item.name}
          </Anchor>
          {/* The Low badge sits by the name, so it shows at 375 px without scrolling. */}
          {item.brand || !item.active || item.lowStock ? (
            <Group gap={6}>
              {item.brand ? (
                <Text size="xs" c="dimmed">
                  {item.brand}
                </Text>
              ) : null}
              {item.active ? null : (
                <Badge size="xs" color="gray" variant="outline">
                  Inactive
                </Badge>
              )}
              {item.lowStock ? <LowStockBadge /> : null}
            </Group>
          ) : null}
        </Stack>
      ),
    },
    { key: 'category', header: 'Category', priority: 4, cell: (item) => item.category ?? '—' },
    { key: 'location', header: 'Location', priority: 5, cell: (item) => item.location ?? '—' },
    {
      key: 'onHand',
      header: 'On hand',
      sort: 'onHand',
      align: 'right',
      nowrap: true,
      cell: (item) => quantity(item, item.onHand),
    },
    {
      key: 'reserved',
      header: 'Reserved',
      align: 'right',
      nowrap: true,
      priority: 3,
      cell: (item) => quantity(item, item.reserved),
    },
    {
      key: 'available',
      header: 'Available',
      sort: 'available',
      align: 'right',
      nowrap: true,
      cell: (item) => quantity(item, item.available),
    },
    {
      key: 'cost',
      header: 'Cost',
      align: 'right',
      nowrap: true,
      priority: 3,
      cell: (item) => money(item.cost),
    },
    {
      key: 'price',
      header: 'Price',
      align: 'right',
      nowrap: true,
      priority: 3,
      cell: (item) => money(item.price),
    },
    {
      key: 'stockValue',
      header: 'Stock value',
      sort: 'stockValue',
      align: 'right',
      nowrap: true,
      cell: (item) => money(item.stockValue),
    },
  ];
}

/** The Inventory Overview's rows as the server sorted them; a column header sorts by it. */
export function InventoryItemsTable({
  rows,
  currency,
  loading,
  busy,
  sort,
  onSort,
  emptyText,
}: ListRows<InventoryItemSummary> & {
  currency: string;
  sort: InventorySortState;
  onSort(column: InventoryItemSort): void;
  emptyText: string;
}) {
  const money = useFormatMoney(currency);
  const navigate = useNavigate();
  return (
    <ResponsiveTable
      label="Inventory items"
      columns={itemColumns(money)}
      rows={rows}
      rowKey={(item) => item.id}
      loading={loading}
      busy={busy}
      empty={emptyText}
      sort={{ ...sort, onSort }}
      // The whole row opens the item for a pointer; the name is its link for the keyboard.
      rowProps={(item) => ({
        'data-testid': 'inventory-row',
        onClick: () => navigate(itemPath(item)),
      })}
    />
  );
}
