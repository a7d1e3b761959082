import { describe, expect, it } from 'vitest';
import {
  countDifference,
  emptyMovementValues,
  movementInput,
  validateMovementValues,
} from './movement-values.ts';

describe('the Adjust stock form', () => {
  it('sends only the fields of its kind', () => {
    const values = { ...emptyMovementValues('receipt'), quantity: '4', note: 'Walk-in delivery' };
    expect(movementInput(values)).toEqual({
      kind: 'receipt',
      quantity: '4',
      unitCost: null,
      note: 'Walk-in delivery',
    });
    expect(movementInput({ ...values, kind: 'return', direction: 'to_supplier' })).toEqual({
      kind: 'return',
      direction: 'to_supplier',
      quantity: '4',
      note: 'Walk-in delivery',
    });
    expect(movementInput({ ...values, kind: 'adjustment', reason: 'damage' })).toEqual({
      kind: 'adjustment',
      reason: 'damage',
      quantity: '4',
      note: 'Walk-in delivery',
    });
  });

  it('sends a receipt with the unit cost paid when one is typed', () => {
    expect(
      movementInput({ ...emptyMovementValues('receipt'), quantity: '2', unitCost: '21.5' }),
    ).toMatchObject({ unitCost: '21.5' });
  });

  it('asks for a note on an adjustment and a quantity on any movement', () => {
    expect(validateMovementValues(emptyMovementValues('adjustment'), 'each')).toEqual({
      quantity: 'Quantity is required',
      note: 'Add a note saying why',
    });
    expect(validateMovementValues(emptyMovementValues('consumption'), 'each')).toEqual({
      quantity: 'Quantity is required',
    });
  });

  it('refuses a split quantity of a whole unit before sending it', () => {
    const half = { ...emptyMovementValues('consumption'), quantity: '1.5' };
    expect(validateMovementValues(half, 'each')).toEqual({
      quantity: 'Use a whole number: this item is counted in pcs',
    });
    expect(validateMovementValues(half, 'litre')).toEqual({});
  });

  it('allows counting zero but not using zero', () => {
    const count = { ...emptyMovementValues('adjustment'), quantity: '0', note: 'Shelf empty' };
    expect(validateMovementValues(count, 'each')).toEqual({});
    expect(validateMovementValues({ ...count, kind: 'consumption' }, 'each')).toEqual({
      quantity: 'Quantity must be more than 0',
    });
  });

  it('tells what a count changes on hand by', () => {
    expect(countDifference('10.00', '7')).toBe('-3.00');
    expect(countDifference('2.50', '4.25')).toBe('1.75');
    expect(countDifference('3.00', 'seven')).toBeNull();
  });
});
