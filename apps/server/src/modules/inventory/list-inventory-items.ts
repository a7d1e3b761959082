import type { InventoryItemList, InventoryItemSort } from '@pitstop/domain/inventory-views';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type CursorField,
  decodeCursor,
  encodeCursor,
  invalidCursor,
} from '../../platform/cursor.ts';
import {
  type ItemRow,
  itemColumns,
  supplierJoin,
  toItemSummary,
} from '../../platform/inventory/item-rows.ts';
import {
  containsCondition,
  exactMatchCondition,
  type ItemFilters,
  itemFilterCondition,
  searchTerms,
} from './item-query.ts';

/**
 * Each sort: its key (the expression of its index, on alias `i`), the SQL type its cursor value
 * is read as, and the cursor field that checks it first. Indexes: inventory_items_shop_name_idx,
 * inventory_items_shop_sku_key (unique, so the id only breaks no ties), _on_hand_idx,
 * _available_idx, _stock_value_idx (negative stock is worth nothing) and _updated_idx.
 */
const sorts: Record<InventoryItemSort, { key: SQL; type: SQL; field: CursorField }> = {
  name: { key: sql`lower(i.name)`, type: sql`text`, field: 'text' },
  sku: { key: sql`lower(i.sku)`, type: sql`text`, field: 'text' },
  onHand: { key: sql`i.on_hand`, type: sql`numeric`, field: 'decimal' },
  available: { key: sql`(i.on_hand - i.reserved)`, type: sql`numeric`, field: 'decimal' },
  stockValue: { key: sql`(greatest(i.on_hand, 0) * i.cost)`, type: sql`numeric`, field: 'decimal' },
  updated: { key: sql`i.updated_at`, type: sql`timestamptz`, field: 'timestamp' },
};

export type ListInventoryItemsOptions = ItemFilters & {
  tx: Tx;
  shopId: string;
  search?: string;
  sort?: InventoryItemSort;
  order?: 'asc' | 'desc';
  limit: number;
  cursor?: string;
};

/** Exact SKU or barcode matches first (rank 0), then everything else the list holds (rank 1). */
type Rank = 0 | 1;

/**
 * One page of the Inventory Overview in one statement: filters, search, sort and keyset pages
 * over (rank, sort key, id). Each rank is its own sub-select that walks its index and stops after
 * a page, so an exact SKU or barcode match can come first without sorting every match: rank 0
 * reads the SKU and barcode indexes, rank 1 the sort's index (or the trigram index for a rare
 * term). A cursor from rank 1 skips rank 0 altogether.
 */
export async function listInventoryItems(
  options: ListInventoryItemsOptions,
): Promise<InventoryItemList> {
  const { tx, shopId, limit } = options;
  const sortName = options.sort ?? 'name';
  const order = options.order ?? 'asc';
  const sort = sorts[sortName];
  const terms = searchTerms(options.search);
  const scope = `inventory-items:${sortName}:${order}:${terms ? 'search' : 'all'}`;
  const after = options.cursor
    ? decodeCursor(scope, options.cursor, ['integer', sort.field, 'uuid'])
    : undefined;
  const afterRank = after ? Number(after[0]) : 0;
  if (afterRank !== 0 && afterRank !== 1) throw invalidCursor();
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const filters = itemFilterCondition(shopId, options);
  const keyset = (rank: Rank) =>
    after && afterRank === rank
      ? sql`and (${sort.key}, i.id) ${order === 'asc' ? sql`>` : sql`<`} (${after[1]}::${sort.type}, ${after[2]}::uuid)`
      : sql``;
  const part = (rank: Rank, condition: SQL) => sql`(
    select i.*, ${rank}::int as rank, (${sort.key})::text as cursor_value
    from inventory_items i
    where ${filters} and ${condition} ${keyset(rank)}
    order by ${sort.key} ${direction}, i.id ${direction}
    limit ${limit + 1})`;
  const parts: SQL[] = [];
  if (terms && afterRank === 0) parts.push(part(0, exactMatchCondition(terms)));
  parts.push(part(1, terms ? containsCondition(terms) : sql`true`));

  const rows = await rowsOf<ItemRow & { rank: number; cursor_value: string }>(
    tx,
    sql`select ${itemColumns}, i.rank, i.cursor_value
      from (${sql.join(parts, sql` union all `)}) i ${supplierJoin}
      order by i.rank, ${sort.key} ${direction}, i.id ${direction}
      limit ${limit + 1}`,
  );
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    items: rows.slice(0, limit).map(toItemSummary),
    nextCursor: last ? encodeCursor(scope, [String(last.rank), last.cursor_value, last.id]) : null,
  };
}
