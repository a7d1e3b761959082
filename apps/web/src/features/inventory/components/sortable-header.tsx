import { Table, UnstyledButton } from '@mantine/core';
import type { InventoryItemSort } from '@pitstop/domain/inventory-views';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';

export type InventorySortState = { sort: InventoryItemSort; order: 'asc' | 'desc' };

/** A column header that sorts the overview by its column; a second click reverses it. */
export function SortableHeader({
  label,
  column,
  state,
  onSort,
  align,
  visibleFrom,
}: {
  label: string;
  column: InventoryItemSort;
  state: InventorySortState;
  onSort(column: InventoryItemSort): void;
  align?: 'right';
  visibleFrom?: 'sm' | 'md';
}) {
  const active = state.sort === column;
  const Icon = active ? (state.order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th
      aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
      ta={align}
      visibleFrom={visibleFrom}
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
