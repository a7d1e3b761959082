import { Readable } from 'node:stream';
import { availableQuantity, itemPrice, stockValue } from '@pitstop/domain/inventory';
import { inventoryCsvColumns } from '@pitstop/domain/inventory-views';
import { stringify } from 'csv-stringify';
import { and, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { neutraliseFormula } from '../../platform/csv-cells.ts';
import { type ItemFilters, itemFilterCondition, matchesSearch, searchTerms } from './item-query.ts';
import { itemAlias, itemColumns, supplierAlias, supplierJoin } from './item-rows.ts';

const i = itemAlias;

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
  const search = terms ? matchesSearch(terms) : undefined;
  let after: { name: string; id: string } | undefined;
  do {
    const rows = await tx
      .select({ ...itemColumns, notes: i.notes })
      .from(i)
      .leftJoin(supplierAlias, supplierJoin)
      .where(
        and(
          itemFilterCondition(shopId, options),
          search,
          after
            ? sql`(lower(${i.name}), ${i.id}) > (lower(${after.name}), ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(sql`lower(${i.name})`, i.id)
      .limit(batchSize);
    for (const row of rows) {
      const text = (value: string | null) => neutraliseFormula(value ?? '');
      yield [
        text(row.sku),
        text(row.name),
        text(row.brand),
        text(row.oemPartNumber),
        text(row.aftermarketPartNumber),
        text(row.barcode),
        text(row.category),
        text(row.location),
        row.unit,
        row.cost,
        row.price ?? '',
        row.markupPercent ?? '',
        itemPrice({ cost: row.cost, price: row.price, markupPercent: row.markupPercent }),
        yesNo(row.taxable),
        text(row.supplierName),
        row.reorderPoint ?? '',
        row.reorderQuantity ?? '',
        text(row.notes),
        yesNo(row.active),
        row.onHand,
        row.reserved,
        availableQuantity({ onHand: row.onHand, reserved: row.reserved }),
        stockValue({ onHand: row.onHand, cost: row.cost }),
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
