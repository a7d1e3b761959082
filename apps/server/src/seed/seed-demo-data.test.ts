import { addQuantities, compareQuantities } from '@pitstop/domain/inventory';
import { type InvoiceStatus, pickupRefusal } from '@pitstop/domain/invoices';
import {
  computeJobOrderTotals,
  jobOrderLineInputSchema,
  openJobOrderStatuses,
} from '@pitstop/domain/job-orders';
import { localToday } from '@pitstop/domain/local-time';
import {
  addMoney,
  compareMoney,
  multiplyMoney,
  subtractMoney,
  sumMoney,
} from '@pitstop/domain/money';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database, Db } from '../db/database.ts';
import { creditNotes, invoiceLines, invoices, payments } from '../db/schema/billing.ts';
import { clients, vehicles } from '../db/schema/clients.ts';
import { inspectionItems, inspections } from '../db/schema/inspections.ts';
import {
  inventoryItems,
  purchaseOrderLines,
  purchaseOrders,
  stockMovements,
  suppliers,
} from '../db/schema/inventory.ts';
import { shopSequences } from '../db/schema/platform.ts';
import { shops } from '../db/schema/shops.ts';
import {
  appointments,
  cannedJobs,
  communicationLogs,
  declinedWork,
  jobOrderEstimates,
  jobOrderItems,
  jobOrders,
  services,
  visitRatings,
} from '../db/schema/workshop.ts';
import { itemAlias } from '../modules/inventory/item-rows.ts';
import { findLedgerMismatches, lowStockCondition } from '../modules/inventory/stock-ledger.ts';
import { domainLineOf, jobOrderLineColumns } from '../modules/job-orders/public.ts';
import { rowsOf } from '../test/rows.ts';
import { openTestDatabase } from '../test/test-app.ts';
import {
  DEMO_CAR_OWNER_EMAIL,
  DEMO_SHOP_NAME,
  type DemoDataResult,
  NORTHSIDE_SHOP_NAME,
  seedDemoData,
} from './seed-demo-data.ts';
import { isValidVin } from './vin.ts';

const DAY_MS = 86_400_000;

let first: Database;
let second: Database;
let seeded: DemoDataResult;
let seededLater: DemoDataResult;
const now = new Date();

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  const started = performance.now();
  seeded = await seedDemoData({ tx: first.db, now });
  console.info(
    `seedDemoData took ${Math.round(performance.now() - started)} ms on ${first.engine}`,
  );
  // Seeded as if five weeks later: a different weekday and month, the same content.
  seededLater = await seedDemoData({ tx: second.db, now: new Date(now.getTime() + 37 * DAY_MS) });
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

/** What a person sees in the demo, with no ids or timestamps, in a stable order. */
async function visibleContent(db: Db) {
  const clientList = await db
    .select({
      shop: shops.name,
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      company: clients.company,
      tags: clients.tags,
    })
    .from(clients)
    .innerJoin(shops, eq(shops.id, clients.shopId))
    .orderBy(shops.name, clients.name);
  const vehicleList = await db
    .select({
      owner: clients.name,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      vin: vehicles.vin,
      plate: vehicles.registrationNumber,
      mileage: vehicles.mileage,
    })
    .from(vehicles)
    .innerJoin(clients, eq(clients.id, vehicles.clientId))
    .orderBy(clients.name, vehicles.make, vehicles.model, vehicles.year, vehicles.vin);
  const jobs = await db
    .select({
      client: clients.name,
      vin: vehicles.vin,
      status: jobOrders.status,
      description: jobOrders.description,
      mileage: jobOrders.mileage,
      total: jobOrders.totalCost,
    })
    .from(jobOrders)
    .innerJoin(clients, eq(clients.id, jobOrders.clientId))
    .leftJoin(vehicles, eq(vehicles.id, jobOrders.vehicleId))
    .orderBy(clients.name, jobOrders.mileage, jobOrders.totalCost, jobOrders.description);
  const items = await db
    .select({
      shop: shops.name,
      sku: inventoryItems.sku,
      name: inventoryItems.name,
      brand: inventoryItems.brand,
      barcode: inventoryItems.barcode,
      location: inventoryItems.location,
      unit: inventoryItems.unit,
      price: inventoryItems.price,
      markup: inventoryItems.markupPercent,
      reorderPoint: inventoryItems.reorderPoint,
      supplier: suppliers.name,
      account: suppliers.accountNumber,
    })
    .from(inventoryItems)
    .innerJoin(shops, eq(shops.id, inventoryItems.shopId))
    .innerJoin(suppliers, eq(suppliers.id, inventoryItems.supplierId))
    .orderBy(shops.name, inventoryItems.sku);
  return { clientList, vehicleList, jobs, items };
}

async function shopId(db: Db, name: string) {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.name, name));
  if (!shop) throw new Error(`no shop named ${name}`);
  return shop.id;
}

