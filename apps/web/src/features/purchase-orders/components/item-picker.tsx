import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { InventoryItemSummary } from '@pitstop/domain/inventory-views';
import { useMemo, useState } from 'react';
import { useItemSearch } from '../api/search-items.ts';

/**
 * Adds an item to an order: a searchable select whose options come from the server (SKU, name,
 * part number or barcode), cleared again once an item is chosen.
 */
export function ItemPicker({
  onPick,
  exclude,
  error,
}: {
  onPick(item: InventoryItemSummary): void;
  /** Items already on the order, not offered again. */
  exclude: readonly string[];
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, 250);
  const items = useItemSearch(debounced, opened || debounced !== '');
  const found = items.data?.items ?? [];
  const data = useMemo(
    () =>
      found
        .filter((item) => !exclude.includes(item.id))
        .map((item) => ({ value: item.id, label: `${item.sku} — ${item.name}` })),
    [found, exclude],
  );
  return (
    <Select
      label="Add item"
      placeholder="Search by SKU, name or part number"
      searchable
      clearable
      data={data}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      onChange={(id) => {
        const item = found.find((candidate) => candidate.id === id);
        if (!item) return;
        onPick(item);
        setSearch('');
      }}
      // The server already filtered: show what it found.
      filter={({ options }) => options}
      nothingFoundMessage={
        items.isFetching ? 'Searching...' : items.isError ? items.error.message : 'No items found'
      }
      error={error}
    />
  );
}
