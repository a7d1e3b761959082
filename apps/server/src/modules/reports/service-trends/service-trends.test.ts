import { bucketsOf } from '@pitstop/domain/reports';
import type { ServiceTrendsReport } from '@pitstop/domain/service-trends';
import Big from 'big.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoices,
} from '../../../db/schema/billing.ts';
import { inspectionItems, inspections } from '../../../db/schema/inspections.ts';
import { inventoryItems, stockMovements } from '../../../db/schema/inventory.ts';
import { shops } from '../../../db/schema/shops.ts';
import {
  cannedJobs,
  declinedWork,
  jobOrderItems,
  jobOrderJobs,
  jobOrders,
  services,
} from '../../../db/schema/workshop.ts';
import { apiAs, type Session, signUpStaff } from '../../../test/api-helpers.ts';
import { createShopAdmin } from '../../../test/auth-helpers.ts';
import { jobOrderRows } from '../../../test/job-order-rows.ts';
import { createTestApp } from '../../../test/test-app.ts';

/**
 * The shop is in America/New_York; the period is March 2026 by week, so it holds the spring
 * change (Sunday 8 March, 167-hour week). Job orders are completed at 23:59 and 00:01 local time
 * on both edges of the period and late on the DST Sunday (already the 9th in UTC). Every figure
 * the API gives is compared with a recomputation in this file from the raw rows.
 */
