import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type InventoryItemParsed,
  inventoryItemCreateSchema,
  inventoryItemUpdateSchema,
  stockUnitLabels,
  stockUnits,
  unitQuantityError,
} from '@pitstop/domain/inventory';
import {
  INVENTORY_IMPORT_MAX_ROWS,
  INVENTORY_OPENING_QUANTITY_COLUMN,
  type InventoryImportPreview,
} from '@pitstop/domain/inventory-views';
import { countLabel } from '@pitstop/domain/plural';
import { CsvError, parse } from 'csv-parse';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { inventoryItems, suppliers } from '../../db/schema/inventory.ts';
import { restoreFormula } from '../../platform/csv-cells.ts';
import type { InventoryItemFields } from './save-inventory-item.ts';

/** What a cell of the file sets: an item field, the supplier by name, or a new item's stock. */
type Field = keyof InventoryItemFields | 'supplier' | 'openingQuantity';

/** The columns the import reads, by their header in lower case without spaces or punctuation. */
const fieldsByHeader: Record<string, Field> = {
  sku: 'sku',
  name: 'name',
  brand: 'brand',
  oempartnumber: 'oemPartNumber',
  aftermarketpartnumber: 'aftermarketPartNumber',
  barcode: 'barcode',
  category: 'category',
  location: 'location',
  unit: 'unit',
  cost: 'cost',
  price: 'price',
  'markup%': 'markupPercent',
  markuppercent: 'markupPercent',
  markup: 'markupPercent',
  taxable: 'taxable',
  supplier: 'supplier',
  reorderpoint: 'reorderPoint',
  reorderquantity: 'reorderQuantity',
  notes: 'notes',
  active: 'active',
  openingquantity: 'openingQuantity',
};

/** How a field's column is named in a message when the file has no such column. */
const columnLabels: Record<Field, string> = {
  sku: 'SKU',
  name: 'Name',
  brand: 'Brand',
  oemPartNumber: 'OEM part number',
  aftermarketPartNumber: 'Aftermarket part number',
  barcode: 'Barcode',
  category: 'Category',
  location: 'Location',
  unit: 'Unit',
  cost: 'Cost',
  price: 'Price',
  markupPercent: 'Markup %',
  taxable: 'Taxable',
  supplier: 'Supplier',
  supplierId: 'Supplier',
  reorderPoint: 'Reorder point',
  reorderQuantity: 'Reorder quantity',
  notes: 'Notes',
  active: 'Active',
  openingQuantity: INVENTORY_OPENING_QUANTITY_COLUMN,
};

const normalHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9%]/g, '');

const booleanWords: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  no: false,
  n: false,
  false: false,
  '0': false,
};

/** "each", "pcs", "Litre", "L": a unit by its name or its label. */
function unitOf(text: string): string {
  const lower = text.toLowerCase();
  const unit = stockUnits.find(
    (candidate) => candidate === lower || stockUnitLabels[candidate].toLowerCase() === lower,
  );
  return unit ?? text;
}

/** An item of the shop, as a row of the file may update it. */
const existingColumns = {
  id: inventoryItems.id,
  sku: inventoryItems.sku,
  name: inventoryItems.name,
  brand: inventoryItems.brand,
  oemPartNumber: inventoryItems.oemPartNumber,
  aftermarketPartNumber: inventoryItems.aftermarketPartNumber,
  barcode: inventoryItems.barcode,
  category: inventoryItems.category,
  location: inventoryItems.location,
  unit: inventoryItems.unit,
  cost: inventoryItems.cost,
  price: inventoryItems.price,
  markupPercent: inventoryItems.markupPercent,
  taxable: inventoryItems.taxable,
  supplierId: inventoryItems.supplierId,
  reorderPoint: inventoryItems.reorderPoint,
  reorderQuantity: inventoryItems.reorderQuantity,
  notes: inventoryItems.notes,
  active: inventoryItems.active,
  onHand: inventoryItems.onHand,
  reserved: inventoryItems.reserved,
};

/** The shop's items whose SKUs (lower-cased) the file names. */
function selectExisting(tx: Tx, shopId: string, lowerSkus: string[]) {
  return tx
    .select(existingColumns)
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.shopId, shopId),
        sql`lower(${inventoryItems.sku}) in (select jsonb_array_elements_text(${JSON.stringify(lowerSkus)}::jsonb))`,
      ),
    );
}

type Existing = Awaited<ReturnType<typeof selectExisting>>[number];

