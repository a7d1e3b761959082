import { Anchor, Badge, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatStockQuantity } from '@pitstop/domain/inventory';
import type { InventoryItemSort, InventoryItemSummary } from '@pitstop/domain/inventory-views';
import { Link, useNavigate } from 'react-router';
import { useFormatMoney } from '../../../lib/money.tsx';
import { LowStockBadge } from './low-stock-badge.tsx';
import { type InventorySortState, SortableHeader } from './sortable-header.tsx';

const COLUMNS = 10;

/** Category, location, reserved, cost and price give way below the 768 px breakpoint. */
const wide = 'sm';

function SkeletonRows() {
  return (
    <>
      {Array.from({ length: 6 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
        <Table.Tr key={row} aria-hidden>
          {Array.from({ length: COLUMNS }, (_, cell) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells neither
            <Table.Td key={cell} visibleFrom={[2, 3, 5, 7, 8].includes(cell) ? wide : undefined}>
              <Skeleton height={12} width={cell === 1 ? '80%' : 50} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

function ItemRow({ item, currency }: { item: InventoryItemSummary; currency: string }) {
  const money = useFormatMoney(currency);
  const navigate = useNavigate();
  const path = `/admin/inventory/items/${item.id}`;
  const quantity = (value: string) => formatStockQuantity(value, item.unit);
  return (
    // The whole row opens the item for a pointer; the name is its link for the keyboard.
    <Table.Tr
      data-testid="inventory-row"
      onClick={() => navigate(path)}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" ff="monospace">
          {item.sku}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Anchor
            component={Link}
            to={path}
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
      </Table.Td>
      <Table.Td visibleFrom={wide}>{item.category ?? '—'}</Table.Td>
      <Table.Td visibleFrom={wide}>{item.location ?? '—'}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {quantity(item.onHand)}
      </Table.Td>
      <Table.Td ta="right" visibleFrom={wide} style={{ whiteSpace: 'nowrap' }}>
        {quantity(item.reserved)}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {quantity(item.available)}
      </Table.Td>
      <Table.Td ta="right" visibleFrom={wide}>
        {money(item.cost)}
      </Table.Td>
      <Table.Td ta="right" visibleFrom={wide}>
        {money(item.price)}
      </Table.Td>
      <Table.Td ta="right">{money(item.stockValue)}</Table.Td>
    </Table.Tr>
  );
}

/** The Inventory Overview's rows as the server sorted them; a column header sorts by it. */
export function InventoryItemsTable({
  items,
  currency,
  loading,
  busy,
  sort,
  onSort,
  emptyText,
}: {
  items: InventoryItemSummary[];
  currency: string;
  loading: boolean;
  /** A new search or filter is on its way; the rows shown are the previous answer. */
  busy: boolean;
  sort: InventorySortState;
  onSort(column: InventoryItemSort): void;
  emptyText: string;
}) {
  const sortable = { state: sort, onSort };
  return (
    <Table.ScrollContainer
      minWidth={340}
      type="native"
      // Narrow screens scroll the table sideways: the region takes focus to scroll by keys.
      tabIndex={0}
      role="region"
      aria-label="Inventory items, scrollable"
    >
      <Table
        highlightOnHover
        verticalSpacing="sm"
        aria-label="Inventory items"
        aria-busy={loading || busy}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label="SKU" column="sku" {...sortable} />
            <SortableHeader label="Name" column="name" {...sortable} />
            <Table.Th visibleFrom={wide}>Category</Table.Th>
            <Table.Th visibleFrom={wide}>Location</Table.Th>
            <SortableHeader label="On hand" column="onHand" align="right" {...sortable} />
            <Table.Th ta="right" visibleFrom={wide}>
              Reserved
            </Table.Th>
            <SortableHeader label="Available" column="available" align="right" {...sortable} />
            <Table.Th ta="right" visibleFrom={wide}>
              Cost
            </Table.Th>
            <Table.Th ta="right" visibleFrom={wide}>
              Price
            </Table.Th>
            <SortableHeader label="Stock value" column="stockValue" align="right" {...sortable} />
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
          ) : items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>
                <Text c="dimmed" ta="center" py="lg">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            items.map((item) => <ItemRow key={item.id} item={item} currency={currency} />)
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
