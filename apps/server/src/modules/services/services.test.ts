import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/workshop.ts';
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
  shops = (await seedDemoData({ tx: harness.database.db })).shops;
  await seedDemoAccounts({ tx: harness.database.db, shops });
  for (const who of ['owner', 'manager', 'frontdesk', 'mechanic', 'driver']) {
    cookies[who] = (await signIn(harness.app, `${who}@pitstop.test`, DEMO_PASSWORD)).cookie;
  }
  cookies.northside = (await signIn(harness.app, 'owner@northside.test', DEMO_PASSWORD)).cookie;
});
afterAll(() => harness.close());

type ServiceJson = {
  id: string;
  name: string;
  category: string;
  durationMinutes: number;
  price: string;
  description: string | null;
  active: boolean;
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

const oilChange = {
  name: 'Synthetic Oil Flush',
  category: 'Maintenance',
  durationMinutes: 45,
  price: '89.5',
  description: 'Full synthetic, filter included',
};

describe('GET /api/v1/services', () => {
  it("lists the shop's active services in name order, prices as two-decimal strings", async () => {
    const response = await get('/api/v1/services', 'mechanic');
    expect(response.statusCode).toBe(200);
    const list = response.json() as ServiceJson[];
    const stored = await harness.database.db
      .select()
      .from(services)
      .where(and(eq(services.shopId, shops.demo), eq(services.active, true)));
    expect(list.length).toBe(stored.length);
    const names = list.map((service) => service.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(list.every((service) => /^\d+\.\d{2}$/.test(service.price))).toBe(true);
  });

  it('searches by name or category in any case', async () => {
    const [first] = (await get('/api/v1/services')).json() as ServiceJson[];
    if (!first) throw new Error('no services');
    const byName = (
      await get(`/api/v1/services?search=${encodeURIComponent(first.name.toUpperCase())}`)
    ).json() as ServiceJson[];
    expect(byName.map((service) => service.id)).toContain(first.id);
    const byCategory = (
      await get(`/api/v1/services?search=${encodeURIComponent(first.category.toLowerCase())}`)
    ).json() as ServiceJson[];
    expect(byCategory.length).toBeGreaterThan(0);
    expect(
      byCategory.every(
        (service) =>
          service.category === first.category ||
          service.name.toLowerCase().includes(first.category.toLowerCase()),
      ),
    ).toBe(true);
    expect((await get('/api/v1/services?search=zzz-nothing')).json()).toEqual([]);
  });

  it('finds a service whatever its accents and case (ADR 024)', async () => {
    const created = await send('POST', '/api/v1/services', {
      name: 'Équilibrage des roues',
      category: 'Pneus & Räder',
      durationMinutes: 30,
      price: '40.00',
      description: null,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as ServiceJson;
    for (const typed of ['equilibrage', 'ÉQUILIBRAGE DES', 'rader']) {
      const found = (
        await get(`/api/v1/services?search=${encodeURIComponent(typed)}`)
      ).json() as ServiceJson[];
      expect(
        found.map((service) => service.id),
        typed,
      ).toContain(id);
    }
  });

  it('lists the categories in use', async () => {
    const categories = (await get('/api/v1/services/categories')).json() as string[];
    expect(categories.length).toBeGreaterThan(0);
    expect(categories).toEqual([...new Set(categories)].sort());
  });
});

describe('creating and changing services', () => {
  it('adds a service as a manager, keeps the price at two decimals, and edits it', async () => {
    const created = await send('POST', '/api/v1/services', oilChange, 'manager');
    expect(created.statusCode).toBe(201);
    const service = created.json() as ServiceJson;
    expect(service).toMatchObject({ ...oilChange, price: '89.50', active: true });
    const changed = await send('PATCH', `/api/v1/services/${service.id}`, {
      price: 95,
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: oilChange.name, price: '95.00', active: false });

    const active = (await get('/api/v1/services')).json() as ServiceJson[];
    expect(active.map((entry) => entry.id)).not.toContain(service.id);
    const all = (await get('/api/v1/services?includeInactive=true')).json() as ServiceJson[];
    expect(all.map((entry) => entry.id)).toContain(service.id);
  });

  it('refuses a zero duration, a negative price and a blank name with field errors', async () => {
    const bad = await send('POST', '/api/v1/services', {
      ...oilChange,
      name: ' ',
      durationMinutes: 0,
      price: '-3',
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors as { path: string; message: string }[];
    expect(errors.map((error) => error.path).sort()).toEqual([
      'body.durationMinutes',
      'body.name',
      'body.price',
    ]);
    expect(errors.find((error) => error.path === 'body.price')?.message).toBe(
      'Price must be 0 or more, with at most two decimals',
    );
    const threeDecimals = await send('POST', '/api/v1/services', { ...oilChange, price: 1.999 });
    expect(threeDecimals.statusCode).toBe(400);
  });

  it('lets front desk and mechanics read only; refuses car owners (403) and strangers (401)', async () => {
    expect((await send('POST', '/api/v1/services', oilChange, 'frontdesk')).statusCode).toBe(403);
    expect((await send('POST', '/api/v1/services', oilChange, 'mechanic')).statusCode).toBe(403);
    expect((await get('/api/v1/services', 'frontdesk')).statusCode).toBe(200);
    expect((await get('/api/v1/services', 'driver')).statusCode).toBe(403);
    expect((await harness.app.inject('/api/v1/services')).statusCode).toBe(401);
  });

  it("answers 404 for another shop's service and never lists it", async () => {
    const [theirs] = await harness.database.db
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(eq(services.shopId, shops.northside))
      .limit(1);
    const patch = await send('PATCH', `/api/v1/services/${theirs?.id}`, { price: 1 });
    expect(patch.statusCode).toBe(404);
    const mine = (await get('/api/v1/services?includeInactive=true')).json() as ServiceJson[];
    expect(mine.map((service) => service.id)).not.toContain(theirs?.id);
    const northside = (await get('/api/v1/services', 'northside')).json() as ServiceJson[];
    expect(northside.map((service) => service.id)).toContain(theirs?.id);
  });
});
