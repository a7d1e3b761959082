import type { InventoryItem } from '@pitstop/domain/inventory-views';
import { describe, expect, it } from 'vitest';
import {
  emptyItemValues,
  itemCreateInput,
  itemUpdateOf,
  itemValuesOf,
  markupPrice,
  validateItemValues,
} from './item-form-values.ts';

const filled = {
  ...emptyItemValues(),
  sku: 'BP-220',
  name: 'Front brake pads',
  cost: '21',
  price: '45.50',
};

const saved: InventoryItem = {
  id: '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d',
  sku: 'OF-10',
  name: 'Oil filter',
  brand: 'Bosch',
  oemPartNumber: '15208-65F0E',
  aftermarketPartNumber: null,
  barcode: null,
  category: 'Filters',
  location: 'A-3',
  unit: 'each',
  supplier: { id: '5a1f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d', name: 'Parts Direct' },
  cost: '4.00',
  price: '5.00',
  taxable: true,
  onHand: '12.00',
  reserved: '2.00',
  available: '10.00',
  stockValue: '48.00',
  reorderPoint: '5.00',
  reorderQuantity: '20.00',
  lowStock: false,
  active: true,
  ownPrice: null,
  markupPercent: '25.00',
  notes: null,
  onOrder: '0.00',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('the item form', () => {
  it('sends the chosen price rule and null for the other, blanks as null', () => {
    const input = itemCreateInput(filled);
    expect(input).toMatchObject({ price: '45.50', markupPercent: null, reorderPoint: null });
    expect(input.openingQuantity).toBeNull();
    expect(
      itemCreateInput({ ...filled, pricing: 'markup', markupPercent: '40', openingQuantity: '6' }),
    ).toMatchObject({ price: null, markupPercent: '40', openingQuantity: '6' });
  });

  it("names the missing figure of the chosen rule, not the schema's either-or", () => {
    expect(validateItemValues({ ...filled, price: '' }, 'create')).toEqual({
      price: 'Price is required',
    });
    expect(validateItemValues({ ...filled, pricing: 'markup' }, 'create')).toEqual({
      markupPercent: 'Markup is required',
    });
  });

  it('checks the opening stock and reorder figures against the unit', () => {
    expect(
      validateItemValues({ ...filled, openingQuantity: '2.5', reorderPoint: '1.5' }, 'create'),
    ).toEqual({
      reorderPoint: 'Use a whole number: this item is counted in pcs',
      openingQuantity: 'Use a whole number: this item is counted in pcs',
    });
    expect(
      validateItemValues({ ...filled, unit: 'litre', openingQuantity: '2.5' }, 'create'),
    ).toEqual({});
  });

  it('requires a SKU and a name and a cost', () => {
    expect(validateItemValues(emptyItemValues(), 'edit')).toMatchObject({
      sku: 'SKU is required',
      name: 'Name is required',
      cost: 'Cost is required',
    });
  });

  it('shows the price a markup gives on the cost, once both are numbers', () => {
    expect(markupPrice({ cost: '40', markupPercent: '25' })).toBe('50.00');
    expect(markupPrice({ cost: '40', markupPercent: '' })).toBeNull();
    expect(markupPrice({ cost: 'forty', markupPercent: '25' })).toBeNull();
  });

  it('reads a saved item back with its markup rule and keeps every field on a one-field change', () => {
    expect(itemValuesOf(saved)).toMatchObject({
      pricing: 'markup',
      price: '',
      markupPercent: '25.00',
      supplierId: saved.supplier?.id,
    });
    expect(itemUpdateOf(saved, { active: false })).toEqual({
      sku: 'OF-10',
      name: 'Oil filter',
      brand: 'Bosch',
      oemPartNumber: '15208-65F0E',
      aftermarketPartNumber: '',
      barcode: '',
      category: 'Filters',
      location: 'A-3',
      unit: 'each',
      cost: '4.00',
      price: null,
      markupPercent: '25.00',
      taxable: true,
      supplierId: saved.supplier?.id,
      reorderPoint: '5.00',
      reorderQuantity: '20.00',
      notes: '',
      active: false,
    });
  });
});
