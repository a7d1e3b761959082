import {
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { InventoryItemSort } from '@pitstop/domain/inventory-views';
import { IconDownload, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { inventoryExportUrl } from '../api/export-inventory-items.ts';
import { useInventorySummary } from '../api/get-inventory-summary.ts';
import { useInventoryCategories } from '../api/list-inventory-categories.ts';
import {
  type InventoryFilters,
  type InventoryItemStatus,
  useInventoryItems,
} from '../api/list-inventory-items.ts';
import { useSuppliers } from '../api/list-suppliers.ts';
import { firstInventoryOrder } from '../inventory-filters.ts';
import { ImportItemsDialog } from './import-items-dialog.tsx';
import { InventoryFigures } from './inventory-figures.tsx';
import { InventoryItemsTable } from './inventory-items-table.tsx';

const ALL = 'all';
const NO_SUPPLIER = 'none';
const statusOptions: { value: InventoryItemStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

/**
 * Spec §2 "Inventory Overview" (issue #12): the figures, then the items searched (SKU, name,
 * part number, barcode), filtered and sorted by the server in keyset pages. The screen owns its
 * filters and mirrors them into the address (`onFiltersChange`); the route remounts it when the
 * address changes from outside.
 */
export function InventoryOverviewPage({
  initialFilters,
  onFiltersChange,
  canWrite,
}: {
  initialFilters: InventoryFilters;
  onFiltersChange(filters: InventoryFilters): void;
  /** Admin and manager add, import and adjust; the other roles read. */
  canWrite: boolean;
}) {
  const [search, setSearch] = useState(initialFilters.search);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [choices, setChoices] = useState<Omit<InventoryFilters, 'search'>>(initialFilters);
  const [supplierPickerOpened, setSupplierPickerOpened] = useState(false);
  const [importing, setImporting] = useState(false);
  // The typed search reaches the server once typing pauses.
  const filters: InventoryFilters = { ...choices, search: debouncedSearch };
  const summary = useInventorySummary();
  const categories = useInventoryCategories();
  const suppliers = useSuppliers(supplierPickerOpened);
  const items = useInventoryItems(filters);
  const rows = items.data?.pages.flatMap((page) => page.items) ?? [];
  const currency = summary.data?.currency ?? 'USD';

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
  const choose = (change: Partial<Omit<InventoryFilters, 'search'>>) =>
    setChoices((current) => ({ ...current, ...change }));

  function changeSort(column: InventoryItemSort) {
    choose(
      filters.sort === column
        ? { sort: column, order: filters.order === 'asc' ? 'desc' : 'asc' }
        : { sort: column, order: firstInventoryOrder[column] },
    );
  }

  const categoryOptions = [
    { value: ALL, label: 'All categories' },
    ...(categories.data ?? []).map((category) => ({ value: category, label: category })),
  ];
  if (filters.category && !categories.data?.includes(filters.category))
    categoryOptions.push({ value: filters.category, label: filters.category });
  const supplierOptions = [
    { value: ALL, label: 'All suppliers' },
    { value: NO_SUPPLIER, label: 'No supplier' },
    ...(suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name })),
  ];
  // A supplier in the address whose name is not loaded yet stays selectable.
  if (filters.supplierId && !supplierOptions.some((option) => option.value === filters.supplierId))
    supplierOptions.push({ value: filters.supplierId, label: 'Selected supplier' });

  const filtered =
    filters.search.trim() !== '' ||
    filters.category !== null ||
    filters.supplierId !== null ||
    filters.lowStock ||
    filters.status !== 'active';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Inventory Overview</Title>
        <Group gap="sm">
          {canWrite ? (
            <Button
              variant="default"
              leftSection={<IconUpload size={18} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              Import CSV
            </Button>
          ) : null}
          <Button
            component="a"
            href={inventoryExportUrl(filters)}
            download="inventory.csv"
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Export CSV
          </Button>
          {canWrite ? (
            <Button
              component={Link}
              to="/admin/inventory/new"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Add New Item
            </Button>
          ) : null}
        </Group>
      </Group>
      <InventoryFigures summary={summary} onShowLowStock={() => choose({ lowStock: true })} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Search items..."
          title="Search by SKU, name, brand, part number or barcode"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          maw={340}
        />
        <Select
          label="Category"
          allowDeselect={false}
          searchable
          data={categoryOptions}
          value={filters.category ?? ALL}
          onChange={(value) => choose({ category: !value || value === ALL ? null : value })}
          w={180}
        />
        <Select
          label="Supplier"
          allowDeselect={false}
          data={supplierOptions}
          value={filters.supplierId ?? ALL}
          onDropdownOpen={() => setSupplierPickerOpened(true)}
          nothingFoundMessage={suppliers.isFetching ? 'Loading...' : undefined}
          onChange={(value) => choose({ supplierId: !value || value === ALL ? null : value })}
          w={180}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="inventory-status-label">
            Show
          </Text>
          <SegmentedControl
            aria-labelledby="inventory-status-label"
            data={statusOptions}
            value={filters.status}
            onChange={(value) => choose({ status: value as InventoryItemStatus })}
          />
        </Stack>
        <Checkbox
          label="Low stock only"
          checked={filters.lowStock}
          onChange={(event) => choose({ lowStock: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
      {items.isError && !items.data ? (
        <LoadFailure
          title="Could not load the inventory"
          error={items.error}
          onRetry={() => void items.refetch()}
          retrying={items.isFetching}
        />
      ) : (
        <InventoryItemsTable
          items={rows}
          currency={currency}
          loading={items.isPending}
          busy={items.isPlaceholderData}
          sort={{ sort: filters.sort, order: filters.order }}
          onSort={changeSort}
          emptyText={
            filtered
              ? 'No items match these filters.'
              : canWrite
                ? 'No items yet. Add your first part or import a CSV file.'
                : 'No items yet.'
          }
        />
      )}
      <LoadMore query={items} failureTitle="Could not load more items" />
      {canWrite ? (
        <ImportItemsDialog opened={importing} onClose={() => setImporting(false)} />
      ) : null}
    </Stack>
  );
}
