import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { jobOrders, services } from '../../db/schema/workshop.ts';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { signIn } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../accounts/demo-accounts.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let demoShopId: string;
let ownerCookie: string;

beforeAll(async () => {
  harness = await createTestApp();
  const demo = await seedDemoData({ tx: harness.database.db });
  await seedDemoAccounts({ tx: harness.database.db, shops: demo.shops });
  demoShopId = demo.shops.demo;
  ownerCookie = (await signIn(harness.app, 'owner@pitstop.test', DEMO_PASSWORD)).cookie;
});
afterAll(() => harness.close());

const nothingFound = {
  clients: [],
  vehicles: [],
  services: [],
  jobOrders: [],
  invoices: [],
  bookings: [],
};

async function search(q: string, cookie = ownerCookie) {
  return harness.app.inject({
    url: `/api/v1/search?q=${encodeURIComponent(q)}`,
    headers: { cookie },
  });
}

describe('GET /api/v1/search', () => {
  it('finds a client by name, e-mail and phone digits, case-insensitively', async () => {
    const byName = (await search('jordan dri')).json();
    expect(byName.clients).toEqual([
      {
        id: expect.any(String),
        name: 'Jordan Driver',
        email: 'driver@pitstop.test',
        phone: '+1 555 010 2040',
      },
    ]);
    expect((await search('DRIVER@PITSTOP')).json().clients[0]?.name).toBe('Jordan Driver');
    expect((await search('5550102040')).json().clients[0]?.name).toBe('Jordan Driver');
  });

  it('finds vehicles by plate (with or without the space), VIN, make and model', async () => {
    const [rav4] = await harness.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.registrationNumber, 'CK 40211'));
    if (!rav4?.vin) throw new Error('demo RAV4 missing');
    for (const q of ['ck 40211', 'CK40211', rav4.vin.toLowerCase().slice(3, 14)]) {
      const found = (await search(q)).json().vehicles;
      expect(found, q).toContainEqual({
        id: rav4.id,
        label: '2019 Toyota RAV4',
        vin: rav4.vin,
        registrationNumber: 'CK 40211',
        ownerName: 'Jordan Driver',
      });
    }
    const byModel = (await search('rav4')).json().vehicles;
    expect(byModel.length).toBeGreaterThan(0);
    for (const vehicle of byModel) expect(vehicle.label).toMatch(/RAV4/);
  });

  it('finds services by name and returns at most five of each kind', async () => {
    const [service] = await harness.database.db
      .select()
      .from(services)
      .where(eq(services.shopId, demoShopId))
      .limit(1);
    if (!service) throw new Error('no demo service');
    const found = (await search(service.name.toUpperCase())).json().services;
    expect(found).toContainEqual({
      id: service.id,
      name: service.name,
      category: service.category,
    });

    const wide = (await search('a')).json();
    expect(wide.clients).toHaveLength(5);
    expect(wide.vehicles).toHaveLength(5);
    expect(wide.services.length).toBeLessThanOrEqual(5);
    expect((await search('')).json()).toEqual(nothingFound);
    // LIKE wildcards are taken literally.
    expect((await search('%')).json()).toEqual(nothingFound);
  });

  it("never finds another shop's records", async () => {
    const northside = await signIn(harness.app, 'owner@northside.test', DEMO_PASSWORD);
    const result = (await search('Jordan Driver', northside.cookie)).json();
    expect(result.clients).toEqual([]);
    expect((await search('CK 40211', northside.cookie)).json().vehicles).toEqual([]);
  });

  it('shows a mechanic only the clients of their own jobs; refuses a car owner', async () => {
    const db = harness.database.db;
    const [walkIn] = await db
      .insert(clients)
      .values({ shopId: demoShopId, name: 'Quinn Walkin', phone: '+1 555 777 0001' })
      .returning();
    if (!walkIn) throw new Error('client not inserted');
    await db
      .insert(vehicles)
      .values({ shopId: demoShopId, clientId: walkIn.id, make: 'Lada', model: 'Niva', year: 1990 });
    expect((await search('Quinn Walkin')).json().clients).toHaveLength(1);

    const mechanic = await signIn(harness.app, 'mechanic@pitstop.test', DEMO_PASSWORD);
    const before = (await search('Quinn Walkin', mechanic.cookie)).json();
    expect(before.clients).toEqual([]);
    expect((await search('Niva', mechanic.cookie)).json().vehicles).toEqual([]);
    const [account] = await db.select().from(users).where(eq(users.email, 'mechanic@pitstop.test'));
    if (!account) throw new Error('demo mechanic missing');
    await db
      .insert(jobOrders)
      .values({ shopId: demoShopId, clientId: walkIn.id, mechanicId: account.id });
    const after = (await search('Quinn Walkin', mechanic.cookie)).json();
    expect(after.clients.map((client: { name: string }) => client.name)).toEqual(['Quinn Walkin']);
    expect((await search('Niva', mechanic.cookie)).json().vehicles).toHaveLength(1);

    const driver = await signIn(harness.app, 'driver@pitstop.test', DEMO_PASSWORD);
    expect((await search('Jordan', driver.cookie)).statusCode).toBe(403);
    expect((await harness.app.inject('/api/v1/search?q=Jordan')).statusCode).toBe(401);
  });
});