let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let manager: Session;
let desk: Session;
let mechanic: Session;
let shopId: string;
let brakes: string;
let oil: string;
const zone = 'America/New_York';
const march = '/reports/service-trends?period=custom&from=2026-03-01&to=2026-03-31&groupBy=week';
const as = (session: Session) => apiAs(harness.app, session);

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const rows = jobOrderRows(harness.database);
  admin = await createShopAdmin(harness.app, { email: 'admin@trends.test', shopName: 'Trends' });
  shopId = admin.shopId;
  manager = await signUpStaff(harness.app, { email: 'm@trends.test', shopId, role: 'manager' });
  desk = await signUpStaff(harness.app, { email: 'd@trends.test', shopId, role: 'front_desk' });
  mechanic = await signUpStaff(harness.app, { email: 'x@trends.test', shopId, role: 'mechanic' });
  await db.update(shops).set({ timezone: zone }).where(eq(shops.id, shopId));

  const client = await rows.client(shopId, { name: 'Ann Archer' });
  const vehicle = await rows.vehicle(shopId, client, { make: 'Toyota', model: 'RAV4' });
  const service = async (name: string, durationMinutes: number) => {
    const [row] = await db
      .insert(services)
      .values({ shopId, name, category: 'Repair', durationMinutes, price: '100.00' })
      .returning({ id: services.id });
    return row?.id as string;
  };
  brakes = await service('Brake service', 90);
  oil = await service('Oil change', 30);
  await db.insert(cannedJobs).values({ shopId, name: 'Front pads', lines: [] });
  const [pads] = await db
    .insert(inventoryItems)
    .values({
      shopId,
      sku: 'PAD-1',
      name: 'Brake pads',
      cost: '30.00',
      price: '80.00',
      onHand: '10',
    })
    .returning({ id: inventoryItems.id });
  const padsId = pads?.id as string;

  let invoiceNumber = 0;
  /** A job order completed at `completedAt` with lines; `invoice` bills them (discounts, credits). */
  const completed = async (
    completedAt: string,
    lines: {
      kind: 'labor' | 'part';
      serviceId?: string;
      pricing?: 'flat' | 'hourly';
      quantity: string;
      unitPrice: string;
      approval: 'approved' | 'declined';
      job?: string;
      inventoryItemId?: string;
      declinedWorkId?: string;
      /** Billed net after discount; null: not on the invoice. */
      billed?: string;
      credited?: string;
    }[],
    invoiceStatus: 'issued' | 'draft' | 'none' = 'issued',
  ) => {
    const [order] = await db
      .insert(jobOrders)
      .values({
        shopId,
        clientId: client,
        vehicleId: vehicle,
        status: 'completed',
        openedAt: new Date(Date.parse(completedAt) - 86_400_000),
        completedAt: new Date(completedAt),
      })
      .returning({ id: jobOrders.id });
    const jobOrderId = order?.id as string;
    const jobIds = new Map<string, string>();
    for (const name of new Set(lines.flatMap((line) => (line.job ? [line.job] : [])))) {
      const [job] = await db
        .insert(jobOrderJobs)
        .values({ shopId, jobOrderId, position: 10 + jobIds.size, name })
        .returning({ id: jobOrderJobs.id });
      jobIds.set(name, job?.id as string);
    }
    const itemIds: string[] = [];
    for (const line of lines) {
      const [item] = await db
        .insert(jobOrderItems)
        .values({
          shopId,
          jobOrderId,
          ...(line.job ? { jobId: jobIds.get(line.job) as string } : {}),
          kind: line.kind,
          serviceId: line.serviceId ?? null,
          pricing: line.kind === 'labor' ? (line.pricing ?? 'flat') : null,
          description: line.kind,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          approval: line.approval,
          inventoryItemId: line.inventoryItemId ?? null,
          declinedWorkId: line.declinedWorkId ?? null,
        })
        .returning({ id: jobOrderItems.id });
      itemIds.push(item?.id as string);
    }
    if (invoiceStatus === 'none') return { jobOrderId, itemIds };
    invoiceNumber += 1;
    const [invoice] = await db
      .insert(invoices)
      .values({
        shopId,
        jobOrderId,
        clientId: client,
        billToName: 'Ann Archer',
        status: invoiceStatus,
        number:
          invoiceStatus === 'draft' ? null : `INV-2026-${String(invoiceNumber).padStart(5, '0')}`,
        issuedOn: invoiceStatus === 'draft' ? null : completedAt.slice(0, 10),
      })
      .returning({ id: invoices.id });
    const invoiceId = invoice?.id as string;
    for (const [index, line] of lines.entries()) {
      if (line.billed === undefined) continue;
      const [billed] = await db
        .insert(invoiceLines)
        .values({
          shopId,
          invoiceId,
          kind: line.kind,
          serviceId: line.serviceId ?? null,
          pricing: line.kind === 'labor' ? (line.pricing ?? 'flat') : null,
          description: line.kind,
          inventoryItemId: line.inventoryItemId ?? null,
          jobOrderItemId: itemIds[index] ?? null,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          net: line.billed,
          creditedNet: line.credited ?? '0',
        })
        .returning({ id: invoiceLines.id });
      if (line.credited) {
        const [note] = await db
          .insert(creditNotes)
          .values({
            shopId,
            invoiceId,
            number: `CN-2026-${invoiceNumber}-${index}`,
            reason: 'Goodwill',
            net: line.credited,
            tax: '0',
            total: line.credited,
            issuedOn: '2026-04-10',
          })
          .returning({ id: creditNotes.id });
        await db.insert(creditNoteLines).values({
          shopId,
          creditNoteId: note?.id as string,
          invoiceLineId: billed?.id as string,
          description: 'Goodwill',
          quantity: '0.01',
          net: line.credited,
          tax: '0',
        });
      }
    }
    // A discount line: it carries no net of its own (its amount is spread over the lines).
    await db.insert(invoiceLines).values({
      shopId,
      invoiceId,
      kind: 'discount',
      description: 'Discount',
      percent: '10',
      net: '0',
    });
    return { jobOrderId, itemIds };
  };

  // Saturday 28 February 23:59 EST: the compared period (February), not March.
  await completed('2026-03-01T04:59:00Z', [
    {
      kind: 'labor',
      serviceId: oil,
      quantity: '1',
      unitPrice: '60.00',
      approval: 'approved',
      billed: '54.00',
    },
  ]);
  // Sunday 1 March 00:01 EST: March. The declined brake line becomes declined work.
  const first = await completed('2026-03-01T05:01:00Z', [
    {
      kind: 'labor',
      serviceId: oil,
      quantity: '1',
      unitPrice: '60.00',
      approval: 'approved',
      billed: '54.00',
      credited: '10.00',
    },
    {
      kind: 'labor',
      serviceId: brakes,
      pricing: 'hourly',
      quantity: '1.50',
      unitPrice: '100.00',
      approval: 'declined',
    },
  ]);
  const [recommended] = await db
    .insert(declinedWork)
    .values({
      shopId,
      clientId: client,
      vehicleId: vehicle,
      jobOrderId: first.jobOrderId,
      jobOrderItemId: first.itemIds[1] ?? null,
      kind: 'labor',
      description: 'Brake service',
      line: { kind: 'labor', serviceId: brakes, pricing: 'hourly', quantity: '1.50' },
      amount: '150.00',
      followUpOn: '2026-04-01',
      status: 'accepted',
      createdAt: new Date('2026-03-01T05:01:00Z'),
    })
    .returning({ id: declinedWork.id });
  await db.insert(declinedWork).values([
    {
      shopId,
      clientId: client,
      vehicleId: vehicle,
      jobOrderId: first.jobOrderId,
      kind: 'labor',
      description: 'Oil change',
      line: { kind: 'labor', serviceId: oil },
      amount: '60.00',
      followUpOn: '2026-04-01',
      createdAt: new Date('2026-03-10T15:00:00Z'),
    },
    {
      shopId,
      clientId: client,
      vehicleId: vehicle,
      jobOrderId: first.jobOrderId,
      kind: 'part',
      description: 'Wiper blades',
      line: { kind: 'part' },
      amount: '25.00',
      followUpOn: '2026-04-01',
      createdAt: new Date('2026-02-10T15:00:00Z'),
    },
  ]);
  // Sunday 8 March 23:30 EDT (already the 9th in UTC): the DST week. The declined brake work is
  // sold here, under the canned job, with a part from the shelf; a declined hour is left out.
  const dst = await completed('2026-03-09T03:30:00Z', [
    {
      kind: 'labor',
      serviceId: brakes,
      pricing: 'hourly',
      quantity: '1.50',
      unitPrice: '100.00',
      approval: 'approved',
      job: 'Front Pads',
      declinedWorkId: recommended?.id as string,
      billed: '135.00',
      credited: '20.00',
    },
    {
      kind: 'part',
      quantity: '2',
      unitPrice: '80.00',
      approval: 'approved',
      job: 'Front Pads',
      inventoryItemId: padsId,
      billed: '144.00',
    },
    {
      kind: 'labor',
      serviceId: brakes,
      pricing: 'hourly',
      quantity: '1.00',
      unitPrice: '100.00',
      approval: 'declined',
    },
  ]);
  await db
    .update(declinedWork)
    .set({ resolvedJobOrderId: dst.jobOrderId })
    .where(eq(declinedWork.id, recommended?.id as string));
  await db.insert(stockMovements).values({
    shopId,
    itemId: padsId,
    kind: 'consumption',
    onHandChange: '-2',
    onHandAfter: '8',
    unitCost: '30.00',
    jobOrderId: dst.jobOrderId,
    actorName: 'Test',
  });
  const [inspection] = await db
    .insert(inspections)
    .values({
      shopId,
      jobOrderId: dst.jobOrderId,
      vehicleId: vehicle,
      name: 'Multi-point',
      status: 'completed',
      completedAt: new Date('2026-03-09T03:00:00Z'),
    })
    .returning({ id: inspections.id });
  const [open] = await db
    .insert(inspections)
    .values({ shopId, jobOrderId: first.jobOrderId, vehicleId: vehicle, name: 'Open' })
    .returning({ id: inspections.id });
  const item = (inspectionId: string, position: number, label: string, condition: string) => ({
    shopId,
    inspectionId,
    position,
    section: 'Brakes',
    itemKey: `k${position}`,
    label,
    kind: 'condition',
    condition,
  });
  await db
    .insert(inspectionItems)
    .values([
      item(inspection?.id as string, 1, 'Front brake pads', 'now'),
      item(inspection?.id as string, 2, 'Wiper blades', 'soon'),
      item(inspection?.id as string, 3, 'Tyres', 'good'),
      item(open?.id as string, 1, 'Front brake pads', 'now'),
    ]);
  // Tuesday 31 March 23:59 EDT: March, on a draft invoice (no revenue yet).
  await completed(
    '2026-04-01T03:59:00Z',
    [
      {
        kind: 'labor',
        serviceId: brakes,
        pricing: 'flat',
        quantity: '2',
        unitPrice: '90.00',
        approval: 'approved',
        billed: '180.00',
      },
    ],
    'draft',
  );
  // Wednesday 1 April 00:01 EDT: April, not March.
  await completed('2026-04-01T04:01:00Z', [
    {
      kind: 'labor',
      serviceId: oil,
      quantity: '1',
      unitPrice: '60.00',
      approval: 'approved',
      billed: '60.00',
    },
  ]);
});

