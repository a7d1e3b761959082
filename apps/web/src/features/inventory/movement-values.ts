import {
  type AdjustmentReason,
  type ManualMovementInput,
  manualMovementSchema,
  type ReturnDirection,
  type StockUnit,
  subtractQuantities,
  unitQuantityError,
} from '@pitstop/domain/inventory';
import { stockQuantity } from '@pitstop/domain/money';
import { issuesToErrors } from '../../lib/form-errors.ts';

/** The movements a person records by hand (reservations and releases come from job orders). */
export type ManualKind = ManualMovementInput['kind'];

export const manualKindLabels: Record<ManualKind, string> = {
  receipt: 'Receive',
  consumption: 'Use',
  return: 'Return',
  adjustment: 'Adjust',
};

/** The Adjust stock form's fields, all as typed; the kind picks which of them are sent. */
export type MovementValues = {
  kind: ManualKind;
  quantity: string;
  /** A receipt's price paid per unit; empty: at the item's cost. */
  unitCost: string;
  direction: ReturnDirection;
  reason: AdjustmentReason;
  note: string;
};

export const movementFieldOrder = [
  'direction',
  'reason',
  'quantity',
  'unitCost',
  'note',
] as const satisfies readonly (keyof MovementValues)[];

export function emptyMovementValues(kind: ManualKind = 'adjustment'): MovementValues {
  return { kind, quantity: '', unitCost: '', direction: 'to_stock', reason: 'count', note: '' };
}

/** The form as the API's input for its kind. */
export function movementInput(values: MovementValues): ManualMovementInput {
  const { quantity, note } = values;
  switch (values.kind) {
    case 'receipt':
      return {
        kind: 'receipt',
        quantity,
        unitCost: values.unitCost.trim() === '' ? null : values.unitCost,
        note,
      };
    case 'consumption':
      return { kind: 'consumption', quantity, note };
    case 'return':
      return { kind: 'return', direction: values.direction, quantity, note };
    case 'adjustment':
      return { kind: 'adjustment', reason: values.reason, quantity, note };
  }
}

/**
 * The domain schema's messages under their fields, and a quantity the unit cannot hold (half a
 * brake pad) refused before it is sent.
 */
export function validateMovementValues(
  values: MovementValues,
  unit: StockUnit,
): Record<string, string> {
  const result = manualMovementSchema.safeParse(movementInput(values));
  const errors = result.success ? {} : issuesToErrors(result.error.issues);
  if (!errors.quantity) {
    const unitError = unitQuantityError(unit, values.quantity.trim());
    if (unitError) errors.quantity = unitError;
  }
  return errors;
}

const counted = stockQuantity();

/** A count's effect on on hand (counted − on hand), or null while the count is not a number. */
export function countDifference(onHand: string, typed: string): string | null {
  const parsed = counted.safeParse(typed);
  return parsed.success ? subtractQuantities(parsed.data, onHand) : null;
}