/** An existing item as the update schema's input, for a row's cells to change. */
function inputOf(item: Existing): Record<string, unknown> {
  return {
    sku: item.sku,
    name: item.name,
    brand: item.brand,
    oemPartNumber: item.oemPartNumber,
    aftermarketPartNumber: item.aftermarketPartNumber,
    barcode: item.barcode,
    category: item.category,
    location: item.location,
    unit: item.unit,
    cost: item.cost,
    price: item.price,
    markupPercent: item.markupPercent,
    taxable: item.taxable,
    supplierId: item.supplierId,
    reorderPoint: item.reorderPoint,
    reorderQuantity: item.reorderQuantity,
    notes: item.notes,
    active: item.active,
  };
}

export type ImportRowError = { column: string; message: string };

/** What the file would do: the preview, and for the import the rows as the schemas parsed them. */
export type InventoryImportPlan = {
  preview: InventoryImportPreview;
  creates: { line: number; input: InventoryItemParsed }[];
  updates: { line: number; id: string; input: InventoryItemFields }[];
};

type CsvRecord = { line: number; cells: string[] };

/**
 * A 10,000-row file is ~1 MB and takes a few hundred milliseconds to parse and check: it is
 * read in slices and its rows checked in batches, each in its own turn of the event loop, so
 * the server answers other requests (and /healthz) meanwhile.
 */
const CSV_SLICE_CHARS = 64 * 1024;
const ROWS_PER_TURN = 250;

async function* slicesOf(text: string) {
  for (let start = 0; start < text.length; start += CSV_SLICE_CHARS) {
    if (start > 0) await nextTurn();
    yield text.slice(start, start + CSV_SLICE_CHARS);
  }
}

/** The file's records with the line each starts on (the header is line 1), or why it cannot be read. */
export async function readCsvRecords(
  csv: string,
): Promise<{ records: CsvRecord[] } | { error: string }> {
  const parsed: { record: string[]; info: { lines: number; empty_lines: number } }[] = [];
  try {
    await pipeline(
      Readable.from(slicesOf(csv)),
      parse({
        bom: true,
        info: true,
        relax_column_count: true,
        skip_empty_lines: true,
        skip_records_with_empty_values: true,
      }),
      async (records: AsyncIterable<(typeof parsed)[number]>) => {
        // csv-parse's types do not follow `info: true`: each record comes with where it ended.
        for await (const record of records) parsed.push(record);
      },
    );
  } catch (error) {
    if (error instanceof CsvError) return { error: `The file is not valid CSV: ${error.message}` };
    throw error;
  }
  // Each record ends on `lines`; it starts after the previous one and the empty lines skipped.
  let previousEnd = 0;
  let previousEmpty = 0;
  const records = parsed.map(({ record, info }) => {
    const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    return { line, cells: record };
  });
  return { records };
}

function emptyPlan(fileErrors: string[]): InventoryImportPlan {
  return {
    preview: { rows: [], creates: 0, updates: 0, invalid: 0, fileErrors },
    creates: [],
    updates: [],
  };
}

/**
 * Reads an inventory CSV against the shop's items: each row creates an item or updates the item
 * with its SKU (any case), checked by the domain's item schemas with errors by line and column.
 * A cell left empty keeps an updated item's value (a new item gets the default); a price given
 * without a markup (or a markup without a price) switches the pricing rule. Updates never touch
 * stock; a new item's opening quantity is received through the ledger when imported. File
 * errors (not CSV, a missing SKU or Name column, a column twice, a SKU on two rows, too many
 * rows) block the whole file.
 */
