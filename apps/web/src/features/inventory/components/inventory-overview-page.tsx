import { Button, Checkbox, Group } from '@mantine/core';
import type { InventoryItemSort } from '@pitstop/domain/inventory-views';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChoiceFilter, SearchFilter, ViewFilter } from '../../../components/list-filters.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { useListFilters } from '../../../lib/filters-in-address.ts';
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
  const { searchBox, filters, choose, bind } = useListFilters(initialFilters, onFiltersChange);
  const [supplierPickerOpened, setSupplierPickerOpened] = useState(false);
  const [importing, setImporting] = useState(false);
  const summary = useInventorySummary();
  const categories = useInventoryCategories();
  const suppliers = useSuppliers(supplierPickerOpened);
  const items = useInventoryItems(filters);

  function changeSort(column: InventoryItemSort) {
    choose(
      filters.sort === column
        ? { sort: column, order: filters.order === 'asc' ? 'desc' : 'asc' }
        : { sort: column, order: firstInventoryOrder[column] },
    );
  }

  const filtered =
    filters.search.trim() !== '' ||
    filters.category !== null ||
    filters.supplierId !== null ||
    filters.lowStock ||
    filters.status !== 'active';

  return (
    <ListPage
      title="Inventory Overview"
      actions={
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
      }
      summary={
        <InventoryFigures summary={summary} onShowLowStock={() => choose({ lowStock: true })} />
      }
      filters={
        <>
          <SearchFilter
            placeholder="Search items..."
            title="Search by SKU, name, brand, part number or barcode"
            {...searchBox}
            style={{ flex: '1 1 220px' }}
            maw={340}
          />
          <ChoiceFilter
            label="Category"
            allLabel="All categories"
            searchable
            options={(categories.data ?? []).map((category) => ({
              value: category,
              label: category,
            }))}
            {...bind('category')}
            unlistedLabel={(category) => category}
            w={180}
          />
          <ChoiceFilter
            label="Supplier"
            allLabel="All suppliers"
            options={[
              { value: NO_SUPPLIER, label: 'No supplier' },
              ...(suppliers.data ?? []).map((supplier) => ({
                value: supplier.id,
                label: supplier.name,
              })),
            ]}
            {...bind('supplierId')}
            onDropdownOpen={() => setSupplierPickerOpened(true)}
            nothingFoundMessage={suppliers.isFetching ? 'Loading...' : undefined}
            unlistedLabel={() => 'Selected supplier'}
            w={180}
          />
          <ViewFilter options={statusOptions} {...bind('status')} />
          <Checkbox
            label="Low stock only"
            checked={filters.lowStock}
            onChange={(event) => choose({ lowStock: event.currentTarget.checked })}
            mb={8}
          />
        </>
      }
      query={items}
      failureTitle="Could not load the inventory"
      moreFailureTitle="Could not load more items"
      table={(list) => (
        <InventoryItemsTable
          {...list}
          currency={summary.data?.currency ?? 'USD'}
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
    >
      {canWrite ? (
        <ImportItemsDialog opened={importing} onClose={() => setImporting(false)} />
      ) : null}
    </ListPage>
  );
}
