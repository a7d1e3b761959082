import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/clients.ts';
import { seedDemoData } from '../../db/seed/seed-demo-data.ts';
import { ORIGIN, signIn } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import { seedDemoAccounts } from './seed-demo-accounts.ts';

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
});