export async function readInventoryCsv(options: {
  tx: Tx;
  shopId: string;
  csv: string;
}): Promise<InventoryImportPlan> {
  const { tx, shopId } = options;
  const read = await readCsvRecords(options.csv);
  if ('error' in read) return emptyPlan([read.error]);
  const [header, ...records] = read.records;
  if (!header) return emptyPlan(['The file is empty']);

  const fileErrors: string[] = [];
  const columnOf = new Map<Field, { index: number; label: string }>();
  header.cells.forEach((label, index) => {
    const field = fieldsByHeader[normalHeader(label)];
    if (!field) return;
    const seen = columnOf.get(field);
    if (seen) fileErrors.push(`The column ${label.trim()} appears twice (as ${seen.label} too)`);
    else columnOf.set(field, { index, label: label.trim() });
  });
  for (const field of ['sku', 'name'] as const) {
    if (!columnOf.has(field)) fileErrors.push(`The file has no ${columnLabels[field]} column`);
  }
  if (records.length === 0) fileErrors.push('The file has no rows under its header');
  if (records.length > INVENTORY_IMPORT_MAX_ROWS) {
    fileErrors.push(
      `The file has ${countLabel(records.length, { one: 'row', other: 'rows' })}; import at most ${INVENTORY_IMPORT_MAX_ROWS} at a time`,
    );
  }
  if (fileErrors.length > 0) return emptyPlan(fileErrors);

  const cell = (record: CsvRecord, field: Field): string | undefined => {
    const column = columnOf.get(field);
    const value = column ? record.cells[column.index] : undefined;
    const text = value === undefined ? '' : restoreFormula(value.trim());
    return text === '' ? undefined : text;
  };
  const labelOf = (field: string) =>
    columnOf.get(field as Field)?.label ?? columnLabels[field as Field] ?? field;

  const recordsBySku = new Map<string, CsvRecord[]>();
  for (const record of records) {
    const sku = cell(record, 'sku')?.toLowerCase();
    if (!sku) continue;
    const same = recordsBySku.get(sku);
    if (same) same.push(record);
    else recordsBySku.set(sku, [record]);
  }
  for (const [sku, same] of recordsBySku) {
    if (same.length < 2) continue;
    const original = cell(same[0] as CsvRecord, 'sku');
    const lines = same.map((record) => record.line).join(', ');
    fileErrors.push(`The SKU ${original ?? sku} is on lines ${lines}: keep one row per SKU`);
  }
  if (fileErrors.length > 0) return emptyPlan(fileErrors);

  const existing = await selectExisting(tx, shopId, [...recordsBySku.keys()]);
  const bySku = new Map(existing.map((item) => [item.sku.toLowerCase(), item]));
  const supplierRows = await tx
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.shopId, shopId));
  const supplierByName = new Map(supplierRows.map((row) => [row.name.toLowerCase(), row.id]));

  const plan: InventoryImportPlan = {
    preview: { rows: [], creates: 0, updates: 0, invalid: 0, fileErrors: [] },
    creates: [],
    updates: [],
  };
  for (const [index, record] of records.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    const errors: ImportRowError[] = [];
    const sku = cell(record, 'sku') ?? '';
    const current = bySku.get(sku.toLowerCase());
    const values: Record<string, unknown> = current ? inputOf(current) : {};
    for (const field of columnOf.keys()) {
      const text = cell(record, field);
      if (text === undefined) continue;
      if (field === 'taxable' || field === 'active') {
        const flag = booleanWords[text.toLowerCase()];
        if (flag === undefined) errors.push({ column: labelOf(field), message: 'Use yes or no' });
        else values[field] = flag;
      } else if (field === 'supplier') {
        const id = supplierByName.get(text.toLowerCase());
        if (id) values.supplierId = id;
        else errors.push({ column: labelOf(field), message: `No supplier named "${text}"` });
      } else if (field === 'openingQuantity' && current) {
        errors.push({
          column: labelOf(field),
          message: 'Only a new item takes an opening quantity; adjust stock on the item’s page',
        });
      } else {
        values[field] = field === 'unit' ? unitOf(text) : text;
      }
    }
    // A price without a markup (or the other way round) switches how the item is priced.
    const price = cell(record, 'price');
    const markup = cell(record, 'markupPercent');
    if (price !== undefined && markup === undefined) values.markupPercent = null;
    if (markup !== undefined && price === undefined) values.price = null;

    const schema: z.ZodType = current ? inventoryItemUpdateSchema : inventoryItemCreateSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ column: labelOf(String(issue.path[0] ?? 'sku')), message: issue.message });
      }
    }
    if (parsed.success && current) {
      const unit = (parsed.data as InventoryItemFields).unit;
      if (unit !== current.unit) {
        const fractional = [current.onHand, current.reserved].some((quantity) =>
          unitQuantityError(unit, quantity),
        );
        if (fractional) {
          errors.push({
            column: labelOf('unit'),
            message: 'The stock is not a whole number; adjust it before counting in whole units',
          });
        }
      }
    }

    plan.preview.rows.push({
      line: record.line,
      sku,
      name: cell(record, 'name') ?? current?.name ?? '',
      action: current ? 'update' : 'create',
      errors,
    });
    if (errors.length > 0 || !parsed.success) {
      plan.preview.invalid++;
    } else if (current) {
      plan.preview.updates++;
      plan.updates.push({
        line: record.line,
        id: current.id,
        input: parsed.data as InventoryItemFields,
      });
    } else {
      plan.preview.creates++;
      plan.creates.push({ line: record.line, input: parsed.data as InventoryItemParsed });
    }
  }
  return plan;
}
