import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { ORIGIN, signIn } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../accounts/demo-accounts.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shops: { demo: string; northside: string };
const cookies: Record<string, string> = {};

beforeAll(async () => {
  harness = await createTestApp();
  const demo = await seedDemoData({ tx: harness.database.db });
  shops = demo.shops;
  await seedDemoAccounts({ tx: harness.database.db, shops });
  for (const who of ['owner', 'manager', 'frontdesk', 'mechanic', 'driver']) {
    cookies[who] = (await signIn(harness.app, `${who}@pitstop.test`, DEMO_PASSWORD)).cookie;
  }
  cookies.northside = (await signIn(harness.app, 'owner@northside.test', DEMO_PASSWORD)).cookie;
});
afterAll(() => harness.close());

type VehicleJson = {
  id: string;
  clientId: string;
  ownerName: string;
  make: string;
  model: string;
  year: number | null;
  vin: string | null;
  registrationNumber: string | null;
  color: string | null;
  status: string;
  lastServiceDate: string | null;
  createdAt: string;
};

function get(url: string, who = 'owner') {
  return harness.app.inject({ url, headers: { cookie: cookies[who] ?? '' } });
}
function send(method: 'POST' | 'PATCH', url: string, payload: unknown, who = 'owner') {
  return harness.app.inject({
    method,
    url,
    headers: { cookie: cookies[who] ?? '', origin: ORIGIN },
    payload: payload as Record<string, unknown>,
  });
}

async function demoClient(shopId: string) {
  const [client] = await harness.database.db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.shopId, shopId), isNull(clients.archivedAt)))
    .limit(1);
  if (!client) throw new Error('no client');
  return client;
}

async function shopVehicleCount(shopId: string) {
  const [row] = await harness.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(vehicles)
    .innerJoin(clients, eq(clients.id, vehicles.clientId))
    .where(and(eq(vehicles.shopId, shopId), isNull(clients.archivedAt)));
  return row?.count ?? 0;
}

