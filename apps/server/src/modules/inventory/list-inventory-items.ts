import type { InventoryItemList, InventoryItemSort } from '@pitstop/domain/inventory-views';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  type CursorField,
  decodeCursor,
  encodeCursor,
  invalidCursor,
} from '../../platform/cursor.ts';
import {
  containsCondition,
  exactMatchCondition,
  type ItemFilters,
  itemFilterCondition,
  searchTerms,
} from './item-query.ts';
import {
  itemAlias,
  itemColumns,
  itemFields,
  supplierAlias,
  supplierJoin,
  toItemSummary,
} from './item-rows.ts';

const i = itemAlias;

/**
 * Each sort: its key (the expression of its index, on alias `i`), the SQL type its cursor value
 * is read as, and the cursor field that checks it first. Indexes: inventory_items_shop_name_idx,
 * inventory_items_shop_sku_key (unique, so the id only breaks no ties), _on_hand_idx,
 * _available_idx, _stock_value_idx (negative stock is worth nothing) and _updated_idx.
 */
const sorts: Record<InventoryItemSort, { key: SQL; type: SQL; field: CursorField }> = {
  name: { key: sql`lower(${i.name})`, type: sql`text`, field: 'text' },
  sku: { key: sql`lower(${i.sku})`, type: sql`text`, field: 'text' },
  onHand: { key: sql`${i.onHand}`, type: sql`numeric`, field: 'decimal' },
  available: { key: sql`(${i.onHand} - ${i.reserved})`, type: sql`numeric`, field: 'decimal' },
  stockValue: {
    key: sql`(greatest(${i.onHand}, 0) * ${i.cost})`,
    type: sql`numeric`,
    field: 'decimal',
  },
  updated: { key: sql`${i.updatedAt}`, type: sql`timestamptz`, field: 'timestamp' },
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
  const direction = order === 'asc' ? asc : desc;
  const filters = itemFilterCondition(shopId, options);
  const keyset = (rank: Rank) =>
    after && afterRank === rank
      ? sql`and (${sort.key}, ${i.id}) ${order === 'asc' ? sql`>` : sql`<`} (${after[1]}::${sort.type}, ${after[2]}::uuid)`
      : sql``;
  // Each rank's page carries what the outer select, the supplier join and the sort read of `i`.
  const part = (rank: Rank, condition: SQL) =>
    tx
      .select({
        ...itemFields,
        shopId: i.shopId,
        updatedAt: i.updatedAt,
        rank: sql<Rank>`${rank}::int`.as('rank'),
        cursorValue: sql<string>`(${sort.key})::text`.as('cursor_value'),
      })
      .from(i)
      .where(sql`${filters} and ${condition} ${keyset(rank)}`)
      .orderBy(direction(sort.key), direction(i.id))
      .limit(limit + 1);
  const rankOne = part(1, terms ? containsCondition(terms) : sql`true`);
  const page = (
    terms && afterRank === 0 ? part(0, exactMatchCondition(terms)).unionAll(rankOne) : rankOne
  ).as('i');

  const rows = await tx
    .select({ ...itemColumns, rank: page.rank, cursorValue: page.cursorValue })
    .from(page)
    .leftJoin(supplierAlias, supplierJoin)
    .orderBy(page.rank, direction(sort.key), direction(i.id))
    .limit(limit + 1);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    items: rows.slice(0, limit).map(toItemSummary),
    nextCursor: last ? encodeCursor(scope, [String(last.rank), last.cursorValue, last.id]) : null,
  };
}
