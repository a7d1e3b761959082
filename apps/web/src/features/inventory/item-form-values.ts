import {
  type InventoryItemInput,
  type InventoryItemUpdateInput,
  inventoryItemCreateSchema,
  inventoryItemUpdateSchema,
  itemPrice,
  MARKUP_MAX,
  type StockUnit,
} from '@pitstop/domain/inventory';
import type { InventoryItem } from '@pitstop/domain/inventory-views';
import { moneyAmount, percentage } from '@pitstop/domain/money';
import { issuesToErrors } from '../../lib/form-errors.ts';

/** A fixed selling price, or the cost plus a markup (the item form's segmented choice). */
export type PricingRule = 'price' | 'markup';

/** The item form's fields, all as typed ('' for "not given"). */
export type ItemValues = {
  sku: string;
  name: string;
  brand: string;
  oemPartNumber: string;
  aftermarketPartNumber: string;
  barcode: string;
  category: string;
  location: string;
  unit: StockUnit;
  cost: string;
  pricing: PricingRule;
  price: string;
  markupPercent: string;
  taxable: boolean;
  supplierId: string | null;
  reorderPoint: string;
  reorderQuantity: string;
  notes: string;
  active: boolean;
  /** Only when adding an item: the stock already on the shelf. */
  openingQuantity: string;
};

/** The form's fields in the order they show, for focusing the first error. */
export const itemFieldOrder = [
  'sku',
  'name',
  'brand',
  'category',
  'oemPartNumber',
  'aftermarketPartNumber',
  'barcode',
  'location',
  'unit',
  'openingQuantity',
  'cost',
  'price',
  'markupPercent',
  'reorderPoint',
  'reorderQuantity',
  'supplierId',
  'notes',
] as const satisfies readonly (keyof ItemValues)[];

export function emptyItemValues(): ItemValues {
  return {
    sku: '',
    name: '',
    brand: '',
    oemPartNumber: '',
    aftermarketPartNumber: '',
    barcode: '',
    category: '',
    location: '',
    unit: 'each',
    cost: '',
    pricing: 'price',
    price: '',
    markupPercent: '',
    taxable: true,
    supplierId: null,
    reorderPoint: '',
    reorderQuantity: '',
    notes: '',
    active: true,
    openingQuantity: '',
  };
}

/** A saved item in the form: its own price, or its markup rule. */
export function itemValuesOf(item: InventoryItem): ItemValues {
  return {
    sku: item.sku,
    name: item.name,
    brand: item.brand ?? '',
    oemPartNumber: item.oemPartNumber ?? '',
    aftermarketPartNumber: item.aftermarketPartNumber ?? '',
    barcode: item.barcode ?? '',
    category: item.category ?? '',
    location: item.location ?? '',
    unit: item.unit,
    cost: item.cost,
    pricing: item.ownPrice === null ? 'markup' : 'price',
    price: item.ownPrice ?? '',
    markupPercent: item.markupPercent ?? '',
    taxable: item.taxable,
    supplierId: item.supplier?.id ?? null,
    reorderPoint: item.reorderPoint ?? '',
    reorderQuantity: item.reorderQuantity ?? '',
    notes: item.notes ?? '',
    active: item.active,
    openingQuantity: '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * The form as the API's update input. The rule not chosen is sent as null; the chosen one as
 * typed, so an empty one reads "Price is required" rather than "either a price or a markup".
 */
export function itemUpdateInput(values: ItemValues): InventoryItemUpdateInput {
  return {
    sku: values.sku,
    name: values.name,
    brand: values.brand,
    oemPartNumber: values.oemPartNumber,
    aftermarketPartNumber: values.aftermarketPartNumber,
    barcode: values.barcode,
    category: values.category,
    location: values.location,
    unit: values.unit,
    cost: values.cost,
    price: values.pricing === 'price' ? values.price : null,
    markupPercent: values.pricing === 'markup' ? values.markupPercent : null,
    taxable: values.taxable,
    supplierId: values.supplierId,
    reorderPoint: orNull(values.reorderPoint),
    reorderQuantity: orNull(values.reorderQuantity),
    notes: values.notes,
    active: values.active,
  };
}

/** The form as the API's create input: the update's fields and the opening stock. */
export function itemCreateInput(values: ItemValues): InventoryItemInput {
  return { ...itemUpdateInput(values), openingQuantity: orNull(values.openingQuantity) };
}

/** The domain schema's messages under their fields (the same rules the server applies). */
export function validateItemValues(values: ItemValues, mode: 'create' | 'edit') {
  const result =
    mode === 'create'
      ? inventoryItemCreateSchema.safeParse(itemCreateInput(values))
      : inventoryItemUpdateSchema.safeParse(itemUpdateInput(values));
  return result.success ? {} : issuesToErrors(result.error.issues);
}

const cost = moneyAmount();
const markup = percentage('Markup', MARKUP_MAX);

/** The price a markup rule gives on the typed cost, or null while either is incomplete or wrong. */
export function markupPrice(values: Pick<ItemValues, 'cost' | 'markupPercent'>): string | null {
  const parsedCost = cost.safeParse(values.cost);
  const parsedMarkup = markup.safeParse(values.markupPercent);
  if (!parsedCost.success || !parsedMarkup.success) return null;
  return itemPrice({ cost: parsedCost.data, price: null, markupPercent: parsedMarkup.data });
}

/** A saved item with one change (deactivate, reactivate) as the full update the API takes. */
export function itemUpdateOf(
  item: InventoryItem,
  changes: Partial<ItemValues>,
): InventoryItemUpdateInput {
  return itemUpdateInput({ ...itemValuesOf(item), ...changes });
}
