import { formatRequestNumber } from '@pitstop/domain/bookings';
import { formatDateTime } from '@pitstop/domain/date-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { appointmentSeeder } from '../../test/appointment-seed.ts';
import { createShopAdmin, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

type Panel = {
  timeZone: string;
  items: {
    id: string;
    number: number;
    status: string;
    startsAt: string;
    client: { name: string };
  }[];
};

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let otherShop: Awaited<ReturnType<typeof createShopAdmin>>;
let mechanic: Session & { id: string };
let owner: Session;
const as = (session: Session) => apiAs(harness.app, session);
const HOUR = 3_600_000;
/** Whole hours from now, so the rows are "upcoming" whenever the test runs. */
const inHours = (hours: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR + hours * HOUR);
const numbers = {} as Record<'soon' | 'later' | 'confirmed' | 'past' | 'done' | 'mine', number>;

beforeAll(async () => {
  harness = await createTestApp();
  const seed = appointmentSeeder(harness.database);
  admin = await createShopAdmin(harness.app, { email: 'admin@panel.test', shopName: 'Panel' });
  otherShop = await createShopAdmin(harness.app, { email: 'admin@far.test', shopName: 'Far' });
  mechanic = await signUpStaff(harness.app, {
    email: 'mechanic@panel.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  owner = await signUpAndSignIn(harness.app, { email: 'owner@panel.test' });
  const shopId = admin.shopId;
  const zoe = await seed.client(shopId, { name: 'Zoe Zeller' });
  const oil = await seed.service(shopId, 'Oil Change');
  const book = async (
    hoursFromNow: number,
    values: { status?: 'pending' | 'confirmed' | 'completed'; source?: 'online' | 'staff' } = {},
    mechanicId: string | null = null,
  ) =>
    (
      await seed.appointment({
        shopId,
        clientId: zoe,
        mechanicId,
        startsAt: inHours(hoursFromNow).toISOString(),
        endsAt: inHours(hoursFromNow + 1).toISOString(),
        services: [{ id: oil, name: 'Oil Change' }],
        ...values,
      })
    ).number;
  numbers.later = await book(72, { source: 'online' });
  numbers.soon = await book(26, { source: 'online' });
  numbers.confirmed = await book(48, { status: 'confirmed', source: 'online' });
  numbers.past = await book(-50, { source: 'online' });
  numbers.done = await book(30, { status: 'completed' });
  numbers.mine = await book(100, {}, mechanic.id);
  const far = await seed.client(otherShop.shopId, { name: 'Far Away' });
  await seed.appointment({
    shopId: otherShop.shopId,
    clientId: far,
    startsAt: inHours(5).toISOString(),
    endsAt: inHours(6).toISOString(),
    source: 'online',
  });
}, 120_000);
afterAll(() => harness?.close());

describe('GET /dashboard/service-requests', () => {
  it("lists the shop's pending requests, then its confirmed bookings, from today on, soonest first", async () => {
    const response = await as(admin).get('/dashboard/service-requests');
    expect(response.statusCode, response.body).toBe(200);
    const panel = response.json() as Panel;
    expect(panel.timeZone).toBe('America/Chicago');
    expect(panel.items.map((item) => item.number)).toEqual([
      numbers.soon,
      numbers.later,
      numbers.mine,
      numbers.confirmed,
    ]);
    const first = panel.items[0];
    expect(first).toMatchObject({ status: 'pending', client: { name: 'Zoe Zeller' } });
    expect(formatRequestNumber(first?.number ?? 0)).toMatch(/^REQ\d{3,}$/);
    expect(formatDateTime(first?.startsAt, { timeZone: panel.timeZone, locale: 'en-US' })).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:00 (AM|PM)$/,
    );

    const two = (await as(admin).get('/dashboard/service-requests?limit=2')).json() as Panel;
    expect(two.items.map((item) => item.number)).toEqual([numbers.soon, numbers.later]);
    expect((await as(admin).get('/dashboard/service-requests?limit=0')).statusCode).toBe(400);
  });

  it('gives a mechanic their own, another shop its own, and refuses car owners', async () => {
    const mine = (await as(mechanic).get('/dashboard/service-requests')).json() as Panel;
    expect(mine.items.map((item) => item.number)).toEqual([numbers.mine]);
    const theirs = (await as(otherShop).get('/dashboard/service-requests')).json() as Panel;
    expect(theirs.items).toHaveLength(1);
    expect((await as(owner).get('/dashboard/service-requests')).statusCode).toBe(403);
  });
});

describe('Notifications badge', () => {
  it('counts pending online bookings, past ones too, until they are confirmed', async () => {
    const counts = (await as(admin).get('/sidebar-counts')).json();
    // later, soon and past are online and pending.
    expect(counts).toMatchObject({ notifications: 3, pendingOnlineBookings: 3 });
    expect((await as(mechanic).get('/sidebar-counts')).json()).toMatchObject({
      notifications: 0,
      pendingOnlineBookings: 0,
    });

    const panel = (await as(admin).get('/dashboard/service-requests')).json() as Panel;
    const soon = panel.items.find((item) => item.number === numbers.soon);
    const confirmed = await as(admin).send('POST', `/appointments/${soon?.id}/transitions`, {
      action: 'confirm',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await as(admin).get('/sidebar-counts')).json()).toMatchObject({
      notifications: 2,
      pendingOnlineBookings: 2,
    });
  });
});
