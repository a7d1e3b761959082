import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { appointments, jobOrderItems, jobOrders, services } from '../../db/schema/workshop.ts';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin, signIn, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { insertTestInvoice } from '../../test/invoice-helpers.ts';
import { answeredJobLines, jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../accounts/demo-accounts.ts';
import { refreshJobOrderTotals } from '../job-orders/public.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let demoShopId: string;
let northsideShopId: string;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  harness = await createTestApp();
  const demo = await seedDemoData({ tx: harness.database.db });
  await seedDemoAccounts({ tx: harness.database.db, shops: demo.shops });
  demoShopId = demo.shops.demo;
  northsideShopId = demo.shops.northside;
});
afterAll(() => harness.close());

async function get(url: string, cookie?: string) {
  return harness.app.inject({ url, headers: cookie ? { cookie } : {} });
}

/** The dashboard figures worked out in JavaScript from the raw rows, independently of the SQL. */
async function expectedFigures(shopId: string) {
  const db = harness.database.db;
  const clientRows = await db.select().from(clients).where(eq(clients.shopId, shopId));
  const live = clientRows.filter((client) => client.archivedAt === null);
  const jobs = await db.select().from(jobOrders).where(eq(jobOrders.shopId, shopId));
  const yearAgo = new Date();
  yearAgo.setFullYear(yearAgo.getFullYear() - 1);
  const served = new Set(
    jobs
      .filter((job) => job.status === 'completed' && job.completedAt && job.completedAt >= yearAgo)
      .map((job) => job.clientId),
  );
  const liveIds = new Set(live.map((client) => client.id));
  const vehicleRows = await db.select().from(vehicles).where(eq(vehicles.shopId, shopId));
  return {
    clients: live.length,
    activeClients: live.filter((client) => served.has(client.id)).length,
    premiumClients: live.filter((client) =>
      client.tags.some((tag) => tag === 'VIP' || tag === 'Premium'),
    ).length,
    vehicles: vehicleRows.filter((vehicle) => liveIds.has(vehicle.clientId)).length,
    openJobOrders: jobs.filter((job) => job.status !== 'completed' && job.status !== 'cancelled')
      .length,
  };
}

