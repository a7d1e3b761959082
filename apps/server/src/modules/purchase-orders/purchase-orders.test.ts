import type { StockUnit } from '@pitstop/domain/inventory';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, suppliers } from '../../db/schema/inventory.ts';
import { jobs } from '../../db/schema/platform.ts';
import { createJobWorker } from '../../platform/job-queue.ts';
import { apiAs, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { rowsOf } from '../../test/rows.ts';
import { createTestApp } from '../../test/test-app.ts';
import { findLedgerMismatches, recordStockMovement } from '../inventory/stock-ledger.ts';
import {
  PURCHASE_ORDER_MAIL_JOB,
  purchaseOrderJobHandlers,
  sendPurchaseOrderMail,
} from './purchase-order-mail.ts';

type Api = ReturnType<typeof apiAs>;

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shopId: string;
let admin: Api;
let otherAdmin: Api;
let otherShopId: string;

/** A supplier row of the shop, straight in the table (the suppliers API has its own tests). */
async function supplier(
  shop: string,
  values: { name: string; email?: string | null; phone?: string; leadTimeDays?: number },
): Promise<string> {
  const [row] = await harness.database.db
    .insert(suppliers)
    .values({ shopId: shop, email: null, ...values })
    .returning({ id: suppliers.id });
  return (row as { id: string }).id;
}

/** An item with stock on the shelf (an opening receipt through the ledger). */
async function item(
  shop: string,
  values: {
    sku: string;
    name?: string;
    supplierId?: string | null;
    cost?: string;
    onHand?: string;
    reorderPoint?: string | null;
    reorderQuantity?: string | null;
    unit?: StockUnit;
  },
): Promise<string> {
  const db = harness.database.db;
  const [row] = await db
    .insert(inventoryItems)
    .values({
      shopId: shop,
      sku: values.sku,
      name: values.name ?? values.sku,
      unit: values.unit ?? 'each',
      cost: values.cost ?? '10.00',
      price: '20.00',
      supplierId: values.supplierId ?? null,
      reorderPoint: values.reorderPoint ?? null,
      reorderQuantity: values.reorderQuantity ?? null,
    })
    .returning({ id: inventoryItems.id });
  const id = (row as { id: string }).id;
  if (values.onHand && values.onHand !== '0') {
    await db.transaction((tx) =>
      recordStockMovement({
        tx,
        shopId: shop,
        itemId: id,
        kind: 'receipt',
        onHandChange: values.onHand,
        unitCost: values.cost ?? '10.00',
        actor: 'system',
      }),
    );
  }
  return id;
}

async function stockOf(id: string) {
  const [row] = await harness.database.db
    .select({ onHand: inventoryItems.onHand, cost: inventoryItems.cost })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, id));
  return row;
}