afterAll(async () => {
  await harness?.close();
});

/** The shop-local date of an instant, through Intl (not the database). */
const localDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
const money = (value: Big) => value.toFixed(2);

/** Jobs, revenue and hours per service, recomputed from every raw row of the shop. */
async function recompute(from: string, to: string) {
  const db = harness.database.db;
  const [orders, items, serviceRows, invoiceRows, lineRows, creditRows] = await Promise.all([
    db.select().from(jobOrders).where(eq(jobOrders.shopId, shopId)),
    db.select().from(jobOrderItems).where(eq(jobOrderItems.shopId, shopId)),
    db.select().from(services).where(eq(services.shopId, shopId)),
    db.select().from(invoices).where(eq(invoices.shopId, shopId)),
    db.select().from(invoiceLines).where(eq(invoiceLines.shopId, shopId)),
    db.select().from(creditNoteLines).where(eq(creditNoteLines.shopId, shopId)),
  ]);
  const done = new Map(
    orders
      .filter((order) => order.status === 'completed' && order.completedAt)
      .map((order) => [order.id, localDate(order.completedAt as Date)] as const)
      .filter(([, day]) => from <= day && day <= to),
  );
  const billed = (itemId: string, jobOrderId: string) => {
    const live = invoiceRows.find(
      (invoice) => invoice.jobOrderId === jobOrderId && !['draft', 'void'].includes(invoice.status),
    );
    const line = lineRows.find(
      (row) => row.invoiceId === live?.id && row.jobOrderItemId === itemId,
    );
    if (!line) return new Big(0);
    const credited = creditRows
      .filter((credit) => credit.invoiceLineId === line.id)
      .reduce((sum, credit) => sum.plus(credit.net), new Big(0));
    return new Big(line.net).minus(credited);
  };
  const perService = new Map<
    string,
    { jobs: Set<string>; days: Map<string, string[]>; revenue: Big; hours: Big }
  >();
  for (const line of items) {
    const day = done.get(line.jobOrderId);
    if (!day || line.kind !== 'labor' || line.approval !== 'approved' || !line.serviceId) continue;
    const service = serviceRows.find((row) => row.id === line.serviceId);
    const entry = perService.get(line.serviceId) ?? {
      jobs: new Set<string>(),
      days: new Map<string, string[]>(),
      revenue: new Big(0),
      hours: new Big(0),
    };
    entry.jobs.add(line.jobOrderId);
    entry.days.set(line.jobOrderId, [day]);
    entry.revenue = entry.revenue.plus(billed(line.id, line.jobOrderId));
    entry.hours = entry.hours.plus(
      line.pricing === 'hourly'
        ? new Big(line.quantity)
        : new Big(
            new Big(line.quantity)
              .times(service?.durationMinutes ?? 0)
              .div(60)
              .toFixed(2),
          ),
    );
    perService.set(line.serviceId, entry);
  }
  return { perService, done };
}