describe('demo data', () => {
  it('fills the demo garage with about 40 clients and 60 vehicles, and Northside with its own few', async () => {
    const demo = await shopId(first.db, DEMO_SHOP_NAME);
    const northside = await shopId(first.db, NORTHSIDE_SHOP_NAME);
    expect(seeded.shops).toEqual({ demo, northside });
    const count = (table: typeof clients | typeof vehicles | typeof services, id: string) =>
      first.db.$count(table, eq(table.shopId, id));
    expect(await count(clients, demo)).toBe(40);
    expect(await count(vehicles, demo)).toBe(60);
    expect(await count(services, demo)).toBeGreaterThanOrEqual(15);
    expect(await count(clients, northside)).toBeGreaterThanOrEqual(5);
    expect(await count(clients, northside)).toBeLessThanOrEqual(8);
    expect(await count(vehicles, northside)).toBeGreaterThanOrEqual(5);
    expect(await count(services, northside)).toBeGreaterThan(0);
    expect(await first.db.$count(jobOrders, eq(jobOrders.shopId, northside))).toBeGreaterThan(5);
  });

  it('reports counts that match what it inserted', async () => {
    const db = first.db;
    expect(seeded.counts).toEqual({
      shops: await db.$count(shops),
      clients: await db.$count(clients),
      vehicles: await db.$count(vehicles),
      services: await db.$count(services),
      appointments: await db.$count(appointments),
      jobOrders: await db.$count(jobOrders),
      jobOrderItems: await db.$count(jobOrderItems),
      jobOrderEstimates: await db.$count(jobOrderEstimates),
      cannedJobs: await db.$count(cannedJobs),
      declinedWork: await db.$count(declinedWork),
      visitRatings: await db.$count(visitRatings),
      communications: await db.$count(communicationLogs),
      suppliers: await db.$count(suppliers),
      inventoryItems: await db.$count(inventoryItems),
      stockMovements: await db.$count(stockMovements),
      purchaseOrders: await db.$count(purchaseOrders),
      purchaseOrderLines: await db.$count(purchaseOrderLines),
      invoices: await db.$count(invoices),
      invoiceLines: await db.$count(invoiceLines),
      inspections: await db.$count(inspections),
      creditNotes: await db.$count(creditNotes),
      payments: await db.$count(payments),
    });
  });

  it('is deterministic: the same people, cars, amounts and parts whatever day it is seeded', async () => {
    // The stock ledger follows the calendar (deliveries on the suppliers' weekdays), so its
    // length may differ by a few movements; everything a person reads off a record does not.
    const { stockMovements: _a, purchaseOrderLines: _b, ...counts } = seeded.counts;
    expect(seededLater.counts).toMatchObject(counts);
    const a = await visibleContent(first.db);
    const b = await visibleContent(second.db);
    expect(b.clientList).toEqual(a.clientList);
    expect(b.vehicleList).toEqual(a.vehicleList);
    expect(b.jobs).toEqual(a.jobs);
    expect(b.items).toEqual(a.items);
  });

  it('gives every VIN a correct check digit, and leaves some cars without one', async () => {
    const rows = await first.db.select({ vin: vehicles.vin }).from(vehicles);
    const vins = rows.flatMap((row) => (row.vin ? [row.vin] : []));
    expect(vins.length).toBeGreaterThan(50);
    expect(vins.length).toBeLessThan(rows.length);
    for (const vin of vins) expect(isValidVin(vin), vin).toBe(true);
  });

  it("keeps every job order's totals what the domain computes from its lines, at realistic amounts", async () => {
    const jobs = await first.db
      .select({
        id: jobOrders.id,
        status: jobOrders.status,
        labor: jobOrders.laborTotal,
        parts: jobOrders.partsTotal,
        fees: jobOrders.feesTotal,
        discount: jobOrders.discountTotal,
        subtotal: jobOrders.totalCost,
        presentedTotal: jobOrders.presentedTotal,
        approvedTotal: jobOrders.approvedTotal,
      })
      .from(jobOrders);
    const lines = await first.db
      .select({ ...jobOrderLineColumns, jobOrderId: jobOrderItems.jobOrderId })
      .from(jobOrderItems)
      .orderBy(asc(jobOrderItems.position));
    for (const { id, status, ...stored } of jobs) {
      const own = lines.filter((line) => line.jobOrderId === id);
      expect(own.length, status).toBeGreaterThan(0);
      expect(own.map((line) => line.position)).toEqual(own.map((_, index) => index + 1));
      expect(stored).toEqual(computeJobOrderTotals(own.map(domainLineOf)));
    }
    const kinds = new Set(lines.map((line) => line.kind));
    expect(kinds).toEqual(new Set(['labor', 'part', 'fee', 'discount']));
    expect(lines.some((line) => line.pricing === 'hourly')).toBe(true);
    const parts = lines.filter((line) => line.kind === 'part');
    for (const part of parts) expect(part.partNumber && part.unitCost).toBeTruthy();
    expect(lines.some((line) => line.kind === 'discount' && line.percent !== null)).toBe(true);
    const completed = jobs
      .filter((row) => row.status === 'completed')
      .map((row) => Number(row.subtotal))
      .sort((x, y) => x - y);
    expect(completed[0]).toBeGreaterThan(0);
    const median = completed[Math.floor(completed.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(60);
    expect(median).toBeLessThan(500);
  });

  it("numbers each shop's job orders in the order they were opened", async () => {
    for (const name of [DEMO_SHOP_NAME, NORTHSIDE_SHOP_NAME]) {
      const rows = await first.db
        .select({ number: jobOrders.number })
        .from(jobOrders)
        .where(eq(jobOrders.shopId, await shopId(first.db, name)))
        .orderBy(asc(jobOrders.openedAt));
      expect(rows.map((row) => row.number)).toEqual(rows.map((_, index) => index + 1));
    }
  });

  it('has cars in the shop in every open status, promised today or tomorrow', async () => {
    const demo = await shopId(first.db, DEMO_SHOP_NAME);
    const open = await first.db
      .select({ status: jobOrders.status, promisedAt: jobOrders.promisedAt })
      .from(jobOrders)
      .where(and(eq(jobOrders.shopId, demo), inArray(jobOrders.status, [...openJobOrderStatuses])));
    expect(new Set(open.map((job) => job.status))).toEqual(new Set(openJobOrderStatuses));
    for (const job of open) {
      const days = ((job.promisedAt?.getTime() ?? 0) - now.getTime()) / DAY_MS;
      expect(days).toBeGreaterThan(-1);
      expect(days).toBeLessThan(3);
    }
    const cancelled = await first.db
      .select({ reason: jobOrders.cancelReason, approved: jobOrders.approvedTotal })
      .from(jobOrders)
      .where(and(eq(jobOrders.shopId, demo), eq(jobOrders.status, 'cancelled')));
    expect(cancelled.length).toBeGreaterThan(0);
    for (const job of cancelled)
      expect(job).toEqual({ reason: expect.any(String), approved: '0.00' });
  });

  it("inspects the demo garage's open job orders: one red and two yellow items each, the rest good", async () => {
    const demo = await shopId(first.db, DEMO_SHOP_NAME);
    const open = await first.db
      .select({ id: jobOrders.id })
      .from(jobOrders)
      .where(and(eq(jobOrders.shopId, demo), inArray(jobOrders.status, [...openJobOrderStatuses])));
    const done = await first.db
      .select({ jobOrderId: inspections.jobOrderId, status: inspections.status })
      .from(inspections)
      .where(eq(inspections.shopId, demo));
    expect(done.map((row) => row.jobOrderId).sort()).toEqual(open.map((row) => row.id).sort());
    expect(new Set(done.map((row) => row.status))).toEqual(new Set(['completed']));
    const items = await first.db
      .select({
        condition: inspectionItems.condition,
        kind: inspectionItems.kind,
        measurement: inspectionItems.measurement,
      })
      .from(inspectionItems)
      .where(eq(inspectionItems.shopId, demo));
    const count = (condition: string) =>
      items.filter((item) => item.condition === condition).length;
    expect(count('now')).toBe(open.length);
    expect(count('soon')).toBe(2 * open.length);
    expect(count('good') + count('now') + count('soon')).toBe(items.length);
    for (const item of items.filter((row) => row.kind === 'measurement'))
      expect(item.measurement).not.toBeNull();
  });

  it('gives the demo garage a few canned jobs built from its own services and parts', async () => {
    const db = first.db;
    const [demo] = await db.select().from(shops).where(eq(shops.name, DEMO_SHOP_NAME));
    const rows = await db
      .select()
      .from(cannedJobs)
      .where(eq(cannedJobs.shopId, demo?.id ?? ''));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const shopServices = await db
      .select()
      .from(services)
      .where(eq(services.shopId, demo?.id ?? ''));
    const shopItems = await db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.shopId, demo?.id ?? ''));
    for (const job of rows) {
      expect(job.active).toBe(true);
      const lines = z.array(jobOrderLineInputSchema).parse(job.lines);
      expect(lines.some((line) => line.kind === 'labor')).toBe(true);
      for (const line of lines) {
        if (line.kind === 'labor') {
          expect(shopServices.map((service) => service.id)).toContain(line.serviceId);
        }
        if (line.kind === 'part') {
          expect(shopItems.map((item) => item.id)).toContain(line.inventoryItemId);
        }
      }
    }
  });

  it('keeps answered estimates, declined work with follow-ups (some due) and ratings', async () => {
    const estimates = await first.db
      .select({
        presented: jobOrderEstimates.presentedTotal,
        approved: jobOrderEstimates.approvedTotal,
        signedName: jobOrderEstimates.signedName,
        answeredAt: jobOrderEstimates.answeredAt,
        revision: jobOrderEstimates.revision,
        jobRevision: jobOrders.revision,
        jobPresented: jobOrders.presentedTotal,
        jobApproved: jobOrders.approvedTotal,
        status: jobOrders.status,
      })
      .from(jobOrderEstimates)
      .innerJoin(jobOrders, eq(jobOrders.id, jobOrderEstimates.jobOrderId));
    const answered = estimates.filter((row) => row.answeredAt !== null);
    expect(answered.length).toBeGreaterThan(50);
    for (const row of answered) {
      expect(row.signedName).toBeTruthy();
      expect(row.approved).toBe(row.jobApproved);
      expect(row.answeredAt?.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    for (const row of estimates) {
      expect(row.presented).toBe(row.jobPresented);
      expect(row.revision).toBe(row.jobRevision);
    }
    const waiting = estimates.filter((row) => row.answeredAt === null);
    expect(waiting.length).toBeGreaterThan(0);
    for (const row of waiting) expect(row.status).toBe('awaiting_approval');

    const declined = await first.db
      .select({
        status: declinedWork.status,
        followUpOn: declinedWork.followUpOn,
        approval: jobOrderItems.approval,
      })
      .from(declinedWork)
      .innerJoin(jobOrderItems, eq(jobOrderItems.id, declinedWork.jobOrderItemId));
    expect(declined.length).toBeGreaterThan(10);
    for (const row of declined) expect(row.approval).toBe('declined');
    const today = now.toISOString().slice(0, 10);
    const due = declined.filter((row) => row.status === 'open' && row.followUpOn <= today);
    expect(due.length).toBeGreaterThan(0);
    expect(declined.some((row) => row.status === 'open' && row.followUpOn > today)).toBe(true);

    const ratings = await first.db.select({ score: visitRatings.score }).from(visitRatings);
    expect(ratings.length).toBeGreaterThan(20);
    const high = ratings.filter((row) => row.score >= 4).length;
    expect(high / ratings.length).toBeGreaterThan(0.75);
  });

  it('lays out a year of history up to today and bookings over the next three weeks', async () => {
    const demo = await shopId(first.db, DEMO_SHOP_NAME);
    const rows = await first.db
      .select({ status: appointments.status, startsAt: appointments.startsAt })
      .from(appointments)
      .where(eq(appointments.shopId, demo));
    expect(rows.length).toBeGreaterThan(150);
    const days = (row: { startsAt: Date }) => (row.startsAt.getTime() - now.getTime()) / DAY_MS;
    expect(Math.min(...rows.map(days))).toBeGreaterThan(-368);
    expect(Math.min(...rows.map(days))).toBeLessThan(-300);
    expect(Math.max(...rows.map(days))).toBeLessThan(24);
    for (const row of rows.filter((row) => row.status === 'completed'))
      expect(days(row)).toBeLessThan(0);
    const upcoming = rows.filter((row) => days(row) > 1);
    expect(upcoming.length).toBeGreaterThan(10);
    for (const row of upcoming) expect(['pending', 'confirmed']).toContain(row.status);
    const statuses = new Set(rows.map((row) => row.status));
    for (const status of [
      'completed',
      'cancelled',
      'no_show',
      'pending',
      'confirmed',
      'in_progress',
    ]) {
      expect(statuses).toContain(status);
    }

    const jobs = await first.db
      .select({ status: jobOrders.status, completedAt: jobOrders.completedAt })
      .from(jobOrders)
      .where(eq(jobOrders.shopId, demo));
    expect(jobs.filter((job) => job.status === 'completed').length).toBeGreaterThan(120);
    expect(jobs.some((job) => job.status === 'in_progress')).toBe(true);
    for (const job of jobs) {
      if (job.completedAt) expect(job.completedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('logs messages of every kind, mostly sent, some failed, inbound ones received', async () => {
    const rows = await first.db
      .select({
        type: communicationLogs.type,
        direction: communicationLogs.direction,
        status: communicationLogs.status,
        occurredAt: communicationLogs.occurredAt,
        subject: communicationLogs.subject,
        readAt: communicationLogs.readAt,
      })
      .from(communicationLogs);
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set(['email', 'phone', 'sms', 'whatsapp', 'note', 'message']),
    );
    // E-mails have subjects, nothing else does; some of each direction are still unread.
    for (const row of rows) expect(row.subject !== null).toBe(row.type === 'email');
    for (const direction of ['inbound', 'outbound']) {
      const ofDirection = rows.filter((row) => row.direction === direction);
      expect(ofDirection.some((row) => row.readAt === null)).toBe(true);
      expect(ofDirection.some((row) => row.readAt !== null)).toBe(true);
    }
    const sent = rows.filter((row) => row.status === 'sent').length;
    const failed = rows.filter((row) => row.status === 'failed').length;
    expect(sent).toBeGreaterThan(rows.length / 2);
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThan(sent / 10);
    for (const row of rows.filter((row) => row.direction === 'inbound'))
      expect(row.status).toBe('received');
    for (const row of rows) expect(row.occurredAt.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('uses only reserved e-mail domains and fictitious 555 numbers', async () => {
    const rows = await first.db
      .select({
        email: clients.email,
        phone: clients.phone,
        emergency: clients.emergencyContactPhone,
      })
      .from(clients);
    for (const row of rows) {
      if (row.email) expect(row.email).toMatch(/@(example\.(com|net|org)|pitstop\.test)$/);
      expect(row.phone).toMatch(/^\+1 555 0\d\d \d{4}$/);
      if (row.emergency) expect(row.emergency).toMatch(/^\+1 555 0\d\d \d{4}$/);
    }
    expect(rows.some((row) => row.emergency)).toBe(true);
  });

  it('gives Jordan Driver two vehicles, a service history and messages in the demo garage', async () => {
    const demo = await shopId(first.db, DEMO_SHOP_NAME);
    const [jordan] = await first.db
      .select()
      .from(clients)
      .where(and(eq(clients.shopId, demo), eq(clients.email, DEMO_CAR_OWNER_EMAIL)));
    expect(jordan).toMatchObject({ name: 'Jordan Driver', phone: '+1 555 010 2040' });
    if (!jordan) return;
    const cars = await first.db.select().from(vehicles).where(eq(vehicles.clientId, jordan.id));
    expect(cars).toHaveLength(2);
    const completed = await first.db.$count(
      jobOrders,
      and(eq(jobOrders.clientId, jordan.id), eq(jobOrders.status, 'completed')),
    );
    expect(completed).toBeGreaterThanOrEqual(3);
    const upcoming = await first.db
      .select({ startsAt: appointments.startsAt })
      .from(appointments)
      .where(and(eq(appointments.clientId, jordan.id), eq(appointments.status, 'confirmed')));
    expect(upcoming.some((row) => row.startsAt.getTime() > now.getTime())).toBe(true);
    expect(
      await first.db.$count(communicationLogs, eq(communicationLogs.clientId, jordan.id)),
    ).toBeGreaterThan(10);
    // Portal messages Jordan wrote, the latest not read by staff yet; an e-mail he has not opened.
    const portal = await first.db
      .select({ readAt: communicationLogs.readAt })
      .from(communicationLogs)
      .where(and(eq(communicationLogs.clientId, jordan.id), eq(communicationLogs.type, 'message')));
    expect(portal.length).toBeGreaterThanOrEqual(2);
    expect(portal.some((row) => row.readAt === null)).toBe(true);
    const unopened = await first.db.$count(
      communicationLogs,
      and(
        eq(communicationLogs.clientId, jordan.id),
        eq(communicationLogs.direction, 'outbound'),
        isNull(communicationLogs.readAt),
      ),
    );
    expect(unopened).toBeGreaterThan(0);
    // The A/C estimate waits for Jordan's answer.
    const waiting = await first.db
      .select({ status: jobOrders.status, answeredAt: jobOrderEstimates.answeredAt })
      .from(jobOrders)
      .innerJoin(jobOrderEstimates, eq(jobOrderEstimates.jobOrderId, jobOrders.id))
      .where(and(eq(jobOrders.clientId, jordan.id), eq(jobOrders.status, 'awaiting_approval')));
    expect(waiting).toEqual([{ status: 'awaiting_approval', answeredAt: null }]);
  });
});

describe('demo invoices', () => {
  it('invoices every completed job order once, numbered per year in order of completion, sequences at the last number', async () => {
    const db = first.db;
    for (const name of [DEMO_SHOP_NAME, NORTHSIDE_SHOP_NAME]) {
      const id = await shopId(db, name);
      const rows = await db
        .select({
          number: invoices.number,
          status: invoices.status,
          issuedOn: invoices.issuedOn,
          completedAt: jobOrders.completedAt,
        })
        .from(jobOrders)
        .leftJoin(invoices, eq(invoices.jobOrderId, jobOrders.id))
        .where(and(eq(jobOrders.shopId, id), eq(jobOrders.status, 'completed')))
        .orderBy(asc(jobOrders.completedAt), asc(jobOrders.id));
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.every((row) => row.number !== null && row.status !== 'draft')).toBe(true);
      const byYear = new Map<string, string[]>();
      for (const row of rows) {
        const year = String(row.issuedOn).slice(0, 4);
        byYear.set(year, [...(byYear.get(year) ?? []), row.number as string]);
      }
      const sequences = await db
        .select({ name: shopSequences.name, last: shopSequences.lastValue })
        .from(shopSequences)
        .where(and(eq(shopSequences.shopId, id), sql`${shopSequences.name} like 'invoice:%'`));
      expect(sequences.length).toBe(byYear.size);
      for (const [year, numbers] of byYear) {
        expect(numbers).toEqual(
          numbers.map((_, index) => `INV-${year}-${String(index + 1).padStart(5, '0')}`),
        );
        expect(sequences).toContainEqual({ name: `invoice:${year}`, last: numbers.length });
      }
      expect(await db.$count(invoices, eq(invoices.shopId, id))).toBe(rows.length);
    }
  });

  it('lets every completed job order leave as the pickup rule allows: an issued invoice, unpaid only where the shop allows unpaid pickup (ADR 037)', async () => {
    const db = first.db;
    for (const name of [DEMO_SHOP_NAME, NORTHSIDE_SHOP_NAME]) {
      const id = await shopId(db, name);
      const [shop] = await db
        .select({ unpaidPickupAllowed: shops.unpaidPickupAllowed })
        .from(shops)
        .where(eq(shops.id, id));
      const rows = await db
        .select({
          number: jobOrders.number,
          invoiceNumber: invoices.number,
          status: sql<InvoiceStatus | null>`${invoices.status}`,
          balance: invoices.balance,
        })
        .from(jobOrders)
        .leftJoin(
          invoices,
          and(eq(invoices.jobOrderId, jobOrders.id), sql`${invoices.status} <> 'void'`),
        )
        .where(and(eq(jobOrders.shopId, id), eq(jobOrders.status, 'completed')));
      const refused = rows.flatMap((row) => {
        const refusal = pickupRefusal({
          jobOrderNumber: String(row.number),
          invoice:
            row.status && row.balance !== null
              ? { number: row.invoiceNumber, status: row.status, balance: row.balance }
              : null,
          unpaidPickupAllowed: shop?.unpaidPickupAllowed ?? false,
          money: { currency: 'USD', locale: 'en-US' },
        });
        return refusal ? [refusal.message] : [];
      });
      expect(refused).toEqual([]);
      // The demo shows receivables: some cars left on account, which the shop allows.
      expect(rows.some((row) => row.balance !== null && Number(row.balance) > 0)).toBe(true);
      expect(shop?.unpaidPickupAllowed).toBe(true);
    }
  });

  it("bills the approved lines with the shop's tax: 8.25 % on parts and fees, labor exempt, figures adding up", async () => {
    const db = first.db;
    const demo = await shopId(db, DEMO_SHOP_NAME);
    const lines = await db
      .select({
        invoiceId: invoiceLines.invoiceId,
        kind: invoiceLines.kind,
        taxRate: invoiceLines.taxRate,
        net: invoiceLines.net,
        tax: invoiceLines.tax,
      })
      .from(invoiceLines)
      .where(eq(invoiceLines.shopId, demo));
    const rates = new Set(lines.map((line) => `${line.kind}:${line.taxRate}`));
    expect(rates).toContain('labor:null');
    expect(rates).toContain('part:8.250');
    expect([...rates].filter((rate) => rate.startsWith('labor:') && rate !== 'labor:null')).toEqual(
      [],
    );
    const rows = await db
      .select({
        id: invoices.id,
        net: invoices.net,
        tax: invoices.tax,
        total: invoices.total,
        jobTotal: jobOrders.approvedTotal,
      })
      .from(invoices)
      .innerJoin(jobOrders, eq(jobOrders.id, invoices.jobOrderId))
      .where(eq(invoices.shopId, demo));
    let taxed = 0;
    for (const invoice of rows) {
      const mine = lines.filter((line) => line.invoiceId === invoice.id);
      expect(sumMoney(mine.map((line) => line.net))).toBe(invoice.net);
      expect(sumMoney(mine.map((line) => line.tax))).toBe(invoice.tax);
      expect(addMoney(invoice.net, invoice.tax)).toBe(invoice.total);
      // The work invoiced is what the job billed (its approved total), before tax.
      expect(invoice.net).toBe(invoice.jobTotal);
      if (compareMoney(invoice.tax, '0') > 0) taxed++;
    }
    expect(taxed).toBeGreaterThan(rows.length / 2);
  });

  it('has most paid in full, a few open or partly paid, one overdue by more than 60 days, and one credit note refunded', async () => {
    const db = first.db;
    const demo = await shopId(db, DEMO_SHOP_NAME);
    const rows = await db
      .select({
        id: invoices.id,
        status: invoices.status,
        total: invoices.total,
        paid: invoices.paid,
        credited: invoices.credited,
        balance: invoices.balance,
        dueOn: invoices.dueOn,
      })
      .from(invoices)
      .where(eq(invoices.shopId, demo));
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    expect(count('paid')).toBeGreaterThan(rows.length * 0.8);
    expect(count('partially_paid')).toBe(2);
    expect(count('issued')).toBeGreaterThanOrEqual(4);
    const today = new Date(now.getTime()).toISOString().slice(0, 10);
    const longOverdue = rows.filter(
      (row) =>
        row.status === 'issued' && Date.parse(today) - Date.parse(String(row.dueOn)) > 60 * DAY_MS,
    );
    expect(longOverdue).toHaveLength(1);
    for (const row of rows) {
      expect(row.balance).toBe(subtractMoney(subtractMoney(row.total, row.credited), row.paid));
      if (row.status === 'paid') expect(row.balance).toBe('0.00');
    }
    const [note] = await db
      .select({
        invoiceId: creditNotes.invoiceId,
        total: creditNotes.total,
        refunded: creditNotes.refunded,
        number: creditNotes.number,
      })
      .from(creditNotes)
      .where(eq(creditNotes.shopId, demo));
    expect(note?.number).toMatch(/^CN-\d{4}-00001$/);
    expect(note?.refunded).toBe(note?.total);
    const refunds = await db
      .select({ amount: payments.amount })
      .from(payments)
      .where(and(eq(payments.shopId, demo), isNotNull(payments.creditNoteId)));
    expect(refunds).toEqual([{ amount: subtractMoney('0', note?.total ?? '0') }]);
    expect(rows.find((row) => row.id === note?.invoiceId)).toMatchObject({
      status: 'paid',
      credited: note?.total,
      balance: '0.00',
    });
  });

  it("makes each client's Total Spend what they were invoiced, less credit notes", async () => {
    const drifted = await rowsOf<{ name: string }>(
      first.db,
      sql`select c.name from clients c where c.total_spend <> coalesce((
        select sum(i.total - i.credited) from invoices i
        where i.client_id = c.id and i.status not in ('draft', 'void')), 0)`,
    );
    expect(drifted).toEqual([]);
    const [jordan] = await first.db
      .select({ spend: clients.totalSpend })
      .from(clients)
      .where(eq(clients.email, DEMO_CAR_OWNER_EMAIL));
    expect(compareMoney(jordan?.spend ?? '0', '500')).toBeGreaterThan(0);
  });
});

describe('demo inventory', () => {
  it('stocks about 150 parts from two suppliers, with part numbers, bins, units, prices or markups and reorder rules', async () => {
    for (const name of [DEMO_SHOP_NAME, NORTHSIDE_SHOP_NAME]) {
      const id = await shopId(first.db, name);
      const supplierRows = await first.db.select().from(suppliers).where(eq(suppliers.shopId, id));
      expect(supplierRows).toHaveLength(2);
      for (const supplier of supplierRows) {
        expect(supplier).toMatchObject({
          contactName: expect.any(String),
          email: expect.stringMatching(/@example\.(com|net)$/),
          phone: expect.stringMatching(/^\+1 555 0\d\d \d{4}$/),
          accountNumber: expect.any(String),
          leadTimeDays: expect.any(Number),
        });
      }
      const items = await first.db
        .select()
        .from(inventoryItems)
        .where(eq(inventoryItems.shopId, id));
      expect(items.length).toBeGreaterThanOrEqual(140);
      expect(items.length).toBeLessThanOrEqual(170);
      expect(new Set(items.map((item) => item.supplierId))).toEqual(
        new Set(supplierRows.map((supplier) => supplier.id)),
      );
      expect(new Set(items.map((item) => item.unit))).toEqual(
        new Set(['each', 'set', 'pair', 'box', 'litre', 'quart', 'gallon', 'foot']),
      );
      for (const category of ['Filters', 'Brakes', 'Fluids & Lubricants', 'Lighting', 'Wipers']) {
        expect(items.filter((item) => item.category === category).length).toBeGreaterThan(5);
      }
      for (const item of items) {
        expect(item.location).toMatch(/^[A-Z]\d-\d\d$/);
        expect(item.oemPartNumber ?? item.aftermarketPartNumber).toBeTruthy();
        expect((item.price === null) !== (item.markupPercent === null)).toBe(true);
        if (item.barcode) expect(item.barcode).toMatch(/^\d{12}$/);
      }
      expect(items.filter((item) => item.barcode).length).toBeGreaterThan(items.length / 3);
      expect(items.some((item) => item.price !== null)).toBe(true);
      expect(items.some((item) => item.markupPercent !== null)).toBe(true);
    }
  });

  it("keeps every item's stock equal to its ledger, whose running balance never went below zero", async () => {
    for (const name of [DEMO_SHOP_NAME, NORTHSIDE_SHOP_NAME]) {
      const id = await shopId(first.db, name);
      const check = await findLedgerMismatches({ tx: first.db, shopId: id });
      expect(check.checkedItems).toBeGreaterThanOrEqual(140);
      expect(check.mismatches).toEqual([]);
      const movements = await first.db
        .select({
          itemId: stockMovements.itemId,
          onHandChange: stockMovements.onHandChange,
          reservedChange: stockMovements.reservedChange,
          onHandAfter: stockMovements.onHandAfter,
          createdAt: stockMovements.createdAt,
        })
        .from(stockMovements)
        .where(eq(stockMovements.shopId, id))
        .orderBy(asc(stockMovements.createdAt));
      const running = new Map<string, { onHand: string; reserved: string }>();
      for (const movement of movements) {
        const before = running.get(movement.itemId) ?? { onHand: '0', reserved: '0' };
        const after = {
          onHand: addQuantities(before.onHand, movement.onHandChange),
          reserved: addQuantities(before.reserved, movement.reservedChange),
        };
        expect(after.onHand).toBe(movement.onHandAfter);
        expect(compareQuantities(after.onHand, '0')).toBeGreaterThanOrEqual(0);
        expect(compareQuantities(after.reserved, '0')).toBeGreaterThanOrEqual(0);
        expect(movement.createdAt.getTime()).toBeLessThanOrEqual(now.getTime() + 60_000);
        running.set(movement.itemId, after);
      }
      const kinds = await first.db
        .selectDistinct({ kind: stockMovements.kind })
        .from(stockMovements)
        .where(eq(stockMovements.shopId, id));
      expect(new Set(kinds.map((row) => row.kind))).toEqual(
        new Set(['receipt', 'consumption', 'reservation', 'adjustment']),
      );
    }
  });

  it("links the demo job orders' part lines to items; completed jobs consumed them, open approved ones hold them", async () => {
    const demo = await shopId(first.db, DEMO_SHOP_NAME);
    const lines = await rowsOf<{
      job_order_id: string;
      status: string;
      approval: string;
      part_number: string | null;
      inventory_item_id: string | null;
      quantity: string;
      sku: string | null;
    }>(
      first.db,
      sql`select l.job_order_id, j.status, l.approval, l.part_number, l.inventory_item_id,
          l.quantity::text, i.sku
        from job_order_items l join job_orders j on j.id = l.job_order_id
        left join inventory_items i on i.id = l.inventory_item_id
        where l.shop_id = ${demo} and l.kind = 'part'`,
    );
    const linked = lines.filter((line) => line.inventory_item_id !== null);
    // Refrigerant is billed by the pound, which no stock unit counts: those lines stay free text.
    expect(linked.length).toBeGreaterThan(lines.length * 0.9);
    for (const line of linked) expect(line.sku).toBe(line.part_number);
    const held = await rowsOf<{
      job_order_id: string;
      item_id: string;
      reserved: string;
      consumed: string;
    }>(
      first.db,
      sql`select job_order_id, item_id, sum(reserved_change)::text as reserved,
          (-sum(on_hand_change))::text as consumed
        from stock_movements where shop_id = ${demo} and job_order_id is not null
        group by job_order_id, item_id`,
    );
    const expected = new Map<string, { reserved: string; consumed: string }>();
    for (const line of linked) {
      if (line.approval === 'declined') continue;
      const holding = ['approved', 'in_progress', 'waiting_for_parts', 'ready_for_pickup'];
      const key = `${line.job_order_id} ${line.inventory_item_id}`;
      const sum = expected.get(key) ?? { reserved: '0.00', consumed: '0.00' };
      if (line.status === 'completed') sum.consumed = addQuantities(sum.consumed, line.quantity);
      else if (holding.includes(line.status))
        sum.reserved = addQuantities(sum.reserved, line.quantity);
      else continue;
      expected.set(key, sum);
    }
    expect(
      new Map(
        held.map((row) => [
          `${row.job_order_id} ${row.item_id}`,
          { reserved: row.reserved, consumed: row.consumed },
        ]),
      ),
    ).toEqual(expected);
    expect([...expected.values()].some((sum) => sum.reserved !== '0.00')).toBe(true);
    expect([...expected.values()].filter((sum) => sum.consumed !== '0.00').length).toBeGreaterThan(
      100,
    );
  });

  it('has a few items at or below their reorder point, a received purchase order and an open one', async () => {
    for (const name of [DEMO_SHOP_NAME, NORTHSIDE_SHOP_NAME]) {
      const id = await shopId(first.db, name);
      const [low] = await rowsOf<{ count: number }>(
        first.db,
        sql`select count(*)::int as count from inventory_items i
          where i.shop_id = ${id} and ${lowStockCondition(itemAlias)}`,
      );
      expect(low?.count).toBeGreaterThanOrEqual(3);
      expect(low?.count).toBeLessThanOrEqual(15);

      const orders = await first.db
        .select()
        .from(purchaseOrders)
        .where(eq(purchaseOrders.shopId, id))
        .orderBy(asc(purchaseOrders.number));
      expect(orders.map((order) => [order.number, order.status])).toEqual([
        [1, 'received'],
        [2, 'ordered'],
      ]);
      const [received, open] = orders;
      if (!received || !open) return;
      expect(received.receivedAt).not.toBeNull();
      expect(open.orderedAt?.getTime()).toBeLessThan(now.getTime());
      // Still on its way: expected after today in the shop's calendar (not the UTC date).
      const [shop] = await first.db
        .select({ timeZone: shops.timezone })
        .from(shops)
        .where(eq(shops.id, id));
      const today = localToday(shop?.timeZone ?? 'UTC', now);
      expect(
        (open.expectedOn ?? '') > today,
        `expected on ${open.expectedOn}, today ${today}`,
      ).toBe(true);
      for (const order of orders) {
        const orderLines = await first.db
          .select()
          .from(purchaseOrderLines)
          .where(eq(purchaseOrderLines.purchaseOrderId, order.id));
        expect(orderLines.length).toBeGreaterThan(0);
        const receipts = await first.db
          .select({ itemId: stockMovements.itemId, quantity: stockMovements.onHandChange })
          .from(stockMovements)
          .where(
            and(
              isNotNull(stockMovements.purchaseOrderId),
              eq(stockMovements.purchaseOrderId, order.id),
            ),
          );
        const total = orderLines.reduce(
          (sum, line) => addMoney(sum, multiplyMoney(line.quantity, line.unitCost)),
          '0.00',
        );
        expect(order.total).toBe(total);
        if (order.status === 'received') {
          expect(receipts.map((receipt) => [receipt.itemId, receipt.quantity]).sort()).toEqual(
            orderLines.map((line) => [line.itemId, line.quantity]).sort(),
          );
          for (const line of orderLines) expect(line.quantityReceived).toBe(line.quantity);
        } else {
          expect(receipts).toEqual([]);
          for (const line of orderLines) expect(line.quantityReceived).toBe('0.00');
        }
      }
    }
  });
});