async function draft(api: Api, body: Record<string, unknown>) {
  const response = await api.send('POST', '/purchase-orders', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function transition(api: Api, id: string, body: Record<string, unknown>) {
  return api.send('POST', `/purchase-orders/${id}/transitions`, body);
}

beforeAll(async () => {
  harness = await createTestApp();
  const owner = await createShopAdmin(harness.app, {
    email: 'owner@po.test',
    shopName: 'Parts Garage',
  });
  shopId = owner.shopId;
  admin = apiAs(harness.app, owner);
  const other = await createShopAdmin(harness.app, {
    email: 'owner@other-po.test',
    shopName: 'Other Garage',
  });
  otherShopId = other.shopId;
  otherAdmin = apiAs(harness.app, other);
});

afterAll(async () => {
  await harness?.close();
});

describe('suppliers', () => {
  it('adds, lists with item counts, edits, deactivates, and refuses a name clash', async () => {
    const created = await admin.send('POST', '/suppliers', {
      name: 'Brake World',
      contactName: 'Sam Lee',
      email: 'Orders@BrakeWorld.test',
      phone: '555 0100',
      accountNumber: 'PG-42',
      leadTimeDays: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const brakeWorld = created.json();
    expect(brakeWorld).toMatchObject({
      name: 'Brake World',
      email: 'orders@brakeworld.test',
      leadTimeDays: 3,
      active: true,
      itemCount: 0,
    });
    await item(shopId, { sku: 'SUP-1', supplierId: brakeWorld.id });

    const clash = await admin.send('POST', '/suppliers', { name: 'brake world' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toContain('A supplier named "brake world" already exists');
    expect(clash.json().errors).toEqual([{ path: 'body.name', message: 'Name already used' }]);

    const bad = await admin.send('POST', '/suppliers', { name: '', leadTimeDays: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.leadTimeDays']),
    );

    const other = (await admin.send('POST', '/suppliers', { name: 'Filters Inc' })).json();
    const renamed = await admin.send('PUT', `/suppliers/${other.id}`, { name: 'Brake World' });
    expect(renamed.statusCode).toBe(409);

    const deactivated = await admin.send('PUT', `/suppliers/${other.id}`, {
      name: 'Filters Inc',
      active: false,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json().active).toBe(false);

    const list = (await admin.get('/suppliers')).json().items;
    expect(list.map((row: { name: string }) => row.name).slice(0, 2)).toEqual([
      'Brake World',
      'Filters Inc',
    ]);
    expect(list[0].itemCount).toBe(1);

    const elsewhere = await otherAdmin.send('PUT', `/suppliers/${other.id}`, { name: 'Mine' });
    expect(elsewhere.statusCode).toBe(404);
    expect((await otherAdmin.get('/suppliers')).json().items).toEqual([]);
  });
});

describe('purchase orders', () => {
  let acme: string;
  let pads: string;
  let oil: string;

  beforeAll(async () => {
    acme = await supplier(shopId, {
      name: 'Acme Parts',
      email: 'orders@acme.test',
      leadTimeDays: 2,
    });
    pads = await item(shopId, { sku: 'BP-1', name: 'Brake pads', supplierId: acme, onHand: '4' });
    oil = await item(shopId, {
      sku: 'OIL-5',
      name: 'Engine oil 5W-30',
      supplierId: acme,
      unit: 'litre',
      cost: '8.00',
    });
  });

  it('creates a draft with a number, lines and total; edits it only while a draft', async () => {
    const order = await draft(admin, {
      supplierId: acme,
      notes: 'Deliver to the back door',
      lines: [
        { itemId: pads, quantity: '10', unitCost: '12.50' },
        { itemId: oil, quantity: '2.5', unitCost: '8.00' },
      ],
    });
    expect(order).toMatchObject({
      status: 'draft',
      supplier: { id: acme, name: 'Acme Parts', email: 'orders@acme.test' },
      total: '145.00',
      lineCount: 2,
      currency: 'USD',
      notes: 'Deliver to the back door',
    });
    expect(order.number).toBeGreaterThan(0);
    expect(order.lines[1]).toMatchObject({
      quantity: '2.50',
      quantityReceived: '0.00',
      amount: '20.00',
    });
    expect(order.history).toMatchObject([{ action: 'create', toStatus: 'draft' }]);

    const half = await admin.send('PUT', `/purchase-orders/${order.id}`, {
      supplierId: acme,
      lines: [{ itemId: pads, quantity: '1.5', unitCost: '12.50' }],
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual([
      { path: 'body.lines.0.quantity', message: 'Use a whole number: this item is counted in pcs' },
    ]);

    const edited = await admin.send('PUT', `/purchase-orders/${order.id}`, {
      supplierId: acme,
      expectedOn: '2027-01-10',
      lines: [{ itemId: pads, quantity: '6', unitCost: '12.00' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ total: '72.00', lineCount: 1, expectedOn: '2027-01-10' });

    const sent = await transition(admin, order.id, { action: 'order' });
    expect(sent.statusCode, sent.body).toBe(200);
    const late = await admin.send('PUT', `/purchase-orders/${order.id}`, {
      supplierId: acme,
      lines: [{ itemId: pads, quantity: '7', unitCost: '12.00' }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/^PO-\d{4} is ordered: only a draft can be changed/);
  });

  it('refuses unknown items and suppliers with the field named', async () => {
    const foreignItem = await item(otherShopId, { sku: 'X-1' });
    const response = await admin.send('POST', '/purchase-orders', {
      supplierId: acme,
      lines: [{ itemId: foreignItem, quantity: '1', unitCost: '1.00' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'body.lines.0.itemId', message: 'Not an item of this shop' },
    ]);
    const foreignSupplier = await supplier(otherShopId, { name: 'Theirs' });
    const wrong = await admin.send('POST', '/purchase-orders', {
      supplierId: foreignSupplier,
      lines: [{ itemId: pads, quantity: '1', unitCost: '1.00' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('body.supplierId');
  });

  it('sends the order: a mail with the PDF goes to the supplier through the job queue', async () => {
    const order = await draft(admin, {
      supplierId: acme,
      lines: [{ itemId: pads, quantity: '3', unitCost: '11.00' }],
    });
    const sent = await transition(admin, order.id, { action: 'order' });
    expect(sent.statusCode, sent.body).toBe(200);
    const ordered = sent.json();
    expect(ordered).toMatchObject({ status: 'ordered', sentTo: 'orders@acme.test' });
    expect(ordered.orderedAt).not.toBeNull();
    // Two days of lead time give the expected date.
    expect(ordered.expectedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ordered.history.at(-1)).toMatchObject({
      action: 'order',
      fromStatus: 'draft',
      toStatus: 'ordered',
      details: { sentTo: 'orders@acme.test' },
    });

    const [job] = await harness.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${PURCHASE_ORDER_MAIL_JOB}:${order.id}`));
    expect(job?.kind).toBe(PURCHASE_ORDER_MAIL_JOB);
    const worker = createJobWorker({
      db: harness.database.db,
      handlers: purchaseOrderJobHandlers(harness.app),
      log: pino({ level: 'silent' }),
    });
    expect(await worker.runDue()).toBeGreaterThanOrEqual(1);

    const number = `PO-${String(order.number).padStart(4, '0')}`;
    const mails = (await harness.app.inject('/api/dev/mailbox?to=orders@acme.test')).json();
    const mail = mails.find((entry: { subject: string }) => entry.subject.includes(number));
    expect(mail.subject).toBe(`Purchase order ${number} from Parts Garage`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `${number}.pdf`,
      contentType: 'application/pdf',
      encoding: 'base64',
    });
    expect(Buffer.from(mail.attachments[0].content, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    // A job run again (a lease lost after the send) does not mail the supplier a second copy.
    if (job) await sendPurchaseOrderMail(harness.app, { ...job, attempts: 2 });
    const after = (await harness.app.inject('/api/dev/mailbox?to=orders@acme.test')).json();
    expect(
      after.filter((entry: { subject: string }) => entry.subject.includes(number)),
    ).toHaveLength(1);
    const shown = (await admin.get(`/purchase-orders/${order.id}`)).json();
    expect(shown.history.at(-1)).toMatchObject({
      action: 'mail',
      actorName: 'System',
      details: { sentTo: 'orders@acme.test' },
    });
    const download = await harness.app.inject(`/dev/mailbox/${mail.id}/attachments/0`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const page = await harness.app.inject('/dev/mailbox?to=orders@acme.test');
    expect(page.body).toContain(`${number}.pdf</a>`);

    const pdf = await admin.get(`/purchase-orders/${order.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const again = await transition(admin, order.id, { action: 'order' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      'Send to supplier is not possible: the purchase order is ordered.',
    );
  });

  it('previews the mail Send to supplier then queues, to the address typed; refused as the send is', async () => {
    const order = await draft(admin, {
      supplierId: acme,
      lines: [{ itemId: oil, quantity: '5', unitCost: '8.00' }],
    });
    const number = `PO-${String(order.number).padStart(4, '0')}`;
    const byDefault = await admin.get(`/purchase-orders/${order.id}/order/preview`);
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    expect(byDefault.json()).toMatchObject({
      to: 'orders@acme.test',
      subject: `Purchase order ${number} from Parts Garage`,
      attachments: [{ filename: `${number}.pdf` }],
    });
    // The lead time's expected date is in the mail before the order has one.
    expect(byDefault.json().text).toMatch(/Wanted by: /);
    expect((await admin.get(`/purchase-orders/${order.id}`)).json().status).toBe('draft');

    const to = 'sales@acme.test';
    const preview = await admin.get(`/purchase-orders/${order.id}/order/preview?to=${to}`);
    const sent = await transition(admin, order.id, { action: 'order', to });
    expect(sent.json()).toMatchObject({ status: 'ordered', sentTo: to });
    await createJobWorker({
      db: harness.database.db,
      handlers: purchaseOrderJobHandlers(harness.app),
      log: pino({ level: 'silent' }),
    }).runDue();
    const [mail] = (await harness.app.inject(`/api/dev/mailbox?to=${to}`)).json();
    expect(preview.json()).toEqual({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments.map(({ filename }: { filename: string }) => ({ filename })),
    });

    const refused = await admin.get(`/purchase-orders/${order.id}/order/preview`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Send to supplier is not possible: the purchase order is ordered.',
    );
    const bad = await admin.get(`/purchase-orders/${order.id}/order/preview?to=acme`);
    expect(bad.json().errors).toEqual([
      { path: 'query.to', message: 'Enter a valid email address' },
    ]);
    expect((await otherAdmin.get(`/purchase-orders/${order.id}/order/preview`)).statusCode).toBe(
      404,
    );
  });

  it('orders from a supplier without e-mail by phone: ordered, nothing mailed', async () => {
    const local = await supplier(shopId, { name: 'Corner Parts', phone: '555 0199' });
    const bulb = await item(shopId, { sku: 'BULB-1', supplierId: local });
    const order = await draft(admin, {
      supplierId: local,
      lines: [{ itemId: bulb, quantity: '2', unitCost: '3.00' }],
    });
    const sent = await transition(admin, order.id, { action: 'order' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'ordered', sentTo: null });
    expect(sent.json().history.at(-1).details).toEqual({ by: 'phone', phone: '555 0199' });
    const queued = await harness.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${PURCHASE_ORDER_MAIL_JOB}:${order.id}`));
    expect(queued).toEqual([]);
    const nothingToShow = await admin.get(`/purchase-orders/${order.id}/order/preview`);
    expect(nothingToShow.statusCode).toBe(409);
    const another = await draft(admin, {
      supplierId: local,
      lines: [{ itemId: bulb, quantity: '1', unitCost: '3.00' }],
    });
    const noAddress = await admin.get(`/purchase-orders/${another.id}/order/preview`);
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().detail).toBe(
      'Corner Parts has no e-mail address, so nothing is mailed. Type one, or mark the order as ordered by phone.',
    );
  });

  it('receives partially then fully: on hand, weighted average cost, movements with the order', async () => {
    const filter = await item(shopId, {
      sku: 'OF-1',
      name: 'Oil filter',
      supplierId: acme,
      onHand: '10',
      cost: '4.00',
    });
    const order = await draft(admin, {
      supplierId: acme,
      lines: [
        { itemId: filter, quantity: '10', unitCost: '6.00' },
        { itemId: oil, quantity: '5', unitCost: '8.00' },
      ],
    });
    const early = await admin.send('POST', `/purchase-orders/${order.id}/receipts`, {
      lines: [{ lineId: order.lines[0].id, quantity: '1' }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Receive is not possible: the purchase order is draft.');
    await transition(admin, order.id, { action: 'order' });

    const [filterLine, oilLine] = order.lines;
    const partial = await admin.send('POST', `/purchase-orders/${order.id}/receipts`, {
      lines: [{ lineId: filterLine.id, quantity: '4' }],
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().status).toBe('partially_received');
    expect(partial.json().lines[0].quantityReceived).toBe('4.00');
    // 10 at 4.00 and 4 at 6.00: 64.00 / 14 = 4.57.
    expect(await stockOf(filter)).toEqual({ onHand: '14.00', cost: '4.57' });

    const over = await admin.send('POST', `/purchase-orders/${order.id}/receipts`, {
      lines: [
        { lineId: filterLine.id, quantity: '7' },
        { lineId: oilLine.id, quantity: '1.25' },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([
      { path: 'body.lines.0.quantity', message: 'At most 6 pcs of Oil filter is still to come' },
    ]);
    expect(await stockOf(filter)).toEqual({ onHand: '14.00', cost: '4.57' });

    const rest = await admin.send('POST', `/purchase-orders/${order.id}/receipts`, {
      lines: [
        { lineId: filterLine.id, quantity: '6', unitCost: '5.00' },
        { lineId: oilLine.id, quantity: '5' },
      ],
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().status).toBe('received');
    expect(rest.json().receivedAt).not.toBeNull();
    // 14 at 4.57 and 6 at the invoiced 5.00: 93.98 / 20 = 4.70.
    expect(await stockOf(filter)).toEqual({ onHand: '20.00', cost: '4.70' });
    expect(await stockOf(oil)).toEqual({ onHand: '5.00', cost: '8.00' });
    expect(rest.json().history.map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'order',
      'receive',
      'receive',
    ]);

    const movements = await rowsOf<{ item_id: string; on_hand_change: string; unit_cost: string }>(
      harness.database.db,
      sql`select item_id, on_hand_change::text, unit_cost::text from stock_movements
        where purchase_order_id = ${order.id} order by created_at`,
    );
    expect(movements).toHaveLength(3);
    expect(movements).toEqual(
      expect.arrayContaining([
        { item_id: filter, on_hand_change: '4.00', unit_cost: '6.00' },
        { item_id: filter, on_hand_change: '6.00', unit_cost: '5.00' },
        { item_id: oil, on_hand_change: '5.00', unit_cost: '8.00' },
      ]),
    );
    const check = await findLedgerMismatches({ tx: harness.database.db, shopId });
    expect(check.mismatches).toEqual([]);

    const closed = await transition(admin, order.id, { action: 'close', reason: 'Done' });
    expect(closed.statusCode).toBe(409);
  });

  it('never receives twice: two submits of one delivery at once, and a retried Idempotency-Key', async () => {
    const wiper = await item(shopId, { sku: 'WB-1', name: 'Wiper blade', supplierId: acme });
    const order = await draft(admin, {
      supplierId: acme,
      lines: [{ itemId: wiper, quantity: '5', unitCost: '7.00' }],
    });
    await transition(admin, order.id, { action: 'order' });
    const body = { lines: [{ lineId: order.lines[0].id, quantity: '5' }] };
    const answers = await Promise.all([
      admin.send('POST', `/purchase-orders/${order.id}/receipts`, body),
      admin.send('POST', `/purchase-orders/${order.id}/receipts`, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(wiper)).toMatchObject({ onHand: '5.00' });

    const belt = await item(shopId, { sku: 'BELT-1', name: 'Belt', supplierId: acme });
    const second = await draft(admin, {
      supplierId: acme,
      lines: [{ itemId: belt, quantity: '4', unitCost: '20.00' }],
    });
    await transition(admin, second.id, { action: 'order' });
    const part = { lines: [{ lineId: second.lines[0].id, quantity: '1' }] };
    const key = { 'idempotency-key': 'delivery-1' };
    const first = await admin.send('POST', `/purchase-orders/${second.id}/receipts`, part, key);
    const retry = await admin.send('POST', `/purchase-orders/${second.id}/receipts`, part, key);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json().lines[0].quantityReceived).toBe('1.00');
    expect(await stockOf(belt)).toMatchObject({ onHand: '1.00' });
    const reused = await admin.send(
      'POST',
      `/purchase-orders/${second.id}/receipts`,
      { lines: [{ lineId: second.lines[0].id, quantity: '2' }] },
      key,
    );
    expect(reused.statusCode).toBe(422);
  });

  it('closes a partly received order and cancels drafts and orders, with reasons', async () => {
    const order = await draft(admin, {
      supplierId: acme,
      lines: [{ itemId: pads, quantity: '4', unitCost: '12.00' }],
    });
    const noReason = await transition(admin, order.id, { action: 'cancel' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { path: 'body.reason', message: 'A reason is required' },
    ]);
    const notYet = await transition(admin, order.id, { action: 'close', reason: 'Backordered' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().detail).toBe(
      'Close without the rest is not possible: the purchase order is draft.',
    );

    await transition(admin, order.id, { action: 'order' });
    await admin.send('POST', `/purchase-orders/${order.id}/receipts`, {
      lines: [{ lineId: order.lines[0].id, quantity: '1' }],
    });
    const cancelLate = await transition(admin, order.id, { action: 'cancel', reason: 'x' });
    expect(cancelLate.statusCode).toBe(409);
    const closed = await transition(admin, order.id, {
      action: 'close',
      reason: 'Rest is discontinued',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'received' });
    expect(closed.json().history.at(-1)).toMatchObject({
      action: 'close',
      fromStatus: 'partially_received',
      toStatus: 'received',
      reason: 'Rest is discontinued',
    });

    const other = await draft(admin, {
      supplierId: acme,
      lines: [{ itemId: pads, quantity: '1', unitCost: '12.00' }],
    });
    const cancelled = await transition(admin, other.id, {
      action: 'cancel',
      reason: 'Ordered elsewhere',
    });
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Ordered elsewhere',
    });
  });

  it('lists open and all orders, by status, supplier and PO number, in keyset pages', async () => {
    const open = (await admin.get('/purchase-orders')).json();
    expect(open.items.length).toBeGreaterThan(0);
    expect(
      open.items.every((order: { status: string }) =>
        ['draft', 'ordered', 'partially_received'].includes(order.status),
      ),
    ).toBe(true);
    const all = (await admin.get('/purchase-orders?view=all&limit=2')).json();
    expect(all.items).toHaveLength(2);
    expect(all.items[0].number).toBeGreaterThan(all.items[1].number);
    const next = (
      await admin.get(`/purchase-orders?view=all&limit=2&cursor=${all.nextCursor}`)
    ).json();
    expect(next.items[0].number).toBeLessThan(all.items[1].number);

    const received = (await admin.get('/purchase-orders?view=all&status=received')).json();
    expect(received.items.every((order: { status: string }) => order.status === 'received')).toBe(
      true,
    );
    const target = all.items[1];
    const found = (
      await admin.get(
        `/purchase-orders?view=all&search=PO-${String(target.number).padStart(4, '0')}`,
      )
    ).json();
    expect(found.items.map((order: { id: string }) => order.id)).toEqual([target.id]);
    const muller = await supplier(shopId, { name: 'Müller Autoteile' });
    const fromMuller = await draft(admin, {
      supplierId: muller,
      lines: [{ itemId: pads, quantity: '1', unitCost: '12.00' }],
    });
    const byName = (await admin.get('/purchase-orders?view=all&search=MULLER%20auto')).json();
    expect(byName.items.map((order: { id: string }) => order.id)).toEqual([fromMuller.id]);
    const bySupplier = (await admin.get(`/purchase-orders?view=all&supplierId=${acme}`)).json();
    expect(
      bySupplier.items.every((order: { supplier: { id: string } }) => order.supplier.id === acme),
    ).toBe(true);
    expect((await otherAdmin.get('/purchase-orders?view=all')).json().items).toEqual([]);
  });
});

describe('low stock and drafts from it', () => {
  let north: string;
  let south: string;
  let lowNorth: string;
  let lowSouth: string;
  let orphan: string;

  beforeAll(async () => {
    north = await supplier(shopId, { name: 'North Supply', email: 'north@supply.test' });
    south = await supplier(shopId, { name: 'South Supply' });
    lowNorth = await item(shopId, {
      sku: 'LN-1',
      name: 'Air filter',
      supplierId: north,
      onHand: '1',
      reorderPoint: '3',
      reorderQuantity: '10',
    });
    lowSouth = await item(shopId, {
      sku: 'LS-1',
      name: 'Coolant',
      supplierId: south,
      unit: 'litre',
      onHand: '0.5',
      reorderPoint: '4',
      reorderQuantity: null,
    });
    orphan = await item(shopId, {
      sku: 'LO-1',
      name: 'Fuse kit',
      onHand: '0',
      reorderPoint: '1',
    });
    await item(shopId, { sku: 'OK-1', supplierId: north, onHand: '50', reorderPoint: '3' });
  });

  it('groups low items by supplier (none last) with suggested quantities and what is on order', async () => {
    const alerts = (await admin.get('/inventory/alerts')).json();
    const names = alerts.groups.map((group: { supplier: { name: string } | null }) =>
      group.supplier ? group.supplier.name : null,
    );
    expect(names.slice(-3)).toEqual(['North Supply', 'South Supply', null]);
    const northGroup = alerts.groups.at(-3);
    expect(northGroup.items).toEqual([
      expect.objectContaining({
        id: lowNorth,
        available: '1.00',
        reorderPoint: '3.00',
        suggestedQuantity: '10.00',
        onOrder: '0.00',
        lowStock: true,
      }),
    ]);
    expect(alerts.groups.at(-2).items[0]).toMatchObject({
      id: lowSouth,
      suggestedQuantity: '3.50',
    });
    expect(alerts.groups.at(-1).items[0]).toMatchObject({ id: orphan, suggestedQuantity: '1.00' });
    expect(alerts.currency).toBe('USD');
  });

  it('makes one draft per supplier from the chosen alerts, and refuses items without a supplier', async () => {
    const refused = await admin.send('POST', '/purchase-orders/from-alerts', {
      itemIds: [lowNorth, orphan],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Choose a supplier on these items first: Fuse kit.');
    expect(refused.json().errors).toEqual([
      { path: 'body.itemIds.1', message: 'Fuse kit has no supplier' },
    ]);

    const created = await admin.send('POST', '/purchase-orders/from-alerts', {
      itemIds: [lowNorth, lowSouth],
    });
    expect(created.statusCode, created.body).toBe(200);
    const orders = created.json().purchaseOrders;
    expect(orders).toHaveLength(2);
    const bySupplier = Object.fromEntries(
      orders.map((order: { supplier: { name: string } }) => [order.supplier.name, order]),
    );
    const northDraft = (
      await admin.get(`/purchase-orders/${bySupplier['North Supply'].id}`)
    ).json();
    expect(northDraft).toMatchObject({ status: 'draft', total: '100.00' });
    expect(northDraft.lines).toEqual([
      expect.objectContaining({
        item: expect.objectContaining({ id: lowNorth }),
        quantity: '10.00',
      }),
    ]);

    // A second click fills the same drafts, ordering nothing twice.
    const again = (
      await admin.send('POST', '/purchase-orders/from-alerts', { itemIds: [lowNorth] })
    ).json();
    expect(again.purchaseOrders[0].id).toBe(bySupplier['North Supply'].id);
    const same = (await admin.get(`/purchase-orders/${bySupplier['North Supply'].id}`)).json();
    expect(same.lines[0].quantity).toBe('10.00');

    const alerts = (await admin.get('/inventory/alerts')).json();
    const air = alerts.groups
      .flatMap((group: { items: { id: string; onOrder: string }[] }) => group.items)
      .find((entry: { id: string }) => entry.id === lowNorth);
    expect(air.onOrder).toBe('10.00');
  });

  it("adds more of an item to its supplier's open draft, or opens one", async () => {
    const added = await admin.send('POST', '/purchase-orders/lines', {
      itemId: lowNorth,
      quantity: '2',
    });
    expect(added.statusCode, added.body).toBe(200);
    const [order] = added.json().purchaseOrders;
    const northDraft = (await admin.get(`/purchase-orders/${order.id}`)).json();
    expect(northDraft.lines[0].quantity).toBe('12.00');

    const extra = await item(shopId, { sku: 'LN-2', name: 'Cabin filter', supplierId: north });
    await admin.send('POST', '/purchase-orders/lines', { itemId: extra, quantity: '1' });
    const grown = (await admin.get(`/purchase-orders/${order.id}`)).json();
    expect(grown.lines.map((line: { quantity: string }) => line.quantity)).toEqual([
      '12.00',
      '1.00',
    ]);

    const half = await admin.send('POST', '/purchase-orders/lines', {
      itemId: extra,
      quantity: '0.5',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors[0].path).toBe('body.quantity');
    const none = await admin.send('POST', '/purchase-orders/lines', {
      itemId: orphan,
      quantity: '1',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toEqual({
      path: 'body.itemId',
      message: 'Fuse kit has no supplier',
    });
  });
});

describe('who may use purchase orders', () => {
  // Four sign-ups (password hashing) take a while on a busy machine.
  it('lets front desk and mechanics read, refuses their writes and car owners, hides other shops', async () => {
    const desk = apiAs(
      harness.app,
      await signUpStaff(harness.app, { email: 'desk@po.test', shopId, role: 'front_desk' }),
    );
    const mechanic = apiAs(
      harness.app,
      await signUpStaff(harness.app, { email: 'mech@po.test', shopId, role: 'mechanic' }),
    );
    const manager = apiAs(
      harness.app,
      await signUpStaff(harness.app, { email: 'manager@po.test', shopId, role: 'manager' }),
    );
    const owner = apiAs(
      harness.app,
      await signUpAndSignIn(harness.app, { email: 'driver@po.test', signupRole: 'client' }),
    );
    const order = (await admin.get('/purchase-orders?view=all&limit=1')).json().items[0];
    for (const reader of [desk, mechanic, manager]) {
      expect((await reader.get('/purchase-orders')).statusCode).toBe(200);
      expect((await reader.get(`/purchase-orders/${order.id}`)).statusCode).toBe(200);
      expect((await reader.get('/suppliers')).statusCode).toBe(200);
      expect((await reader.get('/inventory/alerts')).statusCode).toBe(200);
    }
    for (const readOnly of [desk, mechanic]) {
      expect((await readOnly.get(`/purchase-orders/${order.id}/order/preview`)).statusCode).toBe(
        403,
      );
      expect((await readOnly.send('POST', '/suppliers', { name: 'Nope' })).statusCode).toBe(403);
      expect(
        (await transition(readOnly, order.id, { action: 'cancel', reason: 'x' })).statusCode,
      ).toBe(403);
    }
    expect((await manager.send('POST', '/suppliers', { name: 'Manager Supply' })).statusCode).toBe(
      201,
    );
    expect((await owner.get('/purchase-orders')).statusCode).toBe(403);
    expect((await owner.get('/inventory/alerts')).statusCode).toBe(403);

    expect((await otherAdmin.get(`/purchase-orders/${order.id}`)).statusCode).toBe(404);
    expect((await otherAdmin.get(`/purchase-orders/${order.id}/pdf`)).statusCode).toBe(404);
    expect(
      (await transition(otherAdmin, order.id, { action: 'cancel', reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (
        await otherAdmin.send('POST', `/purchase-orders/${order.id}/receipts`, {
          lines: [{ lineId: order.id, quantity: '1' }],
        })
      ).statusCode,
    ).toBe(404);
  }, 60_000);
});
