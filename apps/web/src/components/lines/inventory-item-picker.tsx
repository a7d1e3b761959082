import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatStockQuantity } from '@pitstop/domain/inventory';
import type { InventoryItemSummary } from '@pitstop/domain/inventory-views';
import { useState } from 'react';
import { useInventoryItemSearch } from '../../lib/api/search-inventory-items.ts';

const itemLabel = (item: Pick<InventoryItemSummary, 'sku' | 'name'>) =>
  `${item.sku} — ${item.name}`;

/**
 * The inventory item a part line comes from, searched on the server by SKU, name, part number
 * or barcode. `current` names an item already on the line (it may not be among the matches).
 * Picking one hands the whole item to `onPick`; clearing it makes the part one typed by hand.
 */
export function InventoryItemPicker({
  value,
  current,
  error,
  onPick,
}: {
  value: string | null;
  current: { id: string; label: string } | null;
  error?: string | null;
  onPick(item: InventoryItemSummary | null): void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const items = useInventoryItemSearch(debounced);
  const found = items.data?.items ?? [];
  const options = found.map((item) => ({ value: item.id, label: itemLabel(item) }));
  if (current && value === current.id && !found.some((item) => item.id === current.id)) {
    options.unshift({ value: current.id, label: current.label });
  }

  return (
    <Select
      label="Inventory item"
      placeholder="Search by SKU, name, part number or barcode"
      description="Leave empty for a part typed by hand"
      searchable
      clearable
      // The server has already matched the search; the list shows its answer as it is.
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={items.isFetching ? 'Searching…' : 'No item found'}
      data={options}
      value={value}
      error={items.isError ? items.error.message : error}
      onChange={(id) => onPick(found.find((item) => item.id === id) ?? null)}
    />
  );
}

/** "On hand 3 pcs · 1 pc available", and what the quantity asked for leaves short. */
export function PickedItemStock({
  item,
  shortBy,
}: {
  item: InventoryItemSummary;
  shortBy: string | null;
}) {
  return (
    <Text size="sm" c={shortBy ? 'orange.9' : 'dimmed'} data-testid="picked-item-stock">
      On hand {formatStockQuantity(item.onHand, item.unit)} ·{' '}
      {formatStockQuantity(item.available, item.unit)} available
      {shortBy
        ? `. Not enough stock: this line would be ${formatStockQuantity(shortBy, item.unit)} short.`
        : ''}
    </Text>
  );
}
