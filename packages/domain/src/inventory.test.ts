import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  availableQuantity,
  formatStockQuantity,
  inventoryItemCreateSchema,
  inventoryItemUpdateSchema,
  isLowStock,
  itemPrice,
  manualMovementSchema,
  notEnoughStockMessage,
  partLineHoldsStock,
  partLineShortfall,
  stockValue,
  suggestedOrderQuantity,
  trimQuantity,
  unitQuantityError,
  weightedAverageCost,
} from './inventory.ts';

function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('quantities and units', () => {
  it('counts pieces, pairs, sets and boxes whole; fluids and lengths to two decimals', () => {
    for (const unit of ['each', 'pair', 'set', 'box'] as const) {
      expect(unitQuantityError(unit, '4.00'), unit).toBeNull();
      expect(unitQuantityError(unit, '4'), unit).toBeNull();
      expect(unitQuantityError(unit, '-2.00'), unit).toBeNull();
      expect(unitQuantityError(unit, '2.50'), unit).toMatch(/^Use a whole number/);
    }
    expect(unitQuantityError('each', '0.01')).toBe(
      'Use a whole number: this item is counted in pcs',
    );
    expect(unitQuantityError('box', '1.5')).toBe(
      'Use a whole number: this item is counted in boxes',
    );
    for (const unit of ['litre', 'quart', 'gallon', 'metre', 'foot'] as const) {
      expect(unitQuantityError(unit, '0.25'), unit).toBeNull();
    }
  });

  it('writes quantities as people do, with the unit', () => {
    expect(trimQuantity('4.00')).toBe('4');
    expect(trimQuantity('2.50')).toBe('2.5');
    expect(trimQuantity('0.25')).toBe('0.25');
    expect(trimQuantity('10')).toBe('10');
    expect(trimQuantity('100.00')).toBe('100');
    expect(formatStockQuantity('4.00', 'each')).toBe('4 pcs');
    expect(formatStockQuantity('2.50', 'litre')).toBe('2.5 L');
    expect(formatStockQuantity('-1.00', 'pair')).toBe('-1 pair');
    expect(formatStockQuantity('0.75', 'foot')).toBe('0.75 ft');
  });

  it('says exactly what is short when stock runs out', () => {
    expect(
      notEnoughStockMessage({ name: 'Brake pads', onHand: '1.00', unit: 'set', needed: '2.00' }),
    ).toBe('Not enough stock of Brake pads: 1 set on hand, 2 sets needed.');
  });
});

describe('low stock and what to order', () => {
  const stock = (onHand: string, reserved: string, reorderPoint: string | null) => ({
    onHand,
    reserved,
    reorderPoint,
  });

  it('is low when the available quantity is at or below the reorder point', () => {
    expect(availableQuantity({ onHand: '5.00', reserved: '2.00' })).toBe('3.00');
    expect(isLowStock(stock('5.00', '2.00', '3.00'))).toBe(true);
    expect(isLowStock(stock('5.00', '1.00', '3.00'))).toBe(false);
    expect(isLowStock(stock('10.00', '9.50', '0.00'))).toBe(false);
    expect(isLowStock(stock('0.00', '0.00', '0.00'))).toBe(true);
    expect(isLowStock(stock('-2.00', '0.00', '0.00'))).toBe(true);
    expect(isLowStock(stock('0.00', '0.00', null))).toBe(false);
  });

  it('suggests the reorder quantity, the shortfall when that is more, and at least one unit', () => {
    const item = (values: Partial<Parameters<typeof suggestedOrderQuantity>[0]>) =>
      suggestedOrderQuantity({
        onHand: '2.00',
        reserved: '0.00',
        reorderPoint: '3.00',
        reorderQuantity: '10.00',
        unit: 'each',
        ...values,
      });
    expect(item({})).toBe('10.00');
    // Reservations beyond the shelf: 4 reserved of 2 on hand leaves 5 short of the point.
    expect(item({ reserved: '4.00', reorderQuantity: '2.00' })).toBe('5.00');
    expect(item({ reorderQuantity: null })).toBe('1.00');
    expect(item({ reorderQuantity: null, onHand: '3.00' })).toBe('1.00');
    expect(item({ unit: 'litre', onHand: '2.75', reorderQuantity: null })).toBe('0.25');
    expect(item({ unit: 'litre', onHand: '3.00', reorderQuantity: null })).toBe('0.01');
    // Whole units round a fractional shortfall up.
    expect(item({ onHand: '0.50', reorderQuantity: '1.00' })).toBe('3.00');
  });
});

