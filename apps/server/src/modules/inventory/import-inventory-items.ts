import { compareQuantities } from '@pitstop/domain/inventory';
import type { InventoryImportPreview } from '@pitstop/domain/inventory-views';
import { countLabel } from '@pitstop/domain/plural';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inventoryItems } from '../../db/schema/inventory.ts';
import { AppError } from '../../platform/errors.ts';
import type { HistoryActor } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { readInventoryCsv } from './read-inventory-csv.ts';
import { columnsOf } from './save-inventory-item.ts';
import { publishInventoryChanged, recordStockMovement } from './stock-ledger.ts';

/** Rows per INSERT of new items. */
const INSERT_BATCH = 500;
/** Row errors named in a refused import's answer; the preview lists them all. */
const ERRORS_SHOWN = 20;

/** What importing the file would do, row by row; nothing is written. */
export async function previewInventoryImport(options: {
  tx: Tx;
  shopId: string;
  csv: string;
}): Promise<InventoryImportPreview> {
  return (await readInventoryCsv(options)).preview;
}

/**
 * Imports the file, all of it or none: the rows are read again (as the preview did) inside one
 * transaction, and any file or row error refuses the whole file (400, the errors by line and
 * column). New items are inserted with their opening stock received through the ledger;
 * existing ones (by SKU) get the file's values and keep their stock. The items whose figures
 * may have changed are named in `inventory.changed`, sent with the commit.
 */
export async function importInventoryItems(options: {
  tx: Tx;
  shopId: string;
  actor: HistoryActor;
  csv: string;
  events: EventBus;
}): Promise<{ created: number; updated: number }> {
  const { shopId, actor, events } = options;
  return options.tx
    .transaction(async (tx) => {
      const plan = await readInventoryCsv({ tx, shopId, csv: options.csv });
      const { preview } = plan;
      if (preview.fileErrors.length > 0 || preview.invalid > 0) {
        const rowErrors = preview.rows.flatMap((row) =>
          row.errors.map((error) => `Line ${row.line}, ${error.column}: ${error.message}`),
        );
        const messages = [...preview.fileErrors, ...rowErrors];
        throw AppError.badRequest(
          preview.fileErrors.length > 0
            ? 'The file cannot be imported; nothing was imported.'
            : `${countLabel(preview.invalid, { one: 'row has', other: 'rows have' })} errors; nothing was imported. Fix them and preview the file again.`,
          messages.slice(0, ERRORS_SHOWN).map((message) => ({ path: 'body.csv', message })),
        );
      }

      const itemIds: string[] = [];
      for (let start = 0; start < plan.creates.length; start += INSERT_BATCH) {
        const batch = plan.creates.slice(start, start + INSERT_BATCH);
        const inserted = await tx
          .insert(inventoryItems)
          .values(batch.map(({ input }) => ({ shopId, ...columnsOf(input), cost: input.cost })))
          .returning({ id: inventoryItems.id });
        for (const [index, row] of inserted.entries()) {
          const opening = batch[index]?.input.openingQuantity ?? null;
          if (opening === null || compareQuantities(opening, '0') <= 0) continue;
          await recordStockMovement({
            tx,
            shopId,
            itemId: row.id,
            kind: 'receipt',
            onHandChange: opening,
            note: 'Opening stock (import)',
            actor,
          });
          itemIds.push(row.id);
        }
      }
      for (const { id, input } of plan.updates) {
        await tx
          .update(inventoryItems)
          .set({ ...columnsOf(input), cost: input.cost, updatedAt: sql`now()` })
          .where(and(eq(inventoryItems.shopId, shopId), eq(inventoryItems.id, id)));
        itemIds.push(id);
      }
      await publishInventoryChanged(events, { shopId, itemIds, tx });
      return { created: plan.creates.length, updated: plan.updates.length };
    })
    .catch((error: unknown) => {
      for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
        const pgError = candidate as { code?: string; constraint?: string } | undefined;
        if (pgError?.code === '23505' && pgError.constraint === 'inventory_items_shop_sku_key') {
          throw AppError.conflict(
            'An item with one of the file’s SKUs was added while the file was being imported; nothing was imported. Preview the file again.',
          );
        }
      }
      throw error;
    });
}