describe('GET /api/v1/vehicles', () => {
  it('pages through every vehicle of the shop, newest first, with owner and last service', async () => {
    const seen: VehicleJson[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(
        `/api/v1/vehicles?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json() as { items: VehicleJson[]; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(20);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(await shopVehicleCount(shops.demo));
    expect(seen.length).toBeGreaterThan(40);
    expect(new Set(seen.map((vehicle) => vehicle.id)).size).toBe(seen.length);
    const times = seen.map((vehicle) => Date.parse(vehicle.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen.every((vehicle) => vehicle.ownerName.length > 0)).toBe(true);
    const serviced = seen.filter((vehicle) => vehicle.lastServiceDate);
    expect(serviced.length).toBeGreaterThan(0);
    expect(serviced[0]?.lastServiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers the last service as the date of the latest completed job order', async () => {
    const [expected] = (
      (await harness.database.db.execute(sql`
      select v.id, max(j.completed_at) as last
      from vehicles v join job_orders j on j.shop_id = v.shop_id and j.vehicle_id = v.id
      where v.shop_id = ${shops.demo} and j.status = 'completed'
      group by v.id order by max(j.completed_at) desc limit 1`)) as unknown as { rows: unknown[] }
    ).rows as unknown as {
      id: string;
      last: string | Date;
    }[];
    if (!expected) throw new Error('no serviced vehicle');
    const vehicle = (await get(`/api/v1/vehicles/${expected.id}`)).json() as VehicleJson;
    const last = new Date(expected.last);
    // The date is the shop's (Chicago or similar): at most a day off from UTC.
    const utcDay = last.toISOString().slice(0, 10);
    const dayBefore = new Date(last.getTime() - 86_400_000).toISOString().slice(0, 10);
    expect([utcDay, dayBefore]).toContain(vehicle.lastServiceDate);
  });

  it('moves the last service with completions, reopenings and moves of job orders (migration 0022)', async () => {
    const owner = await demoClient(shops.demo);
    const created = async (model: string) => {
      const response = await send('POST', '/api/v1/vehicles', {
        clientId: owner.id,
        make: 'Mazda',
        model,
        year: 2021,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    const first = await created('CX-5');
    const second = await created('MX-5');
    const lastService = async (id: string) =>
      ((await get(`/api/v1/vehicles/${id}`)).json() as VehicleJson).lastServiceDate;
    const db = harness.database.db;
    const [order] = await db
      .insert(jobOrders)
      .values({ shopId: shops.demo, clientId: owner.id, vehicleId: first, status: 'estimate' })
      .returning({ id: jobOrders.id });
    const orderId = order?.id as string;
    expect(await lastService(first)).toBeNull();

    await db
      .update(jobOrders)
      .set({ status: 'completed', completedAt: new Date('2026-02-10T18:00:00Z') })
      .where(eq(jobOrders.id, orderId));
    expect(await lastService(first)).toBe('2026-02-10');

    await db.update(jobOrders).set({ vehicleId: second }).where(eq(jobOrders.id, orderId));
    expect(await lastService(first)).toBeNull();
    expect(await lastService(second)).toBe('2026-02-10');

    await db
      .update(jobOrders)
      .set({ status: 'in_progress', completedAt: null })
      .where(eq(jobOrders.id, orderId));
    expect(await lastService(second)).toBeNull();
  });

  it('searches make and model in any case, and plate or VIN by their first characters', async () => {
    const [target] = await harness.database.db
      .select()
      .from(vehicles)
      .where(
        and(
          eq(vehicles.shopId, shops.demo),
          sql`${vehicles.vin} is not null and ${vehicles.registrationNumber} is not null`,
        ),
      )
      .limit(1);
    if (!target?.vin || !target.registrationNumber) throw new Error('no vehicle with VIN');

    const byMake = (await get(`/api/v1/vehicles?search=${target.make.toLowerCase()}`)).json();
    expect(byMake.items.length).toBeGreaterThan(0);
    for (const vehicle of byMake.items as VehicleJson[]) {
      expect(`${vehicle.make} ${vehicle.model}`.toLowerCase()).toContain(target.make.toLowerCase());
    }
    const both = (
      await get(`/api/v1/vehicles?search=${encodeURIComponent(`${target.make} ${target.model}`)}`)
    ).json();
    expect((both.items as VehicleJson[]).map((vehicle) => vehicle.id)).toContain(target.id);

    const byVin = (
      await get(`/api/v1/vehicles?search=${target.vin.slice(0, 9).toLowerCase()}`)
    ).json();
    expect((byVin.items as VehicleJson[]).map((vehicle) => vehicle.id)).toEqual([target.id]);

    const plate = target.registrationNumber.slice(0, 4).toLowerCase();
    const byPlate = (await get(`/api/v1/vehicles?search=${encodeURIComponent(plate)}`)).json();
    expect((byPlate.items as VehicleJson[]).map((vehicle) => vehicle.id)).toContain(target.id);

    const none = (await get('/api/v1/vehicles?search=%25_nothing')).json();
    expect(none.items).toEqual([]);
  });

  it("lists one owner's vehicles with clientId, and refuses a broken cursor with 400", async () => {
    const [owned] = await harness.database.db
      .select({ clientId: vehicles.clientId })
      .from(vehicles)
      .where(eq(vehicles.shopId, shops.demo))
      .limit(1);
    const list = (await get(`/api/v1/vehicles?clientId=${owned?.clientId}`)).json();
    expect(list.items.length).toBeGreaterThan(0);
    expect((list.items as VehicleJson[]).every((v) => v.clientId === owned?.clientId)).toBe(true);
    expect((await get('/api/v1/vehicles?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await get('/api/v1/vehicles?limit=500')).statusCode).toBe(400);
  });
});

describe('creating and changing vehicles', () => {
  it('adds a vehicle: VIN upper-cased, a wrong check digit only warned about, blanks stored as null', async () => {
    const owner = await demoClient(shops.demo);
    const created = await send(
      'POST',
      '/api/v1/vehicles',
      {
        clientId: owner.id,
        make: 'Honda',
        model: 'Accord',
        year: 2003,
        vin: '1hgcm82693a004352',
        registrationNumber: '',
        color: '',
        notes: '',
      },
      'frontdesk',
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      clientId: owner.id,
      ownerName: owner.name,
      make: 'Honda',
      year: 2003,
      vin: '1HGCM82693A004352',
      registrationNumber: null,
      color: null,
      notes: null,
      status: 'active',
      lastServiceDate: null,
    });
    const first = (await get('/api/v1/vehicles?limit=1')).json();
    expect(first.items[0].id).toBe(created.json().id);
  });

  it('refuses a VIN another vehicle of the shop has (409 on the VIN field), not one of another shop', async () => {
    const owner = await demoClient(shops.demo);
    const input = {
      clientId: owner.id,
      make: 'Ford',
      model: 'Focus',
      year: 2015,
      vin: '1M8GDM9AXKP042788',
    };
    expect((await send('POST', '/api/v1/vehicles', input)).statusCode).toBe(201);
    const again = await send('POST', '/api/v1/vehicles', input);
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().errors).toEqual([
      { path: 'body.vin', message: 'Another vehicle in this shop has this VIN' },
    ]);
    const northsideOwner = await demoClient(shops.northside);
    const elsewhere = await send(
      'POST',
      '/api/v1/vehicles',
      { ...input, clientId: northsideOwner.id },
      'northside',
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses bad input with field errors, and an owner from another shop as "Select owner"', async () => {
    const owner = await demoClient(shops.demo);
    const bad = await send('POST', '/api/v1/vehicles', {
      clientId: owner.id,
      make: '',
      model: 'X',
      year: 1800,
      vin: 'IOQ',
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().errors as { path: string }[]).map((error) => error.path).sort();
    expect(paths).toEqual(['body.make', 'body.vin', 'body.year']);

    const northsideOwner = await demoClient(shops.northside);
    const foreign = await send('POST', '/api/v1/vehicles', {
      clientId: northsideOwner.id,
      make: 'Kia',
      model: 'Rio',
      year: 2020,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ path: 'body.clientId', message: 'Select owner' }]);
  });

  it('updates only the fields sent; clears a field sent empty; keeps VIN rules', async () => {
    const owner = await demoClient(shops.demo);
    const created = (
      await send('POST', '/api/v1/vehicles', {
        clientId: owner.id,
        make: 'Mazda',
        model: '3',
        year: 2018,
        registrationNumber: 'ABC-123',
        color: 'Red',
      })
    ).json() as VehicleJson;
    const changed = await send('PATCH', `/api/v1/vehicles/${created.id}`, {
      color: 'Blue',
      registrationNumber: '',
      status: 'sold',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      make: 'Mazda',
      color: 'Blue',
      registrationNumber: null,
      status: 'sold',
    });
    const taken = await send('PATCH', `/api/v1/vehicles/${created.id}`, {
      vin: '1M8GDM9AXKP042788',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].path).toBe('body.vin');
    const own = await send('PATCH', `/api/v1/vehicles/${created.id}`, { vin: '1HGCM82633A004352' });
    expect(own.statusCode).toBe(200);
    const same = await send('PATCH', `/api/v1/vehicles/${created.id}`, {
      vin: '1HGCM82633A004352',
    });
    expect(same.statusCode).toBe(200);
    expect((await send('PATCH', `/api/v1/vehicles/${created.id}`, { year: 3000 })).statusCode).toBe(
      400,
    );
  });
});

describe('vehicle access', () => {
  it("answers 404 for another shop's vehicle, to read or to change", async () => {
    const [theirs] = await harness.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.shopId, shops.northside))
      .limit(1);
    expect((await get(`/api/v1/vehicles/${theirs?.id}`)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/api/v1/vehicles/${theirs?.id}`, { color: 'Pink' })).statusCode,
    ).toBe(404);
    const list = (await get('/api/v1/vehicles?limit=100')).json();
    expect((list.items as VehicleJson[]).map((v) => v.id)).not.toContain(theirs?.id);
  });

  it('lets managers and mechanics read but not write; refuses car owners (403) and strangers (401)', async () => {
    expect((await get('/api/v1/vehicles', 'manager')).statusCode).toBe(200);
    const mechanic = await get('/api/v1/vehicles?limit=100', 'mechanic');
    expect(mechanic.statusCode).toBe(200);
    const owner = await demoClient(shops.demo);
    const input = { clientId: owner.id, make: 'Audi', model: 'A4', year: 2012 };
    expect((await send('POST', '/api/v1/vehicles', input, 'manager')).statusCode).toBe(403);
    expect((await send('POST', '/api/v1/vehicles', input, 'mechanic')).statusCode).toBe(403);
    expect((await get('/api/v1/vehicles', 'driver')).statusCode).toBe(403);
    expect((await get('/api/v1/vehicles/export.csv', 'driver')).statusCode).toBe(403);
    expect((await harness.app.inject('/api/v1/vehicles')).statusCode).toBe(401);
  });

  it('shows a mechanic only the vehicles on their own jobs', async () => {
    const [row] = (
      (await harness.database.db.execute(sql`
      select count(distinct v.id)::int as count from vehicles v
      join profiles p on p.shop_id = v.shop_id
      join users u on u.id = p.id and u.email = 'mechanic@pitstop.test'
      where exists (select 1 from job_orders j where j.vehicle_id = v.id and j.mechanic_id = p.id)
         or exists (select 1 from appointments a where a.vehicle_id = v.id and a.mechanic_id = p.id)`)) as unknown as {
        rows: unknown[];
      }
    ).rows as unknown as {
      count: number;
    }[];
    const seen = (await get('/api/v1/vehicles?limit=100', 'mechanic')).json();
    expect(seen.items.length).toBe(row?.count);
  });
});

describe('GET /api/v1/vehicles/export.csv', () => {
  it('streams every matching vehicle with the spec columns, neutralising formulas', async () => {
    const owner = await demoClient(shops.demo);
    await send('POST', '/api/v1/vehicles', {
      clientId: owner.id,
      make: '=HYPERLINK("x")',
      model: '+Model',
      year: 2020,
      color: '@Green',
    });
    const response = await get('/api/v1/vehicles/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="vehicles.csv"');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('Make,Model,Year,VIN,Registration,Color,Status,Last Service,Owner');
    expect(lines.length - 1).toBe(await shopVehicleCount(shops.demo));
    expect(lines).toContain(`"'=HYPERLINK(""x"")",'+Model,2020,,,'@Green,Active,,${owner.name}`);

    const honda = await get('/api/v1/vehicles/export.csv?search=accord');
    const hondaLines = honda.body.trim().split('\n');
    expect(hondaLines.length).toBeGreaterThan(1);
    expect(hondaLines.slice(1).every((line) => /accord/i.test(line))).toBe(true);
  });
});