describe('prices, costs and stock value', () => {
  it('prices an item by its own price or its cost plus the markup, to the cent', () => {
    expect(itemPrice({ cost: '40.00', price: null, markupPercent: '25.00' })).toBe('50.00');
    expect(itemPrice({ cost: '40.00', price: '59.90', markupPercent: null })).toBe('59.90');
    expect(itemPrice({ cost: '3.33', price: null, markupPercent: '12.50' })).toBe('3.75');
    expect(itemPrice({ cost: '0.10', price: null, markupPercent: '5.00' })).toBe('0.11');
    expect(itemPrice({ cost: '19.99', price: null, markupPercent: '0.00' })).toBe('19.99');
  });

  it('averages what was paid into the cost, weighted by quantity', () => {
    expect(
      weightedAverageCost({ onHand: '4.00', cost: '10.00', received: '6.00', unitCost: '12.50' }),
    ).toBe('11.50');
    expect(
      weightedAverageCost({ onHand: '1.00', cost: '10.00', received: '2.00', unitCost: '10.01' }),
    ).toBe('10.01');
    expect(
      weightedAverageCost({ onHand: '3.00', cost: '0.10', received: '0.50', unitCost: '0.20' }),
    ).toBe('0.11');
  });

  it('takes what was paid as the cost when there is no stock to average with', () => {
    expect(
      weightedAverageCost({ onHand: '0.00', cost: '10.00', received: '5.00', unitCost: '14.00' }),
    ).toBe('14.00');
    expect(
      weightedAverageCost({ onHand: '-3.00', cost: '10.00', received: '5.00', unitCost: '14.00' }),
    ).toBe('14.00');
  });

  it('values stock at cost, negative stock at nothing', () => {
    expect(stockValue({ onHand: '3.00', cost: '12.50' })).toBe('37.50');
    expect(stockValue({ onHand: '2.25', cost: '3.33' })).toBe('7.49');
    expect(stockValue({ onHand: '0.00', cost: '12.50' })).toBe('0.00');
    expect(stockValue({ onHand: '-4.00', cost: '12.50' })).toBe('0.00');
  });
});

describe('parts on job orders', () => {
  it('holds stock from approval, keeps approved lines while a changed estimate waits', () => {
    expect(partLineHoldsStock('estimate', 'pending')).toBe(false);
    expect(partLineHoldsStock('awaiting_approval', 'pending')).toBe(false);
    expect(partLineHoldsStock('awaiting_approval', 'approved')).toBe(true);
    for (const status of [
      'approved',
      'in_progress',
      'waiting_for_parts',
      'ready_for_pickup',
    ] as const) {
      expect(partLineHoldsStock(status, 'pending'), status).toBe(true);
      expect(partLineHoldsStock(status, 'approved'), status).toBe(true);
      expect(partLineHoldsStock(status, 'declined'), status).toBe(false);
    }
    expect(partLineHoldsStock('completed', 'approved')).toBe(false);
    expect(partLineHoldsStock('cancelled', 'approved')).toBe(false);
  });

  it('shows how much of a line the stock cannot cover', () => {
    expect(
      partLineShortfall({ quantity: '2.00', available: '5.00', holdsStock: false }),
    ).toBeNull();
    expect(partLineShortfall({ quantity: '4.00', available: '1.00', holdsStock: false })).toBe(
      '3.00',
    );
    expect(partLineShortfall({ quantity: '4.00', available: '-2.00', holdsStock: false })).toBe(
      '4.00',
    );
    // A line holding its stock is already in the reservations: only a negative available is short.
    expect(partLineShortfall({ quantity: '4.00', available: '0.00', holdsStock: true })).toBeNull();
    expect(partLineShortfall({ quantity: '4.00', available: '-1.00', holdsStock: true })).toBe(
      '1.00',
    );
    expect(partLineShortfall({ quantity: '4.00', available: '-9.00', holdsStock: true })).toBe(
      '4.00',
    );
  });
});

