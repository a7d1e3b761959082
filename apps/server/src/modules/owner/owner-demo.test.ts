import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { apiAs, type Session } from '../../test/api-helpers.ts';
import { signIn } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../accounts/demo-accounts.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let driver: Session;
let owner: Session;

beforeAll(async () => {
  harness = await createTestApp();
  const demo = await seedDemoData({ tx: harness.database.db });
  await seedDemoAccounts({ tx: harness.database.db, shops: demo.shops });
  driver = await signIn(harness.app, 'driver@pitstop.test', DEMO_PASSWORD);
  owner = await signIn(harness.app, 'owner@pitstop.test', DEMO_PASSWORD);
});
afterAll(async () => {
  await harness?.close();
});

describe('the demo car owner (Jordan Driver)', () => {
  it('has a dashboard filled from the demo garage', async () => {
    const response = await apiAs(harness.app, driver).get('/portal/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json();
    expect(dashboard.workshops).toEqual([expect.objectContaining({ name: 'Pitstop Demo Garage' })]);
    expect(dashboard.vehicles).toHaveLength(2);
    expect(dashboard.upcomingVisits.length).toBeGreaterThanOrEqual(1);
    expect(dashboard.recentServices).toHaveLength(5);
    expect(Number(dashboard.totalSpent)).toBeGreaterThan(0);
    expect(dashboard.unreadMessages).toBeGreaterThanOrEqual(1);
  });

  it('reads a service history with lines and a communication history with portal messages', async () => {
    const history = (await apiAs(harness.app, driver).get('/portal/service-history')).json();
    expect(history.items.length).toBeGreaterThanOrEqual(3);
    for (const item of history.items) {
      expect(item.lines.length).toBeGreaterThan(0);
      expect(item.services.length).toBeGreaterThan(0);
      const sum = item.lines.reduce(
        (total: number, line: { amount: string }) => total + Number(line.amount),
        0,
      );
      expect(sum.toFixed(2)).toBe(item.total);
    }
    const communications = (await apiAs(harness.app, driver).get('/portal/communications')).json();
    const types = new Set(communications.items.map((item: { type: string }) => item.type));
    expect(types.has('message')).toBe(true);
    for (const item of communications.items) {
      if (item.type === 'email') expect(item.subject).toBeTruthy();
    }
  });

  it("shows the shop Jordan's unread message in the notifications badge", async () => {
    const counts = (await apiAs(harness.app, owner).get('/sidebar-counts')).json();
    expect(counts.notifications).toBeGreaterThanOrEqual(1);
  });
});
