import { type JobOrderLineInput, jobOrderLineInputSchema } from '@pitstop/domain/job-orders';
import { sumMoney } from '@pitstop/domain/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { jobOrderItems, jobOrders } from '../../db/schema/workshop.ts';
import { apiAs, userIdOf } from '../../test/api-helpers.ts';
import { appointmentSeeder } from '../../test/appointment-seed.ts';
import { createShopAdmin, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { lineColumnsOf, refreshJobOrderTotals } from '../job-orders/public.ts';

/**
 * A finished visit shows what was done and billed: the dashboard's Recent services and the car
 * owner's Service History list the approved work only, with mileage out, and once invoiced the
 * invoice's lines, discount and tax adding up to its total.
 */

type Api = ReturnType<typeof apiAs>;
let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Api;
let owner: Api;
let jobOrderId: string;

type Line = { kind: string; description: string; amount: string };
type Visit = { mileage: number | null; total: string; services: string[]; lines: Line[] };

async function ownerVisit(): Promise<Visit> {
  const response = await owner.get('/portal/service-history');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items[0];
}

async function recentService(): Promise<{ services: string; total: string }> {
  const response = await admin.get('/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().recentServices[0];
}

beforeAll(async () => {
  harness = await createTestApp();
  const seed = appointmentSeeder(harness.database);
  const shopAdmin = await createShopAdmin(harness.app, {
    email: 'admin@history.test',
    shopName: 'History Garage',
  });
  const { shopId } = shopAdmin;
  admin = apiAs(harness.app, shopAdmin);
  await harness.database.db.execute(
    sql`update shops set default_tax_rate = '10.000', supplies_fee_percent = null where id = ${shopId}`,
  );
  const ownerSession = await signUpAndSignIn(harness.app, { email: 'hal@history.test' });
  owner = apiAs(harness.app, ownerSession);
  const clientId = await seed.client(shopId, { name: 'Hal History', email: 'hal@history.test' });
  await harness.database.db
    .update(clients)
    .set({ userId: await userIdOf(harness.app, ownerSession) })
    .where(eq(clients.id, clientId));
  const vehicleId = await seed.vehicle(shopId, clientId, { make: 'Audi', model: 'A4' });
  const brakes = await seed.service(shopId, 'Brake Service');
  const alignment = await seed.service(shopId, 'Wheel Alignment');

  const lines: [JobOrderLineInput, 'approved' | 'declined'][] = [
    [
      {
        kind: 'labor',
        serviceId: brakes,
        description: 'Brake Service',
        pricing: 'flat',
        quantity: '1',
        unitPrice: '150.00',
      },
      'approved',
    ],
    [
      {
        kind: 'labor',
        serviceId: alignment,
        description: 'Wheel Alignment',
        pricing: 'flat',
        quantity: '1',
        unitPrice: '90.00',
      },
      'declined',
    ],
    [{ kind: 'part', description: 'Brake pads', quantity: '1', unitPrice: '50.00' }, 'approved'],
    [{ kind: 'discount', description: 'Loyalty', percent: '10.00' }, 'approved'],
  ];
  const db = harness.database.db;
  const [job] = await db
    .insert(jobOrders)
    .values({
      shopId,
      clientId,
      vehicleId,
      status: 'completed',
      mileage: 50_000,
      mileageOut: 50_030,
      completedAt: new Date(),
    })
    .returning({ id: jobOrders.id });
  jobOrderId = job?.id as string;
  await db.insert(jobOrderItems).values(
    lines.map(([input, approval], position) => ({
      shopId,
      jobOrderId,
      position,
      approval,
      ...lineColumnsOf(jobOrderLineInputSchema.parse(input)),
    })),
  );
  await refreshJobOrderTotals({ tx: db, shopId, jobOrderId, linesChanged: true, actor: 'system' });
});

afterAll(async () => {
  await harness?.close();
});

describe('a finished visit', () => {
  it('before its invoice: the approved work, its discount and total, mileage out', async () => {
    const visit = await ownerVisit();
    expect(visit).toMatchObject({ mileage: 50_030, total: '180.00', services: ['Brake Service'] });
    expect(visit.lines.map((line) => [line.kind, line.description, line.amount])).toEqual([
      ['labor', 'Brake Service', '150.00'],
      ['part', 'Brake pads', '50.00'],
      ['discount', 'Discount', '-20.00'],
    ]);
    expect(await recentService()).toMatchObject({ services: 'Brake Service', total: '180.00' });
  });

  it('once invoiced: the invoice as issued, its tax a line, adding up to its total', async () => {
    const created = await admin.send('POST', '/invoices', { jobOrderId });
    expect(created.statusCode, created.body).toBe(201);
    const issued = await admin.send('POST', `/invoices/${created.json().id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().total).toBe('198.00');

    const visit = await ownerVisit();
    expect(visit).toMatchObject({ mileage: 50_030, total: '198.00' });
    expect(visit.lines.map((line) => [line.kind, line.description, line.amount])).toEqual([
      ['labor', 'Brake Service', '150.00'],
      ['part', 'Brake pads', '50.00'],
      ['discount', 'Discount', '-20.00'],
      ['tax', 'Sales tax', '18.00'],
    ]);
    expect(sumMoney(visit.lines.map((line) => line.amount))).toBe(visit.total);
    expect(await recentService()).toMatchObject({ services: 'Brake Service', total: '198.00' });
  });
});
