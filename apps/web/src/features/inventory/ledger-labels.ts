import {
  type AdjustmentReason,
  adjustmentReasonLabels,
  compareQuantities,
  formatStockQuantity,
  movementKindLabels,
  type ReturnDirection,
  returnDirectionLabels,
  type StockUnit,
} from '@pitstop/domain/inventory';
import type { StockMovement } from '@pitstop/domain/inventory-views';

/** "Adjusted · Stock count", "Returned · To the supplier", "Used". */
export function movementLabel(movement: Pick<StockMovement, 'kind' | 'reason'>): string {
  const kind = movementKindLabels[movement.kind];
  if (!movement.reason) return kind;
  const reason =
    movement.kind === 'return'
      ? returnDirectionLabels[movement.reason as ReturnDirection]
      : adjustmentReasonLabels[movement.reason as AdjustmentReason];
  return reason ? `${kind} · ${reason}` : kind;
}

/** "+4 pcs" or "-1.5 L": an increase says so. */
function signedQuantity(quantity: string, unit: StockUnit): string {
  const text = formatStockQuantity(quantity, unit);
  return compareQuantities(quantity, '0') > 0 ? `+${text}` : text;
}

/** What the movement changed: on hand, or for a reservation or release what is held. */
export function movementChangeLabel(
  movement: Pick<StockMovement, 'kind' | 'onHandChange' | 'reservedChange'>,
  unit: StockUnit,
): string {
  if (movement.kind === 'reservation' || movement.kind === 'release')
    return `${signedQuantity(movement.reservedChange, unit)} reserved`;
  return signedQuantity(movement.onHandChange, unit);
}