describe('item and movement schemas', () => {
  const valid = { sku: ' BP-1 ', name: 'Brake pads', unit: 'set', cost: '40', markupPercent: 25 };

  it('reads an item with defaults and exact decimals', () => {
    expect(inventoryItemCreateSchema.parse(valid)).toEqual({
      sku: 'BP-1',
      name: 'Brake pads',
      brand: null,
      oemPartNumber: null,
      aftermarketPartNumber: null,
      barcode: null,
      category: null,
      location: null,
      unit: 'set',
      cost: '40.00',
      price: null,
      markupPercent: '25.00',
      taxable: true,
      supplierId: null,
      reorderPoint: null,
      reorderQuantity: null,
      notes: null,
      active: true,
      openingQuantity: null,
    });
    expect(inventoryItemUpdateSchema.parse({ ...valid, brand: '' }).brand).toBeNull();
  });

  it('names the field of every mistake', () => {
    expect(messages(inventoryItemCreateSchema, {})).toMatchObject({
      sku: 'SKU is required',
      name: 'Name is required',
      unit: 'Choose a unit',
      cost: 'Cost is required',
    });
    expect(messages(inventoryItemCreateSchema, { ...valid, sku: 'x'.repeat(41) })).toEqual({
      sku: 'SKU must be 40 characters or fewer',
    });
    expect(messages(inventoryItemCreateSchema, { ...valid, price: '50' })).toEqual({
      price: 'Enter either a price or a markup on the cost',
    });
    expect(messages(inventoryItemCreateSchema, { ...valid, markupPercent: null })).toEqual({
      price: 'Enter either a price or a markup on the cost',
    });
    expect(messages(inventoryItemCreateSchema, { ...valid, markupPercent: '1000.01' })).toEqual({
      markupPercent: 'Markup must be at most 1,000',
    });
    expect(messages(inventoryItemCreateSchema, { ...valid, cost: '-1' })).toEqual({
      cost: 'Cost cannot be negative',
    });
    expect(
      messages(inventoryItemCreateSchema, {
        ...valid,
        reorderPoint: '1.5',
        reorderQuantity: '2.5',
        openingQuantity: '0.5',
      }),
    ).toEqual({
      reorderPoint: 'Use a whole number: this item is counted in sets',
      reorderQuantity: 'Use a whole number: this item is counted in sets',
      openingQuantity: 'Use a whole number: this item is counted in sets',
    });
    expect(messages(inventoryItemCreateSchema, { ...valid, openingQuantity: '1.234' })).toEqual({
      openingQuantity: 'Opening stock can have at most two decimals',
    });
    expect(messages(inventoryItemCreateSchema, { ...valid, supplierId: 'acme' })).toEqual({
      supplierId: 'Not a supplier',
    });
  });

  it('reads movements made by hand: a quantity above zero, a count of zero, a note for adjustments', () => {
    expect(manualMovementSchema.parse({ kind: 'receipt', quantity: 2 })).toEqual({
      kind: 'receipt',
      quantity: '2.00',
      unitCost: null,
      note: null,
    });
    expect(messages(manualMovementSchema, { kind: 'consumption', quantity: '0' })).toEqual({
      quantity: 'Quantity must be more than 0',
    });
    expect(
      manualMovementSchema.parse({
        kind: 'adjustment',
        reason: 'count',
        quantity: '0',
        note: 'Empty',
      }),
    ).toMatchObject({ quantity: '0.00' });
    expect(
      messages(manualMovementSchema, { kind: 'adjustment', reason: 'loss', quantity: '1' }),
    ).toEqual({
      note: 'Add a note saying why',
    });
    expect(messages(manualMovementSchema, { kind: 'return', quantity: '1' })).toEqual({
      direction: 'Choose back to stock or to the supplier',
    });
    expect(messages(manualMovementSchema, { kind: 'reservation', quantity: '1' })).toEqual({
      kind: 'Choose receipt, consumption, return or adjustment',
    });
  });
});
