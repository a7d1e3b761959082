import {
  compareQuantities,
  type ManualMovementParsed,
  type MovementKind,
  subtractQuantities,
  unitQuantityError,
} from '@pitstop/domain/inventory';
import type { Money } from '@pitstop/domain/money';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inventoryItems, stockMovements } from '../../db/schema/inventory.ts';
import { AppError } from '../../platform/errors.ts';
import type { HistoryActor } from '../../platform/history.ts';
import { idempotencyKeyReused, requestFingerprint } from '../../platform/idempotency.ts';
import type { EventBus } from '../../plugins/events.ts';
import {
  inventoryItemNotFound,
  publishInventoryChanged,
  recordStockMovement,
} from './stock-ledger.ts';

/** What a movement made by hand does to on hand: a signed change, with its reason. */
function changeOf(
  input: ManualMovementParsed,
  onHand: string,
): { kind: MovementKind; onHandChange: string; reason: string | null; unitCost: Money | null } {
  const negative = subtractQuantities('0', input.quantity);
  switch (input.kind) {
    case 'receipt':
      return {
        kind: 'receipt',
        onHandChange: input.quantity,
        reason: null,
        unitCost: input.unitCost,
      };
    case 'consumption':
      return { kind: 'consumption', onHandChange: negative, reason: null, unitCost: null };
    case 'return':
      return {
        kind: 'return',
        onHandChange: input.direction === 'to_stock' ? input.quantity : negative,
        reason: input.direction,
        unitCost: null,
      };
    case 'adjustment':
      return {
        kind: 'adjustment',
        onHandChange:
          input.reason === 'count'
            ? subtractQuantities(input.quantity, onHand)
            : input.reason === 'found'
              ? input.quantity
              : negative,
        reason: input.reason,
        unitCost: null,
      };
  }
}

/** The movement that already holds this Idempotency-Key: the same request's, or a 422. */
async function movementWithKey(
  tx: Tx,
  shopId: string,
  key: string,
  fingerprint: string,
): Promise<string | undefined> {
  const [existing] = await tx
    .select({ id: stockMovements.id, fingerprint: stockMovements.idempotencyFingerprint })
    .from(stockMovements)
    .where(and(eq(stockMovements.shopId, shopId), eq(stockMovements.idempotencyKey, key)));
  if (!existing) return undefined;
  if (existing.fingerprint !== fingerprint) throw idempotencyKeyReused();
  return existing.id;
}

function isKeyTaken(error: unknown): boolean {
  return [error, (error as { cause?: unknown })?.cause].some((candidate) => {
    const pgError = candidate as { code?: string; constraint?: string } | undefined;
    return (
      pgError?.code === '23505' && pgError.constraint === 'stock_movements_shop_idempotency_key'
    );
  });
}

/**
 * A movement made by hand on the item's page: a receipt (its unit cost averages into the
 * item's cost), a consumption, a return back to stock or to the supplier, or an adjustment — a
 * count records the difference between what was counted and on hand (a count that matches is
 * recorded too, as a zero change: the ledger shows when stock was last checked), damage and
 * loss take stock away, found adds it. The quantity must fit the item's unit (400 on
 * body.quantity); taking more than is on hand is the ledger's 409 unless the shop allows
 * negative stock. The item is locked before the count is compared, so a count never records a
 * difference against a figure another movement just changed. With an Idempotency-Key, a retry
 * gets the first movement back instead of moving the stock twice.
 */
export async function recordManualMovement(options: {
  tx: Tx;
  shopId: string;
  itemId: string;
  actor: HistoryActor;
  input: ManualMovementParsed;
  idempotencyKey?: string;
  events: EventBus;
}): Promise<{ movementId: string; replayed: boolean }> {
  const { shopId, itemId, actor, input, idempotencyKey, events } = options;
  const idempotency = idempotencyKey
    ? {
        key: idempotencyKey,
        fingerprint: requestFingerprint(`POST /inventory/items/${itemId}/movements`, input),
      }
    : undefined;
  if (idempotency) {
    const replayed = await movementWithKey(
      options.tx,
      shopId,
      idempotency.key,
      idempotency.fingerprint,
    );
    if (replayed) return { movementId: replayed, replayed: true };
  }
  try {
    return await options.tx.transaction(async (tx) => {
      const [item] = await tx
        .select({ unit: inventoryItems.unit, onHand: inventoryItems.onHand })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.shopId, shopId), eq(inventoryItems.id, itemId)))
        .for('update');
      if (!item) throw inventoryItemNotFound();
      const unitError = unitQuantityError(item.unit, input.quantity);
      if (unitError) {
        throw AppError.badRequest(unitError, [{ path: 'body.quantity', message: unitError }]);
      }
      if (
        input.kind === 'adjustment' &&
        input.reason !== 'count' &&
        compareQuantities(input.quantity, '0') <= 0
      ) {
        throw AppError.badRequest('Quantity must be more than 0', [
          { path: 'body.quantity', message: 'Quantity must be more than 0' },
        ]);
      }
      const change = changeOf(input, item.onHand);
      const moved = await recordStockMovement({
        tx,
        shopId,
        itemId,
        ...change,
        note: input.note,
        actor,
        ...(idempotency ? { idempotency } : {}),
      });
      await publishInventoryChanged(events, { shopId, itemIds: [itemId], tx });
      return { movementId: moved.movementId, replayed: false };
    });
  } catch (error) {
    // The same key sent twice at once: the second finds the first's movement after it commits.
    if (!idempotency || !isKeyTaken(error)) throw error;
    const replayed = await movementWithKey(
      options.tx,
      shopId,
      idempotency.key,
      idempotency.fingerprint,
    );
    if (!replayed) throw error;
    return { movementId: replayed, replayed: true };
  }
}
