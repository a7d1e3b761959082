import { Readable } from 'node:stream';
import { availableQuantity, itemPrice, stockValue } from '@pitstop/domain/inventory';
import { inventoryCsvColumns } from '@pitstop/domain/inventory-views';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { neutraliseFormula } from '../../platform/csv-cells.ts';
import { type ItemRow, itemColumns, supplierJoin } from '../../platform/inventory/item-rows.ts';
import { type ItemFilters, itemFilterCondition, matchesSearch, searchTerms } from './item-query.ts';

const BATCH_SIZE = 2000;

type ExportOptions = ItemFilters & {
  tx: Tx;
  shopId: string;
  search?: string;
  /** Rows per keyset query; tests use a small one to cross batch boundaries. */
  batchSize?: number;
};

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

async function* itemRows(options: ExportOptions) {
  const { tx, shopId, batchSize = BATCH_SIZE } = options;
  const terms = searchTerms(options.search);
  // Everything the search finds (exact matches are part of it), in name order.
  const search = terms ? sql`and ${matchesSearch(terms)}` : sql``;
  let after: { name: string; id: string } | undefined;
  do {
    const rows = await rowsOf<ItemRow & { notes: string | null }>(
      tx,
      sql`select ${itemColumns}, i.notes
        from inventory_items i ${supplierJoin}
        where ${itemFilterCondition(shopId, options)} ${search}
          ${after ? sql`and (lower(i.name), i.id) > (lower(${after.name}), ${after.id}::uuid)` : sql``}
        order by lower(i.name), i.id
        limit ${batchSize}`,
    );
    for (const row of rows) {
      const text = (value: string | null) => neutraliseFormula(value ?? '');
      yield [
        text(row.sku),
        text(row.name),
        text(row.brand),
        text(row.oem_part_number),
        text(row.aftermarket_part_number),
        text(row.barcode),
        text(row.category),
        text(row.location),
        row.unit,
        row.cost,
        row.price ?? '',
        row.markup_percent ?? '',
        itemPrice({ cost: row.cost, price: row.price, markupPercent: row.markup_percent }),
        yesNo(row.taxable),
        text(row.supplier_name),
        row.reorder_point ?? '',
        row.reorder_quantity ?? '',
        text(row.notes),
        yesNo(row.active),
        row.on_hand,
        row.reserved,
        availableQuantity({ onHand: row.on_hand, reserved: row.reserved }),
        stockValue({ onHand: row.on_hand, cost: row.cost }),
      ];
    }
    const last = rows.at(-1);
    after = rows.length === batchSize && last ? { name: last.name, id: last.id } : undefined;
  } while (after);
}

/**
 * Every item the overview's search and filters match (not just a page) as CSV, in name order,
 * read in keyset batches on inventory_items_shop_name_idx and streamed, so memory stays flat.
 * The columns are the import's (inventoryCsvColumns), so an edited export imports back; numbers
 * are written as the database holds them, text through neutraliseFormula.
 */
export function exportInventoryItems(options: ExportOptions): Readable {
  const csv = stringify({ header: true, columns: [...inventoryCsvColumns], bom: true });
  const source = Readable.from(itemRows(options));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