describe('GET /api/v1/dashboard', () => {
  it("counts the demo shop's clients, active and premium clients, vehicles and open jobs", async () => {
    const { cookie } = await signIn(harness.app, 'owner@pitstop.test', DEMO_PASSWORD);
    const response = await get('/api/v1/dashboard', cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = await expectedFigures(demoShopId);
    expect(body).toMatchObject(expected);
    expect(expected.clients).toBeGreaterThan(30);
    expect(expected.activeClients).toBeGreaterThan(0);
    expect(expected.activeClients).toBeLessThan(expected.clients);
    expect(expected.premiumClients).toBeGreaterThan(0);
    expect(body.revenueThisMonth).toEqual({
      scope: 'shop',
      total: expect.stringMatching(/^\d+\.\d{2}$/),
    });

    // The five newest clients, newest first.
    const newest = await harness.database.db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(eq(clients.shopId, demoShopId))
      .orderBy(sql`${clients.createdAt} desc, ${clients.id} desc`)
      .limit(5);
    expect(body.recentClients.map((client: { id: string }) => client.id)).toEqual(
      newest.map((client) => client.id),
    );
    expect(body.recentServices).toHaveLength(5);
    const dates = body.recentServices.map((service: { date: string }) => service.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const service of body.recentServices) {
      expect(service.services).not.toBe('');
      expect(service.total).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('is open to every staff role of the shop, and refuses a car owner and strangers', async () => {
    const admin = (
      await get(
        '/api/v1/dashboard',
        (
          await signIn(harness.app, 'owner@pitstop.test', DEMO_PASSWORD)
        ).cookie,
      )
    ).json();
    for (const email of ['manager@pitstop.test', 'frontdesk@pitstop.test']) {
      const { cookie } = await signIn(harness.app, email, DEMO_PASSWORD);
      const response = await get('/api/v1/dashboard', cookie);
      expect(response.statusCode, email).toBe(200);
      expect(response.json().clients).toBe(admin.clients);
    }
    const mechanic = await signIn(harness.app, 'mechanic@pitstop.test', DEMO_PASSWORD);
    expect((await get('/api/v1/dashboard', mechanic.cookie)).statusCode).toBe(200);
    const driver = await signIn(harness.app, 'driver@pitstop.test', DEMO_PASSWORD);
    expect((await get('/api/v1/dashboard', driver.cookie)).statusCode).toBe(403);
    expect((await get('/api/v1/sidebar-counts', driver.cookie)).statusCode).toBe(403);
    const signedOut = await get('/api/v1/dashboard');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['content-type']).toContain('application/problem+json');
  });

  it('shows another shop only its own figures', async () => {
    const { cookie } = await signIn(harness.app, 'owner@northside.test', DEMO_PASSWORD);
    const body = (await get('/api/v1/dashboard', cookie)).json();
    expect(body).toMatchObject(await expectedFigures(northsideShopId));
    const demoNames = new Set(
      (await harness.database.db.select().from(clients).where(eq(clients.shopId, demoShopId))).map(
        (client) => client.name,
      ),
    );
    for (const client of body.recentClients) expect(demoNames.has(client.name)).toBe(false);
  });

  it('computes exact figures on a small shop: archived clients, revenue this month, reminders', async () => {
    const admin = await createShopAdmin(harness.app, {
      email: 'figures@example.com',
      shopName: 'Figures Garage',
    });
    const db = harness.database.db;
    const empty = (await get('/api/v1/dashboard', admin.cookie)).json();
    expect(empty).toEqual({
      clients: 0,
      activeClients: 0,
      premiumClients: 0,
      vehicles: 0,
      revenueThisMonth: { scope: 'shop', total: '0.00' },
      openJobOrders: 0,
      recentClients: [],
      recentServices: [],
    });
    expect((await get('/api/v1/sidebar-counts', admin.cookie)).json()).toEqual({
      notifications: 0,
      pendingOnlineBookings: 0,
      serviceReminders: 0,
      pendingJobOrders: 0,
      lowStock: 0,
    });

    const shopId = admin.shopId;
    const now = Date.now();
    const [ana, ben, old] = await db
      .insert(clients)
      .values([
        { shopId, name: 'Ana Vip', tags: ['VIP'], createdAt: new Date(now - 3 * DAY_MS) },
        { shopId, name: 'Ben Plain', tags: ['Regular'], createdAt: new Date(now - 2 * DAY_MS) },
        {
          shopId,
          name: 'Old Premium',
          tags: ['Premium'],
          archivedAt: new Date(),
          createdAt: new Date(now - DAY_MS),
        },
      ])
      .returning();
    if (!ana || !ben || !old) throw new Error('clients not inserted');
    const [anaCar, benCar, benVan, oldCar] = await db
      .insert(vehicles)
      .values([
        { shopId, clientId: ana.id, make: 'Toyota', model: 'Corolla', year: 2018 },
        { shopId, clientId: ben.id, make: 'Ford', model: 'Focus', year: 2012 },
        { shopId, clientId: ben.id, make: 'Ford', model: 'Transit', year: 2020 },
        { shopId, clientId: old.id, make: 'Saab', model: '900', year: 1994 },
      ])
      .returning();
    if (!anaCar || !benCar || !benVan || !oldCar) throw new Error('vehicles not inserted');
    const [oil] = await db
      .insert(services)
      .values({
        shopId,
        name: 'Oil Change',
        category: 'Maintenance',
        durationMinutes: 30,
        price: '49.00',
      })
      .returning();
    if (!oil) throw new Error('service not inserted');

    async function job(values: Partial<typeof jobOrders.$inferInsert>, price: string) {
      const [row] = await db
        .insert(jobOrders)
        .values({ shopId, clientId: ana?.id ?? '', ...values })
        .returning();
      if (!row) throw new Error('job not inserted');
      await db.insert(jobOrderItems).values({
        shopId,
        jobOrderId: row.id,
        kind: 'labor',
        pricing: 'flat',
        serviceId: oil?.id,
        description: 'Oil change',
        unitPrice: price,
        approval: 'approved',
      });
      await refreshJobOrderTotals({
        tx: db,
        shopId,
        jobOrderId: row.id,
        linesChanged: true,
        actor: 'system',
      });
      return row;
    }
    // Completed now (this month), 40 days ago (an earlier month), 13 months ago (not active).
    await job({ vehicleId: anaCar.id, status: 'completed', completedAt: new Date() }, '120.50');
    await job(
      {
        clientId: ben.id,
        vehicleId: benCar.id,
        status: 'completed',
        completedAt: new Date(now - 200 * DAY_MS),
      },
      '80.00',
    );
    await job(
      {
        clientId: ben.id,
        vehicleId: benVan.id,
        status: 'completed',
        completedAt: new Date(now - 400 * DAY_MS),
      },
      '60.00',
    );
    await job(
      {
        clientId: old.id,
        vehicleId: oldCar.id,
        status: 'completed',
        completedAt: new Date(now - 300 * DAY_MS),
      },
      '999.00',
    );
    await job({ vehicleId: anaCar.id, status: 'estimate' }, '10.00');
    await job({ clientId: ben.id, status: 'in_progress' }, '10.00');
    // Ben's van is booked next week: no reminder for it.
    await db.insert(appointments).values({
      shopId,
      clientId: ben.id,
      vehicleId: benVan.id,
      serviceId: oil.id,
      startsAt: new Date(now + 7 * DAY_MS),
      endsAt: new Date(now + 7 * DAY_MS + 3_600_000),
      status: 'confirmed',
    });

    const body = (await get('/api/v1/dashboard', admin.cookie)).json();
    expect(body).toMatchObject({
      clients: 2,
      activeClients: 2,
      premiumClients: 1,
      vehicles: 3,
      revenueThisMonth: { scope: 'shop', total: '120.50' },
      openJobOrders: 2,
    });
    expect(body.recentClients.map((client: { name: string }) => client.name)).toEqual([
      'Ben Plain',
      'Ana Vip',
    ]);
    expect(body.recentServices[0]).toMatchObject({
      clientName: 'Ana Vip',
      vehicle: '2018 Toyota Corolla',
      services: 'Oil Change',
      total: '120.50',
    });
    expect(body.recentServices).toHaveLength(4);

    // Only Ben's Focus: last served 200 days ago, nothing booked; the Saab's owner is archived.
    expect((await get('/api/v1/sidebar-counts', admin.cookie)).json()).toEqual({
      notifications: 0,
      pendingOnlineBookings: 0,
      serviceReminders: 1,
      pendingJobOrders: 2,
      lowStock: 0,
    });
    await db
      .update(vehicles)
      .set({ status: 'sold' })
      .where(and(eq(vehicles.shopId, shopId), eq(vehicles.id, benCar.id)));
    expect((await get('/api/v1/sidebar-counts', admin.cookie)).json().serviceReminders).toBe(0);
  });

  it("gives the shop's revenue to admin and manager, a mechanic only their own jobs', the front desk none", async () => {
    const admin = await createShopAdmin(harness.app, {
      email: 'revenue-admin@example.com',
      shopName: 'Revenue Garage',
    });
    const shopId = admin.shopId;
    const staff = {} as Record<
      'manager' | 'front_desk' | 'mechanic' | 'other',
      { cookie: string; id: string }
    >;
    for (const [key, role] of [
      ['manager', 'manager'],
      ['front_desk', 'front_desk'],
      ['mechanic', 'mechanic'],
      ['other', 'mechanic'],
    ] as const) {
      staff[key] = await signUpStaff(harness.app, {
        email: `revenue-${key}@example.com`,
        shopId,
        role,
      });
    }
    const db = harness.database.db;
    const [mine, theirs, nobodys] = await db
      .insert(clients)
      .values([
        { shopId, name: 'Mine Client' },
        { shopId, name: 'Theirs Client' },
        { shopId, name: 'Nobodys Client' },
      ])
      .returning();
    if (!mine || !theirs || !nobodys) throw new Error('clients not inserted');
    async function completedJob(clientId: string, mechanicId: string | null, price: string) {
      const [row] = await db
        .insert(jobOrders)
        .values({ shopId, clientId, mechanicId, status: 'completed', completedAt: new Date() })
        .returning();
      await db.insert(jobOrderItems).values({
        shopId,
        jobOrderId: row?.id ?? '',
        kind: 'labor',
        pricing: 'flat',
        description: 'Work',
        unitPrice: price,
        approval: 'approved',
      });
      await refreshJobOrderTotals({
        tx: db,
        shopId,
        jobOrderId: row?.id ?? '',
        linesChanged: true,
        actor: 'system',
      });
    }
    await completedJob(mine.id, staff.mechanic.id, '100.00');
    await completedJob(theirs.id, staff.other.id, '50.00');
    await completedJob(nobodys.id, null, '25.00');
    await db.insert(jobOrders).values({ shopId, clientId: theirs.id, mechanicId: staff.other.id });

    const dashboardOf = async (cookie: string) => {
      const response = await get('/api/v1/dashboard', cookie);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const shopRevenue = { scope: 'shop', total: '175.00' };
    expect((await dashboardOf(admin.cookie)).revenueThisMonth).toEqual(shopRevenue);
    expect((await dashboardOf(staff.manager.cookie)).revenueThisMonth).toEqual(shopRevenue);
    const frontDesk = await dashboardOf(staff.front_desk.cookie);
    expect(frontDesk.revenueThisMonth).toBeNull();
    expect(frontDesk).toMatchObject({ clients: 3, openJobOrders: 1 });

    const mechanic = await dashboardOf(staff.mechanic.cookie);
    expect(mechanic).toMatchObject({
      revenueThisMonth: { scope: 'own', total: '100.00' },
      clients: 1,
      openJobOrders: 0,
    });
    expect(mechanic.recentClients.map((client: { name: string }) => client.name)).toEqual([
      'Mine Client',
    ]);
    expect(mechanic.recentServices.map((job: { clientName: string }) => job.clientName)).toEqual([
      'Mine Client',
    ]);
    expect(JSON.stringify(mechanic)).not.toContain('175.00');
  });

  it('counts each job completed this month at what it billed: the issued invoice, else the approved total', async () => {
    const admin = await createShopAdmin(harness.app, {
      email: 'billed-admin@example.com',
      shopName: 'Billed Garage',
    });
    const shopId = admin.shopId;
    const mechanic = await signUpStaff(harness.app, {
      email: 'billed-mechanic@example.com',
      shopId,
      role: 'mechanic',
    });
    const rows = jobOrderRows(harness.database);
    const ann = await rows.client(shopId, { name: 'Ann Billed' });
    const completed = () =>
      rows.jobOrder({
        shopId,
        clientId: ann,
        mechanicId: mechanic.id,
        status: 'completed',
        lines: answeredJobLines,
      });
    // Not invoiced: 90.00 approved (153.00 counting the unanswered work).
    await completed();
    // Invoiced and issued: its total, tax included.
    const invoiced = await completed();
    await insertTestInvoice(harness.database.db, {
      shopId,
      clientId: ann,
      jobOrderId: invoiced.id,
      total: '97.43',
    });
    // A draft invoice is still being written: the approved total counts.
    const drafted = await completed();
    await insertTestInvoice(harness.database.db, {
      shopId,
      clientId: ann,
      jobOrderId: drafted.id,
      total: '500.00',
      status: 'draft',
    });

    const admins = (await get('/api/v1/dashboard', admin.cookie)).json();
    expect(admins.revenueThisMonth).toEqual({ scope: 'shop', total: '277.43' });
    expect(admins.recentServices.map((job: { total: string }) => job.total).sort()).toEqual([
      '90.00',
      '90.00',
      '97.43',
    ]);
    const mine = (await get('/api/v1/dashboard', mechanic.cookie)).json();
    expect(mine.revenueThisMonth).toEqual({ scope: 'own', total: '277.43' });
  });

  it('refuses staff who have no workshop yet', async () => {
    const { cookie } = await signUpAndSignIn(harness.app, {
      email: 'no-shop-yet@example.com',
      signupRole: 'mechanic',
    });
    expect((await get('/api/v1/dashboard', cookie)).statusCode).toBe(403);
  });
});
