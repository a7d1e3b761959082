import { notEnoughStockMessage } from '@pitstop/domain/inventory';
import {
  type InventoryImportPreview,
  type InventoryItem,
  type InventoryItemList,
  type InventoryItemSummary,
  inventoryCsvColumns,
  type StockMovementList,
  type StockMovementResult,
} from '@pitstop/domain/inventory-views';
import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/inventory.ts';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { type BookableShop, createBookableShop } from '../../test/booking-fixtures.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { invoiceAtPickup } from '../../test/invoice-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shop: BookableShop;
let rival: Session & { shopId: string };
let manager: Session;
let frontDesk: Session;
let carOwner: Session;
/** Suppliers of the shop and of the rival shop. */
const supplier = { parts: '', fluids: '', rivals: '' };

const as = (session: Session) => apiAs(harness.app, session);
const admin = () => shop.admin;

function ok<T>(response: { statusCode: number; body: string; json(): unknown }, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

function fieldsOf(response: { json(): unknown }): string[] {
  return ((response.json() as { errors?: { path: string }[] }).errors ?? []).map(
    (error) => error.path,
  );
}

let skuCounter = 0;
/** A valid new item; `values` override any field. */
function itemInput(values: Record<string, unknown> = {}) {
  skuCounter++;
  return {
    sku: `SKU-${skuCounter}`,
    name: `Part ${skuCounter}`,
    unit: 'each',
    cost: '10.00',
    markupPercent: '50',
    ...values,
  };
}

async function createItem(values: Record<string, unknown> = {}, session: Session = admin()) {
  return ok<InventoryItem>(
    await as(session).send('POST', '/inventory/items', itemInput(values)),
    201,
  );
}

const move = (
  id: string,
  body: object,
  headers: Record<string, string> = {},
  session: Session = admin(),
) => as(session).send('POST', `/inventory/items/${id}/movements`, body, headers);

async function moved(id: string, body: object) {
  return ok<StockMovementResult>(await move(id, body), 201);
}

const getItem = async (id: string, session: Session = admin()) =>
  ok<InventoryItem>(await as(session).get(`/inventory/items/${id}`));

beforeAll(async () => {
  harness = await createTestApp();
  shop = await createBookableShop(harness.app, 'stock');
  rival = await createShopAdmin(harness.app, {
    email: 'owner@rival-stock.test',
    shopName: 'Rival Parts',
  });
  manager = await signUpStaff(harness.app, {
    email: 'manager@stock.test',
    shopId: shop.shopId,
    role: 'manager',
  });
  frontDesk = await signUpStaff(harness.app, {
    email: 'desk@stock.test',
    shopId: shop.shopId,
    role: 'front_desk',
  });
  carOwner = await signUpAndSignIn(harness.app, { email: 'driver@stock.test' });
  const db = harness.database.db;
  const [parts, fluids, rivals] = await db
    .insert(suppliers)
    .values([
      { shopId: shop.shopId, name: 'Parts Direct' },
      { shopId: shop.shopId, name: 'Fluid House' },
      { shopId: rival.shopId, name: 'Rival Supply' },
    ])
    .returning({ id: suppliers.id });
  supplier.parts = parts?.id as string;
  supplier.fluids = fluids?.id as string;
  supplier.rivals = rivals?.id as string;
});
afterAll(() => harness?.close());

describe('items', () => {
  it('adds an item with its opening stock received through the ledger', async () => {
    const item = await createItem({
      sku: 'BP-FRONT-01',
      name: 'Brake pads, front',
      brand: 'Bosch',
      oemPartNumber: '04465-02220',
      category: 'Brakes',
      supplierId: supplier.parts,
      cost: '40.00',
      markupPercent: '25',
      reorderPoint: '2',
      reorderQuantity: '6',
      openingQuantity: '4',
    });
    expect(item).toMatchObject({
      sku: 'BP-FRONT-01',
      supplier: { id: supplier.parts, name: 'Parts Direct' },
      cost: '40.00',
      price: '50.00',
      ownPrice: null,
      markupPercent: '25.00',
      onHand: '4.00',
      reserved: '0.00',
      available: '4.00',
      stockValue: '160.00',
      onOrder: '0.00',
      lowStock: false,
      active: true,
    });
    const ledger = ok<StockMovementList>(
      await as(admin()).get(`/inventory/items/${item.id}/movements`),
    );
    expect(ledger.items).toEqual([
      expect.objectContaining({
        kind: 'receipt',
        onHandChange: '4.00',
        onHandAfter: '4.00',
        unitCost: '40.00',
        note: 'Opening stock',
        actor: { id: admin().id, name: 'Shop Admin' },
      }),
    ]);
  });

  it('refuses a taken SKU (any case), another shop’s supplier and quantities the unit cannot hold', async () => {
    await createItem({ sku: 'OIL-5W30' });
    const taken = await as(admin()).send(
      'POST',
      '/inventory/items',
      itemInput({ sku: 'oil-5w30' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toMatch(/already uses the SKU "oil-5w30"/);
    expect(fieldsOf(taken)).toEqual(['body.sku']);

    const foreign = await as(admin()).send(
      'POST',
      '/inventory/items',
      itemInput({ supplierId: supplier.rivals }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)).toEqual(['body.supplierId']);

    const halfPad = await as(admin()).send(
      'POST',
      '/inventory/items',
      itemInput({ unit: 'each', openingQuantity: '2.5' }),
    );
    expect(halfPad.statusCode).toBe(400);
    expect(halfPad.json().errors).toEqual([
      { path: 'body.openingQuantity', message: 'Use a whole number: this item is counted in pcs' },
    ]);

    const bothPrices = await as(admin()).send(
      'POST',
      '/inventory/items',
      itemInput({ price: '12.00', markupPercent: '10' }),
    );
    expect(fieldsOf(bothPrices)).toEqual(['body.price']);

    const litres = await createItem({ unit: 'litre', openingQuantity: '2.75' });
    expect(litres.onHand).toBe('2.75');
  });

  it('edits, deactivates and reactivates an item; the unit must fit the stock', async () => {
    const item = await createItem({ unit: 'litre', openingQuantity: '3.5', category: 'Fluids' });
    const input = { ...itemInput(), sku: item.sku, name: 'Coolant', unit: 'litre', cost: '10.00' };
    const edited = ok<InventoryItem>(
      await as(manager).send('PUT', `/inventory/items/${item.id}`, {
        ...input,
        price: '19.90',
        markupPercent: null,
        supplierId: supplier.fluids,
      }),
    );
    expect(edited).toMatchObject({
      name: 'Coolant',
      price: '19.90',
      ownPrice: '19.90',
      markupPercent: null,
      category: null,
      onHand: '3.50',
      supplier: { name: 'Fluid House' },
    });

    const whole = await as(admin()).send('PUT', `/inventory/items/${item.id}`, {
      ...input,
      unit: 'each',
    });
    expect(whole.statusCode).toBe(400);
    expect(fieldsOf(whole)).toEqual(['body.unit']);

    const other = await createItem();
    const clash = await as(admin()).send('PUT', `/inventory/items/${other.id}`, {
      ...input,
      sku: item.sku.toLowerCase(),
    });
    expect(clash.statusCode).toBe(409);
    expect(fieldsOf(clash)).toEqual(['body.sku']);

    const off = ok<InventoryItem>(
      await as(admin()).send('PUT', `/inventory/items/${item.id}`, { ...input, active: false }),
    );
    expect(off.active).toBe(false);
    const listed = async (status?: string) =>
      ok<InventoryItemList>(
        await as(admin()).get(
          `/inventory/items?search=${item.sku}${status ? `&status=${status}` : ''}`,
        ),
      ).items.map((row) => row.id);
    expect(await listed()).toEqual([]);
    expect(await listed('inactive')).toEqual([item.id]);
    expect(await listed('all')).toEqual([item.id]);
    ok(await as(admin()).send('PUT', `/inventory/items/${item.id}`, { ...input, active: true }));
    expect(await listed()).toEqual([item.id]);
  });
});

describe('the overview', () => {
  const list = async (query: string) =>
    ok<InventoryItemList>(await as(frontDesk).get(`/inventory/items?${query}`));

  beforeAll(async () => {
    const make = (values: Record<string, unknown>) =>
      createItem({ category: 'Filters', ...values });
    for (const values of [
      {
        sku: 'FLT-OIL-1',
        name: 'Oil filter',
        brand: 'Mann',
        oemPartNumber: 'W712/95',
        barcode: '4011558738101',
        supplierId: supplier.parts,
        cost: '5.00',
        openingQuantity: '30',
      },
      {
        sku: 'FLT-AIR-1',
        name: 'Air filter',
        aftermarketPartNumber: 'C 30 005',
        supplierId: supplier.parts,
        cost: '12.00',
        openingQuantity: '3',
        reorderPoint: '5',
      },
      {
        sku: 'FLT-CAB-1',
        name: 'Cabin filter',
        cost: '8.00',
        openingQuantity: '10',
      },
      // Its SKU is part of another filter's barcode: the exact match comes first.
      { sku: '4011558738', name: 'Filter wrench', cost: '15.00' },
    ]) {
      await make(values);
    }
  });

  it('finds items by SKU, name, brand, part number and barcode, exact matches first', async () => {
    const ids = async (search: string, extra = '') =>
      (await list(`search=${encodeURIComponent(search)}&category=Filters${extra}`)).items.map(
        (row) => row.sku,
      );
    expect(await ids('mann')).toEqual(['FLT-OIL-1']);
    expect(await ids('w712')).toEqual(['FLT-OIL-1']);
    expect(await ids('c 30 0')).toEqual(['FLT-AIR-1']);
    expect(await ids('cabin')).toEqual(['FLT-CAB-1']);
    expect(await ids('4011558738101')).toEqual(['FLT-OIL-1']);
    // "4011558738" is the wrench's SKU exactly and part of the oil filter's barcode.
    expect(await ids('4011558738')).toEqual(['4011558738', 'FLT-OIL-1']);
    expect(await ids('4011558738', '&sort=name&order=desc')).toEqual(['4011558738', 'FLT-OIL-1']);
    expect(await ids('flt-oil-1')).toEqual(['FLT-OIL-1']);
    expect(await ids('50%')).toEqual([]);
  });

  it('filters by category, supplier (or none), low stock and status', async () => {
    const skus = async (query: string) =>
      (await list(`category=Filters&${query}`)).items.map((row) => row.sku).sort();
    expect(await skus(`supplierId=${supplier.parts}`)).toEqual(['FLT-AIR-1', 'FLT-OIL-1']);
    expect(await skus('supplierId=none')).toEqual(['4011558738', 'FLT-CAB-1']);
    expect(await skus('lowStock=true')).toEqual(['FLT-AIR-1']);
    expect(await skus('lowStock=false')).toHaveLength(4);
    const air = (await list('category=Filters&lowStock=true')).items[0] as InventoryItemSummary;
    expect(air).toMatchObject({ lowStock: true, available: '3.00', stockValue: '36.00' });
    expect((await list('category=Brakes')).items.every((row) => row.category === 'Brakes')).toBe(
      true,
    );
  });

  it('sorts every way and pages without losing or repeating a row', async () => {
    const expected: Record<string, (a: InventoryItemSummary, b: InventoryItemSummary) => number> = {
      name: (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
      sku: (a, b) => a.sku.toLowerCase().localeCompare(b.sku.toLowerCase()),
      onHand: (a, b) => Number(a.onHand) - Number(b.onHand),
      available: (a, b) => Number(a.available) - Number(b.available),
      stockValue: (a, b) => Number(a.stockValue) - Number(b.stockValue),
    };
    for (const sort of ['name', 'sku', 'onHand', 'available', 'stockValue', 'updated']) {
      for (const order of ['asc', 'desc']) {
        const whole = (await list(`category=Filters&sort=${sort}&order=${order}&limit=100`)).items;
        const paged: InventoryItemSummary[] = [];
        let cursor: string | null = null;
        do {
          const page: InventoryItemList = await list(
            `category=Filters&sort=${sort}&order=${order}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
          );
          paged.push(...page.items);
          cursor = page.nextCursor;
        } while (cursor);
        expect(
          paged.map((row) => row.id),
          `${sort} ${order}`,
        ).toEqual(whole.map((row) => row.id));
        expect(whole).toHaveLength(4);
        const compare = expected[sort];
        if (compare) {
          const sorted = [...whole].sort((a, b) => (order === 'asc' ? 1 : -1) * compare(a, b));
          expect(
            whole.map((row) => row.sku),
            `${sort} ${order}`,
          ).toEqual(sorted.map((row) => row.sku));
        }
      }
    }
    // With a search, pages continue from an exact match into the rest.
    const first = await list('search=4011558738&limit=1');
    expect(first.items.map((row) => row.sku)).toEqual(['4011558738']);
    const second = await list(`search=4011558738&limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((row) => row.sku)).toEqual(['FLT-OIL-1']);
    expect(second.nextCursor).toBeNull();
    // A cursor of another sort is not this list's.
    const foreign = await list('sort=name&limit=1');
    const refused = await as(admin()).get(
      `/inventory/items?sort=sku&limit=1&cursor=${foreign.nextCursor}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual(['query.cursor']);
  });

  it('sums the active stock at cost, counts the low items and lists the categories', async () => {
    const summary = ok<{
      activeItems: number;
      stockValue: string;
      lowStock: number;
      currency: string;
      allowNegativeStock: boolean;
    }>(await as(frontDesk).get('/inventory/summary'));
    const rows = await harness.database.db.execute(
      sql`select count(*)::int as items, sum(round(greatest(on_hand, 0) * cost, 2))::text as value
        from inventory_items where shop_id = ${shop.shopId} and active`,
    );
    const [expected] = (rows as unknown as { rows: { items: number; value: string }[] }).rows;
    expect(summary).toMatchObject({
      activeItems: expected?.items,
      stockValue: expected?.value,
      currency: 'USD',
      allowNegativeStock: false,
    });
    expect(summary.lowStock).toBeGreaterThanOrEqual(1);
    const categories = ok<{ items: string[] }>(await as(frontDesk).get('/inventory/categories'));
    expect(categories.items).toEqual(expect.arrayContaining(['Brakes', 'Filters']));
    expect(categories.items).toEqual([...categories.items].sort());
  });
});

describe('movements by hand', () => {
  it('receives (averaging the cost), uses, returns and adjusts stock', async () => {
    const item = await createItem({ cost: '10.00', openingQuantity: '10' });
    const receipt = await moved(item.id, { kind: 'receipt', quantity: '10', unitCost: '20.00' });
    expect(receipt.item).toMatchObject({ onHand: '20.00', cost: '15.00', price: '22.50' });
    expect(receipt.movement).toMatchObject({
      kind: 'receipt',
      unitCost: '20.00',
      onHandAfter: '20.00',
    });
    // A receipt without a unit cost comes in at the current cost.
    expect((await moved(item.id, { kind: 'receipt', quantity: 2 })).item.cost).toBe('15.00');

    const used = await moved(item.id, { kind: 'consumption', quantity: '3' });
    expect(used.movement).toMatchObject({
      onHandChange: '-3.00',
      unitCost: '15.00',
      onHandAfter: '19.00',
    });
    const back = await moved(item.id, { kind: 'return', direction: 'to_stock', quantity: '1' });
    expect(back.movement).toMatchObject({ reason: 'to_stock', onHandChange: '1.00' });
    const out = await moved(item.id, { kind: 'return', direction: 'to_supplier', quantity: '2' });
    expect(out.movement).toMatchObject({ reason: 'to_supplier', onHandChange: '-2.00' });

    const count = await moved(item.id, {
      kind: 'adjustment',
      reason: 'count',
      quantity: '15',
      note: 'Quarterly count',
    });
    expect(count.movement).toMatchObject({
      reason: 'count',
      onHandChange: '-3.00',
      onHandAfter: '15.00',
    });
    // A count that agrees is recorded as a zero change: the ledger shows it was checked.
    const same = await moved(item.id, {
      kind: 'adjustment',
      reason: 'count',
      quantity: '15',
      note: 'Spot check',
    });
    expect(same.movement).toMatchObject({ onHandChange: '0.00', onHandAfter: '15.00' });
    const damaged = await moved(item.id, {
      kind: 'adjustment',
      reason: 'damage',
      quantity: '1',
      note: 'Dropped',
    });
    expect(damaged.movement.onHandChange).toBe('-1.00');
    const lost = await moved(item.id, {
      kind: 'adjustment',
      reason: 'loss',
      quantity: '1',
      note: 'Gone',
    });
    expect(lost.movement.onHandChange).toBe('-1.00');
    const found = await moved(item.id, {
      kind: 'adjustment',
      reason: 'found',
      quantity: '4',
      note: 'Back shelf',
    });
    expect(found.item).toMatchObject({ onHand: '17.00', reserved: '0.00', cost: '15.00' });

    const ledger = ok<StockMovementList>(
      await as(frontDesk).get(`/inventory/items/${item.id}/movements?limit=100`),
    );
    expect(ledger.items.map((row) => row.onHandAfter)).toEqual([
      '17.00',
      '13.00',
      '14.00',
      '15.00',
      '15.00',
      '18.00',
      '20.00',
      '19.00',
      '22.00',
      '20.00',
      '10.00',
    ]);
    const check = ok<{ mismatches: unknown[] }>(await as(manager).get('/inventory/ledger-check'));
    expect(check.mismatches).toEqual([]);
  });

  it('refuses quantities the unit cannot hold, a zero, and an adjustment without a note', async () => {
    const item = await createItem({ openingQuantity: '5' });
    const half = await move(item.id, { kind: 'consumption', quantity: '0.5' });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual([
      { path: 'body.quantity', message: 'Use a whole number: this item is counted in pcs' },
    ]);
    const zero = await move(item.id, {
      kind: 'adjustment',
      reason: 'damage',
      quantity: '0',
      note: 'x',
    });
    expect(fieldsOf(zero)).toEqual(['body.quantity']);
    for (const quantity of ['-1', 'abc', '1.234', 0]) {
      const bad = await move(item.id, { kind: 'receipt', quantity });
      expect(fieldsOf(bad), String(quantity)).toEqual(['body.quantity']);
    }
    const noNote = await move(item.id, { kind: 'adjustment', reason: 'loss', quantity: '1' });
    expect(fieldsOf(noNote)).toEqual(['body.note']);
    expect((await getItem(item.id)).onHand).toBe('5.00');
  });

  it('refuses to take stock below zero unless the shop allows negative stock', async () => {
    const item = await createItem({ name: 'Wiper blade', openingQuantity: '1' });
    const short = await move(item.id, { kind: 'consumption', quantity: '2' });
    expect(short.statusCode).toBe(409);
    expect(short.json().detail).toBe(
      notEnoughStockMessage({ name: 'Wiper blade', onHand: '1.00', unit: 'each', needed: '2.00' }),
    );
    expect(short.json().detail).toBe(
      'Not enough stock of Wiper blade: 1 pc on hand, 2 pcs needed.',
    );

    // Business Details: only the admin changes the setting.
    expect(
      (await as(manager).send('PATCH', '/shop', { allowNegativeStock: true })).statusCode,
    ).toBe(403);
    const allowed = ok<{ allowNegativeStock: boolean }>(
      await as(admin()).send('PATCH', '/shop', { allowNegativeStock: true }),
    );
    expect(allowed.allowNegativeStock).toBe(true);
    expect(
      ok<{ allowNegativeStock: boolean }>(await as(frontDesk).get('/shop')).allowNegativeStock,
    ).toBe(true);
    try {
      const negative = await moved(item.id, { kind: 'consumption', quantity: '2' });
      expect(negative.item).toMatchObject({ onHand: '-1.00', stockValue: '0.00' });
      expect(
        ok<{ allowNegativeStock: boolean }>(await as(admin()).get('/inventory/summary'))
          .allowNegativeStock,
      ).toBe(true);
      // Receiving into negative stock: the cost becomes what was paid.
      const refill = await moved(item.id, { kind: 'receipt', quantity: '3', unitCost: '7.00' });
      expect(refill.item).toMatchObject({ onHand: '2.00', cost: '7.00' });
    } finally {
      ok(await as(admin()).send('PATCH', '/shop', { allowNegativeStock: false }));
    }
  });

  it('records a movement once per Idempotency-Key', async () => {
    const item = await createItem({ openingQuantity: '5' });
    const body = { kind: 'consumption', quantity: '1' };
    const first = await move(item.id, body, { 'idempotency-key': 'use-1' });
    const retry = await move(item.id, body, { 'idempotency-key': 'use-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().movement.id).toBe(first.json().movement.id);
    expect((await getItem(item.id)).onHand).toBe('4.00');
    const reused = await move(item.id, { ...body, quantity: '2' }, { 'idempotency-key': 'use-1' });
    expect(reused.statusCode).toBe(422);
    const elsewhere = await createItem({ openingQuantity: '5' });
    expect((await move(elsewhere.id, body, { 'idempotency-key': 'use-1' })).statusCode).toBe(422);
    expect((await getItem(item.id)).onHand).toBe('4.00');
  });

  it('sells the last units exactly once when 50 people take them at the same moment', async () => {
    const item = await createItem({ name: 'Oil drain plug', openingQuantity: '20' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => move(item.id, { kind: 'consumption', quantity: '1' })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().detail).toMatch(
        /^Not enough stock of Oil drain plug: 0 pcs on hand, 1 pc needed\.$/,
      );
    }
    expect((await getItem(item.id)).onHand).toBe('0.00');
    const check = ok<{ mismatches: unknown[] }>(await as(admin()).get('/inventory/ledger-check'));
    expect(check.mismatches).toEqual([]);
  });

  it('pages an item’s ledger newest first, by kind', async () => {
    const item = await createItem({ openingQuantity: '10' });
    for (let index = 0; index < 4; index++)
      await moved(item.id, { kind: 'consumption', quantity: '1' });
    const pages: StockMovementList['items'] = [];
    let cursor: string | null = null;
    do {
      const page: StockMovementList = ok(
        await as(admin()).get(
          `/inventory/items/${item.id}/movements?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        ),
      );
      pages.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages.map((row) => row.onHandAfter)).toEqual(['6.00', '7.00', '8.00', '9.00', '10.00']);
    const receipts = ok<StockMovementList>(
      await as(admin()).get(`/inventory/items/${item.id}/movements?kind=receipt`),
    );
    expect(receipts.items.map((row) => row.kind)).toEqual(['receipt']);
  });
});

describe('parts on job orders', () => {
  const transition = (id: string, body: object) =>
    as(admin()).send('POST', `/job-orders/${id}/transitions`, body);

  async function walkIn() {
    return ok<JobOrderDetail>(
      await as(admin()).send('POST', '/job-orders', {
        clientId: shop.clientId,
        vehicleId: shop.vehicleId,
        mileageIn: null,
        concern: 'Brakes squeal',
        mechanicId: shop.mechanics.alex.id,
      }),
      201,
    );
  }

  async function addPart(jobId: string, itemId: string, quantity: string) {
    return ok<JobOrderDetail>(
      await as(admin()).send('POST', `/job-orders/${jobId}/lines`, {
        kind: 'part',
        description: 'Brake pads',
        inventoryItemId: itemId,
        quantity,
        unitCost: '1.00',
        unitPrice: '80.00',
      }),
    );
  }

  it('reserves on approval, releases a removed line, consumes on completion at the item’s cost', async () => {
    const item = await createItem({ name: 'Pads', cost: '32.50', openingQuantity: '10' });
    const job = await walkIn();
    const withLine = await addPart(job.id, item.id, '3');
    const line = withLine.lines.at(-1);
    expect(line).toMatchObject({ inventoryItemId: item.id, unitCost: '32.50' });
    expect((await getItem(item.id)).reserved).toBe('0.00');

    ok(await transition(job.id, { action: 'record_approval' }));
    expect(await getItem(item.id)).toMatchObject({
      onHand: '10.00',
      reserved: '3.00',
      available: '7.00',
    });

    // A line added to an approved job holds its stock at once.
    const extra = (await addPart(job.id, item.id, '2')).lines.at(-1);
    expect((await getItem(item.id)).reserved).toBe('5.00');
    ok(await as(admin()).send('DELETE', `/job-orders/${job.id}/lines/${extra?.id}`));
    expect((await getItem(item.id)).reserved).toBe('3.00');

    ok(await transition(job.id, { action: 'start_work' }));
    ok(await transition(job.id, { action: 'mark_ready' }));
    await invoiceAtPickup(as(admin()), job.id, { pay: true });
    const done = ok<JobOrderDetail>(
      await transition(job.id, { action: 'complete', mileageOut: 42_100 }),
    );
    expect(done.status).toBe('completed');
    expect(await getItem(item.id)).toMatchObject({ onHand: '7.00', reserved: '0.00' });

    const ledger = ok<StockMovementList>(
      await as(admin()).get(`/inventory/items/${item.id}/movements`),
    );
    expect(ledger.items[0]).toMatchObject({
      kind: 'consumption',
      onHandChange: '-3.00',
      reservedChange: '-3.00',
      unitCost: '32.50',
      jobOrder: { id: job.id, number: job.number },
      actor: { name: 'Shop Admin' },
    });
    expect(ledger.items.map((row) => row.kind)).toEqual([
      'consumption',
      'release',
      'reservation',
      'reservation',
      'receipt',
    ]);
  });

  it('releases everything a cancelled job held', async () => {
    const item = await createItem({ openingQuantity: '4' });
    const job = await walkIn();
    await addPart(job.id, item.id, '4');
    ok(await transition(job.id, { action: 'record_approval' }));
    expect((await getItem(item.id)).available).toBe('0.00');
    ok(await transition(job.id, { action: 'cancel', reason: 'Customer went elsewhere' }));
    expect(await getItem(item.id)).toMatchObject({ onHand: '4.00', reserved: '0.00' });
    const check = ok<{ mismatches: unknown[] }>(await as(admin()).get('/inventory/ledger-check'));
    expect(check.mismatches).toEqual([]);
  });
});

describe('who may do what', () => {
  it('lets front desk and mechanics read but not write; car owners not even read', async () => {
    const item = await createItem({ openingQuantity: '2' });
    for (const session of [frontDesk, shop.mechanics.alex]) {
      expect((await as(session).get('/inventory/items')).statusCode).toBe(200);
      expect((await as(session).get(`/inventory/items/${item.id}`)).statusCode).toBe(200);
      expect((await as(session).get(`/inventory/items/${item.id}/movements`)).statusCode).toBe(200);
      expect((await as(session).send('POST', '/inventory/items', itemInput())).statusCode).toBe(
        403,
      );
      expect(
        (await as(session).send('PUT', `/inventory/items/${item.id}`, itemInput({ sku: item.sku })))
          .statusCode,
      ).toBe(403);
      expect(
        (await move(item.id, { kind: 'consumption', quantity: '1' }, {}, session)).statusCode,
      ).toBe(403);
      expect((await as(session).get('/inventory/ledger-check')).statusCode).toBe(403);
    }
    expect((await as(manager).send('POST', '/inventory/items', itemInput())).statusCode).toBe(201);
    for (const url of ['/inventory/items', '/inventory/summary', `/inventory/items/${item.id}`]) {
      expect((await as(carOwner).get(url)).statusCode, url).toBe(403);
    }
    expect((await getItem(item.id)).onHand).toBe('2.00');
  });

  it('keeps each shop’s items to itself', async () => {
    const item = await createItem({ openingQuantity: '2' });
    expect((await as(rival).get(`/inventory/items/${item.id}`)).statusCode).toBe(404);
    expect((await as(rival).get(`/inventory/items/${item.id}/movements`)).statusCode).toBe(404);
    expect(
      (await as(rival).send('PUT', `/inventory/items/${item.id}`, itemInput({ sku: 'R-1' })))
        .statusCode,
    ).toBe(404);
    expect(
      (await move(item.id, { kind: 'consumption', quantity: '1' }, {}, rival)).statusCode,
    ).toBe(404);
    expect(ok<InventoryItemList>(await as(rival).get('/inventory/items')).items).toEqual([]);
    // The same SKU is free in another shop.
    await createItem({ sku: item.sku }, rival);
    expect((await getItem(item.id)).onHand).toBe('2.00');
  });

  it('catches a stock figure changed by hand in SQL', async () => {
    const item = await createItem({ sku: 'TAMPERED', openingQuantity: '3' }, rival);
    await harness.database.db.execute(
      sql`update inventory_items set on_hand = 5 where id = ${item.id}`,
    );
    const check = ok<{ checkedItems: number; mismatches: unknown[] }>(
      await as(rival).get('/inventory/ledger-check'),
    );
    expect(check.mismatches).toEqual([
      {
        itemId: item.id,
        sku: 'TAMPERED',
        onHand: '5.00',
        ledgerOnHand: '3.00',
        reserved: '0.00',
        ledgerReserved: '0.00',
      },
    ]);
    expect(check.checkedItems).toBe(2);
  });
});

describe('the Low Stock badge', () => {
  it('counts the low items for the roles whose sidebar has Inventory', async () => {
    const counts = async (session: Session) =>
      ok<{ lowStock: number }>(await as(session).get('/sidebar-counts')).lowStock;
    const before = await counts(admin());
    const item = await createItem({ openingQuantity: '5', reorderPoint: '4' });
    expect(await counts(admin())).toBe(before);
    await moved(item.id, { kind: 'consumption', quantity: '1' });
    expect(await counts(admin())).toBe(before + 1);
    expect(await counts(manager)).toBe(before + 1);
    expect(await counts(frontDesk)).toBe(0);
    expect(await counts(shop.mechanics.alex)).toBe(0);
    const input = itemInput({ sku: item.sku, reorderPoint: '4', active: false });
    ok(await as(admin()).send('PUT', `/inventory/items/${item.id}`, input));
    expect(await counts(admin())).toBe(before);
  });
});

describe('live updates', () => {
  it('tells the staff’s open screens when stock moves', async () => {
    const item = await createItem({ openingQuantity: '3' });
    const stream = await openEventStream(harness.app, manager.cookie);
    try {
      await moved(item.id, { kind: 'consumption', quantity: '1' });
      const event = await stream.waitFor((received) => received.type === 'inventory.changed');
      expect(event.data).toMatchObject({ itemIds: [item.id] });
    } finally {
      stream.close();
    }
  });
});

describe('CSV export and import', () => {
  let owner: Session & { shopId: string };
  const csvOf = (lines: string[]) => `${lines.join('\n')}\n`;
  const preview = (csv: string) =>
    as(owner).send('POST', '/inventory/items/import/preview', { csv });
  const importFile = (csv: string) => as(owner).send('POST', '/inventory/items/import', { csv });
  const itemCount = async () =>
    ok<InventoryItemList>(await as(owner).get('/inventory/items?status=all&limit=100')).items
      .length;

  beforeAll(async () => {
    owner = await createShopAdmin(harness.app, {
      email: 'owner@csv-stock.test',
      shopName: 'CSV Garage',
    });
    await harness.database.db.insert(suppliers).values({ shopId: owner.shopId, name: 'Bolt Bros' });
  });

  it('exports every matching item in the import’s columns, formulas neutralised', async () => {
    const supplierId = (
      await harness.database.db
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(sql`${suppliers.shopId} = ${owner.shopId}`)
    )[0]?.id;
    await createItem(
      {
        sku: 'BLT-1',
        name: 'Bolt M8',
        cost: '0.50',
        markupPercent: '100',
        supplierId,
        openingQuantity: '40',
        notes: 'Zinc\nplated',
      },
      owner,
    );
    await createItem(
      { sku: 'FRM-1', name: 'Washer', brand: '=HYPERLINK("x")', cost: '2.00' },
      owner,
    );
    const old = await createItem({ sku: 'OLD-1', name: 'Old gasket', cost: '3.00' }, owner);
    ok(
      await as(owner).send('PUT', `/inventory/items/${old.id}`, {
        ...itemInput({ sku: 'OLD-1', name: 'Old gasket', cost: '3.00' }),
        active: false,
      }),
    );

    const response = await as(owner).get('/inventory/items/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="inventory.csv"');
    const rows = parse(response.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...inventoryCsvColumns]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['BLT-1', 'FRM-1']);
    expect(rows[1]).toEqual([
      'BLT-1',
      'Bolt M8',
      '',
      '',
      '',
      '',
      '',
      '',
      'each',
      '0.50',
      '',
      '100.00',
      '1.00',
      'yes',
      'Bolt Bros',
      '',
      '',
      'Zinc\nplated',
      'yes',
      '40.00',
      '0.00',
      '40.00',
      '20.00',
    ]);
    expect(rows[2]?.[2]).toBe(`'=HYPERLINK("x")`);
    const all = parse((await as(owner).get('/inventory/items/export?status=all')).body, {
      bom: true,
    }) as string[][];
    expect(all.slice(1).map((row) => row[0])).toEqual(['BLT-1', 'OLD-1', 'FRM-1']);
    const found = parse((await as(owner).get('/inventory/items/export?search=bolt')).body, {
      bom: true,
    }) as string[][];
    expect(found.slice(1).map((row) => row[0])).toEqual(['BLT-1']);
    expect((await as(carOwner).get('/inventory/items/export')).statusCode).toBe(403);
  });

  it('previews every row with its errors by line and column, and writes nothing', async () => {
    const before = await itemCount();
    const answer = ok<InventoryImportPreview>(
      await preview(
        csvOf([
          'SKU,Name,Unit,Cost,Markup %,Supplier,Opening quantity,Notes',
          'NEW-1,Spark plug,pcs,4.00,50,bolt bros,12,',
          'NEW-2,Brake fluid,litre,abc,30,,,"Two',
          'lines"',
          'NEW-3,Fuse,each,0.20,100,,1.5,',
          '',
          'blt-1,Bolt M8 (zinc),,,,,,',
          'NEW-4,Mystery,each,1.00,10,Nobody Ltd,,',
          'NEW-5,Bulb,each,1.00,,,,',
        ]),
      ),
    );
    expect(answer.fileErrors).toEqual([]);
    expect(answer).toMatchObject({ creates: 1, updates: 1, invalid: 4 });
    expect(answer.rows).toEqual([
      { line: 2, sku: 'NEW-1', name: 'Spark plug', action: 'create', errors: [] },
      {
        line: 3,
        sku: 'NEW-2',
        name: 'Brake fluid',
        action: 'create',
        errors: [{ column: 'Cost', message: 'Cost must be a number like 45 or 45.50' }],
      },
      {
        line: 5,
        sku: 'NEW-3',
        name: 'Fuse',
        action: 'create',
        errors: [
          {
            column: 'Opening quantity',
            message: 'Use a whole number: this item is counted in pcs',
          },
        ],
      },
      { line: 7, sku: 'blt-1', name: 'Bolt M8 (zinc)', action: 'update', errors: [] },
      {
        line: 8,
        sku: 'NEW-4',
        name: 'Mystery',
        action: 'create',
        errors: [{ column: 'Supplier', message: 'No supplier named "Nobody Ltd"' }],
      },
      {
        line: 9,
        sku: 'NEW-5',
        name: 'Bulb',
        action: 'create',
        errors: [{ column: 'Price', message: 'Enter either a price or a markup on the cost' }],
      },
    ]);
    expect(await itemCount()).toBe(before);
  });

  it('blocks a file with a missing column, a repeated SKU or broken quoting', async () => {
    const fileErrors = async (lines: string[]) =>
      ok<InventoryImportPreview>(await preview(csvOf(lines))).fileErrors;
    expect(await fileErrors(['SKU,Cost', 'A-1,1.00'])).toEqual(['The file has no Name column']);
    expect(
      await fileErrors([
        'SKU,Name,Unit,Cost',
        'A-1,One,each,1',
        'B-1,Two,each,1',
        'a-1,Three,each,1',
      ]),
    ).toEqual(['The SKU A-1 is on lines 2, 4: keep one row per SKU']);
    expect(await fileErrors(['SKU,Name,Sku', 'A-1,One,A-1'])).toEqual([
      'The column Sku appears twice (as SKU too)',
    ]);
    const broken = await fileErrors(['SKU,Name', 'A-1,"One']);
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(/^The file is not valid CSV: /);
    const refused = await importFile(csvOf(['SKU,Cost', 'A-1,1.00']));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'body.csv', message: 'The file has no Name column' },
    ]);
  });

  it('imports all the rows or none; updates keep their stock, new items get theirs through the ledger', async () => {
    const before = await itemCount();
    const bad = await importFile(
      csvOf([
        'SKU,Name,Unit,Cost,Markup %,Opening quantity',
        'IMP-1,Wiper,each,5.00,40,6',
        'IMP-2,Coolant,litre,-1,40,',
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'body.csv', message: 'Line 3, Cost: Cost cannot be negative' },
    ]);
    expect(await itemCount()).toBe(before);

    const good = ok<{ created: number; updated: number }>(
      await importFile(
        csvOf([
          'sku,name,unit,cost,price,opening_quantity,taxable,reorder_point',
          'IMP-1,Wiper,each,5.00,9.90,6,no,2',
          'IMP-2,Coolant,L,3.10,6.50,2.5,yes,',
          'BLT-1,Bolt M8,,0.60,0.95,,,',
        ]),
      ),
    );
    expect(good).toEqual({ created: 2, updated: 1 });
    const rows = ok<InventoryItemList>(await as(owner).get('/inventory/items?limit=100')).items;
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    expect(bySku.get('IMP-1')).toMatchObject({
      onHand: '6.00',
      price: '9.90',
      taxable: false,
      reorderPoint: '2.00',
    });
    expect(bySku.get('IMP-2')).toMatchObject({ unit: 'litre', onHand: '2.50', cost: '3.10' });
    // The update switched the bolt from a markup to a fixed price and left its stock alone.
    const bolt = await getItem(bySku.get('BLT-1')?.id as string, owner);
    expect(bolt).toMatchObject({
      onHand: '40.00',
      cost: '0.60',
      ownPrice: '0.95',
      markupPercent: null,
      notes: 'Zinc\nplated',
    });
    const ledger = ok<StockMovementList>(
      await as(owner).get(`/inventory/items/${bySku.get('IMP-2')?.id}/movements`),
    );
    expect(ledger.items).toEqual([
      expect.objectContaining({ kind: 'receipt', onHandChange: '2.50', unitCost: '3.10' }),
    ]);
    expect(
      ok<{ mismatches: unknown[] }>(await as(owner).get('/inventory/ledger-check')).mismatches,
    ).toEqual([]);

    // Importing the same new items again would count their stock twice: refused.
    const again = await importFile(
      csvOf(['SKU,Name,Unit,Cost,Price,Opening quantity', 'IMP-1,Wiper,each,5,9.9,6']),
    );
    expect(again.json().errors).toEqual([
      {
        path: 'body.csv',
        message:
          'Line 2, Opening quantity: Only a new item takes an opening quantity; adjust stock on the item’s page',
      },
    ]);
  });

  it('imports its own export back without changing anything', async () => {
    const exported = (await as(owner).get('/inventory/items/export?status=all')).body;
    const before = ok<InventoryItemList>(
      await as(owner).get('/inventory/items?status=all&limit=100'),
    );
    const result = ok<{ created: number; updated: number }>(await importFile(exported));
    expect(result).toEqual({ created: 0, updated: before.items.length });
    const after = ok<InventoryItemList>(
      await as(owner).get('/inventory/items?status=all&limit=100'),
    );
    expect(after.items).toEqual(before.items);
    expect(
      (await as(frontDesk).send('POST', '/inventory/items/import', { csv: exported })).statusCode,
    ).toBe(403);
  });
});

// Last in the file: its items would change the counts and exports of the tests above.
describe('the name sort', () => {
  it('sorts names without regard to case', async () => {
    for (const [sku, name] of [
      ['CASE-1', 'bravo wiper'],
      ['CASE-2', 'Alpha belt'],
      ['CASE-3', 'Charlie cap'],
      ['CASE-4', 'alpine bulb'],
    ]) {
      await createItem({ sku, name, category: 'Case Sort' });
    }
    const names = async (order: string) =>
      ok<InventoryItemList>(
        await as(frontDesk).get(`/inventory/items?category=Case%20Sort&sort=name&order=${order}`),
      ).items.map((row) => row.name);
    expect(await names('asc')).toEqual(['Alpha belt', 'alpine bulb', 'bravo wiper', 'Charlie cap']);
    expect(await names('desc')).toEqual([
      'Charlie cap',
      'bravo wiper',
      'alpine bulb',
      'Alpha belt',
    ]);
  });
});