describe('Service Trends', () => {
  it('is for admin and manager only', async () => {
    expect((await as(admin).get(march)).statusCode).toBe(200);
    expect((await as(manager).get(march)).statusCode).toBe(200);
    expect((await as(desk).get(march)).statusCode).toBe(403);
    expect((await as(mechanic).get(march)).statusCode).toBe(403);
    expect((await as(desk).get('/reports/service-trends/export.csv')).statusCode).toBe(403);
  });

  it('refuses a bad period or grouping naming the parameter', async () => {
    const cases: [string, string][] = [
      ['period=custom&from=2026-03-10&to=2026-03-01', 'query.to'],
      ['period=custom&from=2020-01-01&to=2026-03-01', 'query.to'],
      ['period=custom&to=2026-03-01', 'query.from'],
      ['period=fortnight', 'query.period'],
      ['groupBy=day', 'query.groupBy'],
      ['groupBy=year', 'query.groupBy'],
      ['compare=yesterday', 'query.compare'],
    ];
    for (const [query, path] of cases) {
      const response = await as(admin).get(`/reports/service-trends?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    }
  });

  it('says a period with nothing in it is empty', async () => {
    const response = await as(admin).get(
      '/reports/service-trends?period=custom&from=2025-06-01&to=2025-06-30',
    );
    const report = response.json() as ServiceTrendsReport;
    expect(report.empty).toBe(true);
    expect(report.services).toEqual([]);
    expect(report.declined.totals.closeRatio).toBeNull();
  });

  it('gives each service the figures recomputed from the raw rows, by week across the DST change', async () => {
    const report = (await as(admin).get(march)).json() as ServiceTrendsReport;
    const { perService } = await recompute('2026-03-01', '2026-03-31');
    expect(report.empty).toBe(false);
    expect(report.services.map((row) => row.serviceId).sort()).toEqual(
      [...perService.keys()].sort(),
    );
    for (const row of report.services) {
      const expected = perService.get(row.serviceId);
      expect(row.count, row.name).toBe(expected?.jobs.size);
      expect(row.revenue, row.name).toBe(money(expected?.revenue ?? new Big(0)));
      expect(row.hours, row.name).toBe(money(expected?.hours ?? new Big(0)));
      const weeks = bucketsOf({ from: '2026-03-01', to: '2026-03-31' }, 'week');
      const perWeek = weeks.map(
        (week) =>
          [...(expected?.days.values() ?? [])].filter(
            ([day = '']) => week.from <= day && day <= week.to,
          ).length,
      );
      expect(
        row.series.map((bucket) => bucket.count),
        row.name,
      ).toEqual(perWeek);
    }
    // Read by a person: the oil change at 00:01 on 1 March (54.00 less a 10.00 credit), the
    // brake work late on the DST Sunday (1.5 h, 135.00 less 20.00) and at 23:59 on 31 March
    // (2 × 90 min, on a draft: no revenue). The oil change at 23:59 on 28 February and at 00:01
    // on 1 April are not March's.
    const byName = Object.fromEntries(report.services.map((row) => [row.name, row]));
    expect(byName['Oil change']).toMatchObject({ count: 1, revenue: '44.00', hours: '0.50' });
    expect(byName['Brake service']).toMatchObject({ count: 2, revenue: '115.00', hours: '4.50' });
    expect(byName['Brake service']?.series.map((bucket) => bucket.count)).toEqual([
      0, 1, 0, 0, 0, 1,
    ]);
    expect(report.buckets[1]).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(report.totals).toMatchObject({ count: 3, revenue: '159.00', hours: '5.00' });
    // February: the oil change of the 28th at 23:59.
    expect(report.totals.previous).toEqual({ count: 1, revenue: '54.00', hours: '0.50' });
    expect(report.months).toEqual([{ from: '2026-03-01', to: '2026-03-31' }]);
    expect(byName['Brake service']?.months).toEqual([2]);
  });

  it('counts canned jobs, declined work and its close ratio, inspection findings and parts', async () => {
    const report = (await as(manager).get(march)).json() as ServiceTrendsReport;
    // The "Front Pads" job (named like the canned job in another case): its labor and its part.
    expect(report.cannedJobs).toEqual([
      expect.objectContaining({ name: 'Front pads', count: 1, revenue: '259.00', hours: '1.50' }),
    ]);
    // Recommended in March: the brake work (sold on the DST Sunday) and the oil change (open);
    // the wiper blades were declined in February.
    expect(report.declined.totals).toEqual({
      recommended: 2,
      recommendedValue: '210.00',
      sold: 1,
      soldValue: '150.00',
      closeRatio: '50.0',
    });
    expect(report.declined.previous).toMatchObject({ recommended: 1, sold: 0, closeRatio: '0.0' });
    expect(report.declined.rows.map((row) => [row.name, row.recommended, row.sold])).toEqual([
      ['Brake service', 1, 1],
      ['Oil change', 1, 0],
    ]);
    // The open inspection's red pads are not counted; green tyres are no finding.
    expect(report.inspectionItems).toEqual([
      { label: 'Front brake pads', red: 1, yellow: 0 },
      { label: 'Wiper blades', red: 0, yellow: 1 },
    ]);
    // Two pads left the shelf at 30.00 and were billed 144.00 after the discount.
    expect(report.parts).toEqual([
      expect.objectContaining({
        name: 'Brake pads',
        quantity: '2.00',
        revenue: '144.00',
        cost: '60.00',
        margin: '84.00',
        marginPercent: '58.3',
      }),
    ]);
  });

  it('drills down: the completed job orders of a service in the period are the ones counted', async () => {
    const report = (await as(admin).get(march)).json() as ServiceTrendsReport;
    const { perService } = await recompute('2026-03-01', '2026-03-31');
    for (const row of report.services) {
      const list = await as(admin).get(
        `/job-orders?view=completed&from=2026-03-01&to=2026-03-31&serviceId=${row.serviceId}`,
      );
      const ids = list
        .json()
        .items.map((item: { id: string }) => item.id)
        .sort();
      expect(ids, row.name).toEqual([...(perService.get(row.serviceId)?.jobs ?? [])].sort());
    }
    const canned = report.cannedJobs[0];
    const list = await as(admin).get(
      `/job-orders?view=completed&from=2026-03-01&to=2026-03-31&cannedJobId=${canned?.cannedJobId}`,
    );
    expect(list.json().items).toHaveLength(canned?.count ?? -1);
  });

  it('exports the table as CSV', async () => {
    const response = await as(admin).get(
      '/reports/service-trends/export.csv?period=custom&from=2026-03-01&to=2026-03-31&groupBy=week',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      'service-trends-2026-03-01-to-2026-03-31.csv',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Kind,Name,Jobs,Revenue,Hours sold,Jobs (compared),Revenue (compared),Hours sold (compared)',
    );
    expect(lines).toContain('Service,Brake service,2,115.00,4.50,0,0.00,0.00');
    expect(lines).toContain('Total,All services,3,159.00,5.00,1,54.00,0.50');
  });
});
