import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { clients } from '../db/schema/clients.ts';
import { DEMO_PASSWORD, demoAccounts } from '../modules/accounts/public.ts';
import { ORIGIN, signIn } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoAccounts } from './seed-demo-accounts.ts';
import { DEMO_SHOP_NAME, seedDemoData } from './seed-demo-data.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('demo accounts', () => {
  it('are not offered before they exist', async () => {
    const response = await harness.app.inject('/api/v1/demo-accounts');
    expect(response.json()).toEqual({ available: false, password: null, accounts: [] });
  });

  it('sign in with the demo password, each with its role and shop', async () => {
    const demo = await seedDemoData({ tx: harness.database.db });
    await seedDemoAccounts({ tx: harness.database.db, shops: demo.shops });

    for (const account of demoAccounts) {
      const { cookie } = await signIn(harness.app, account.email, DEMO_PASSWORD);
      const me = (await harness.app.inject({ url: '/api/v1/me', headers: { cookie } })).json();
      expect(me).toMatchObject({ email: account.email, role: account.role, emailVerified: true });
      const expectedShop = account.role === 'client' ? null : demo.shops[account.shop];
      expect(me.shopId).toBe(expectedShop);
    }

    const offered = (await harness.app.inject('/api/v1/demo-accounts')).json();
    expect(offered).toEqual({
      available: true,
      password: DEMO_PASSWORD,
      accounts: [
        { label: 'Business Owner', email: 'owner@pitstop.test', role: 'admin' },
        { label: 'Car Owner', email: 'driver@pitstop.test', role: 'client' },
      ],
    });
  });

  it("links the car owner to Jordan Driver's client record and puts the Northside admin in their own shop", async () => {
    const { cookie } = await signIn(harness.app, 'owner@northside.test', DEMO_PASSWORD);
    const shop = (
      await harness.app.inject({ url: '/api/v1/shop', headers: { cookie, origin: ORIGIN } })
    ).json();
    expect(shop.name).toBe('Northside Auto');
    const linked = await harness.database.db
      .select({ name: clients.name })
      .from(clients)
      .innerJoin(users, eq(users.id, clients.userId))
      .where(eq(users.email, 'driver@pitstop.test'));
    expect(linked).toEqual([{ name: 'Jordan Driver' }]);
  });

  it('gives the demo garage three mechanics with their weeks, and a calendar they can work', async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await harness.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const count = async (query: ReturnType<typeof sql>) =>
      Number((await rows<{ n: string }>(query))[0]?.n);
    const [shop] = await rows<{ id: string }>(
      sql`select id from shops where name = ${DEMO_SHOP_NAME}`,
    );
    const shopId = shop?.id;

    expect(
      await count(
        sql`select count(*) as n from profiles where shop_id = ${shopId} and role = 'mechanic'`,
      ),
    ).toBe(3);
    // Opening hours, two mechanics with their own hours, time off, a named closure.
    expect(
      await count(sql`select count(*) as n from weekly_schedules where shop_id = ${shopId}`),
    ).toBe(3);
    expect(
      await count(
        sql`select count(*) as n from time_off where shop_id = ${shopId} and status = 'approved'`,
      ),
    ).toBe(3);
    // And one request still waiting for a decision.
    expect(
      await count(
        sql`select count(*) as n from time_off where shop_id = ${shopId} and status = 'pending'`,
      ),
    ).toBe(1);
    expect(
      await count(sql`select count(*) as n from shop_closures where shop_id = ${shopId}`),
    ).toBe(1);
    // Nothing is booked on the closure day.
    expect(
      await count(sql`select count(*) as n from appointments a join shop_closures c on c.shop_id = a.shop_id
        where a.shop_id = ${shopId} and (a.starts_at at time zone 'America/Chicago')::date between c.starts_on and c.ends_on`),
    ).toBe(0);
    // The coming two weeks: pending online requests and confirmed bookings, mostly assigned,
    // and no live booking of a mechanic falls in their time off.
    const upcoming = await rows<{ status: string; source: string; mechanic_id: string | null }>(
      sql`select status, source, mechanic_id from appointments
        where shop_id = ${shopId} and starts_at > now() and starts_at < now() + interval '14 days'`,
    );
    expect(upcoming.some((row) => row.status === 'pending' && row.source === 'online')).toBe(true);
    expect(upcoming.some((row) => row.status === 'confirmed')).toBe(true);
    expect(upcoming.filter((row) => row.mechanic_id).length).toBeGreaterThan(upcoming.length / 2);
    expect(
      await count(sql`select count(*) as n from appointments a join time_off t
        on t.mechanic_id = a.mechanic_id and t.status = 'approved' and tstzrange(t.starts_at, t.ends_at) && tstzrange(a.starts_at, a.ends_at)
        where a.shop_id = ${shopId} and a.status in ('pending', 'confirmed', 'in_progress')`),
    ).toBe(0);
    // History is shared out: every mechanic has completed jobs of their own.
    expect(
      await count(sql`select count(distinct mechanic_id) as n from appointments
        where shop_id = ${shopId} and status = 'completed'`),
    ).toBe(3);
  });
});
