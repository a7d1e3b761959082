import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokens } from '../../db/schema/platform.ts';
import { profiles } from '../../db/schema/shops.ts';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { appointmentSeeder } from '../../test/appointment-seed.ts';
import { createShopAdmin } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let mia: Session & { id: string };
let max: Session & { id: string };
const as = (session: Session) => apiAs(harness.app, session);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR + offset);
const ids = {} as Record<'soon' | 'old' | 'far' | 'cancelled' | 'colleague', string>;

/** The feed's path (inject takes it without the host). */
async function newFeed(session: Session): Promise<string> {
  const response = await as(session).send('POST', '/appointments/calendar-feed');
  expect(response.statusCode, response.body).toBe(201);
  const url = new URL(response.json().url);
  expect(url.origin).toBe('http://localhost:3000');
  return url.pathname;
}

/** Unfolded lines of an iCalendar text (RFC 5545 §3.1 folds long lines). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

beforeAll(async () => {
  harness = await createTestApp();
  const seed = appointmentSeeder(harness.database);
  admin = await createShopAdmin(harness.app, { email: 'admin@feed.test', shopName: 'Feed Garage' });
  mia = await signUpStaff(harness.app, {
    email: 'mia@feed.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  max = await signUpStaff(harness.app, {
    email: 'max@feed.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  const shopId = admin.shopId;
  const ann = await seed.client(shopId, { name: 'Ann Archer', phone: '+1 555 201 3344' });
  const car = await seed.vehicle(shopId, ann, {
    make: 'Toyota',
    model: 'RAV4',
    year: 2019,
    registrationNumber: 'ABC-123',
  });
  const oil = await seed.service(shopId, 'Oil Change');
  const book = async (
    offset: number,
    mechanicId: string,
    status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed',
  ) =>
    (
      await seed.appointment({
        shopId,
        clientId: ann,
        vehicleId: car,
        mechanicId,
        startsAt: at(offset).toISOString(),
        endsAt: at(offset + HOUR).toISOString(),
        status,
        services: [{ id: oil, name: 'Oil Change' }],
      })
    ).id;
  ids.soon = await book(2 * DAY, mia.id, 'pending');
  ids.old = await book(-40 * DAY, mia.id);
  ids.far = await book(100 * DAY, mia.id);
  ids.cancelled = await book(3 * DAY, mia.id, 'cancelled');
  ids.colleague = await book(2 * DAY, max.id);
}, 120_000);
afterAll(() => harness?.close());

describe('mechanic calendar feed', () => {
  it("serves the mechanic's live bookings of the coming 90 days as iCalendar, without signing in", async () => {
    const path = await newFeed(mia);
    const response = await harness.app.inject(path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = unfold(response.body);
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`UID:appointment-${ids.soon}@localhost:3000`);
    expect(ics).toContain('SUMMARY:Oil Change — Ann Archer');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain('Vehicle: 2019 Toyota RAV4 · ABC-123');
    for (const left of [ids.old, ids.far, ids.cancelled, ids.colleague])
      expect(ics).not.toContain(left);
  });

  it('stops serving an address once a new one is made, and answers 404 to unknown ones', async () => {
    const first = await newFeed(mia);
    const second = await newFeed(mia);
    expect(second).not.toBe(first);
    const revoked = await harness.app.inject(first);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().detail).toBe('This calendar address is no longer valid.');
    expect((await harness.app.inject(second)).statusCode).toBe(200);
    const unknown = await harness.app.inject(`/api/v1/calendar-feed/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    const malformed = await harness.app.inject('/api/v1/calendar-feed/made-up');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      { path: 'params.token', message: 'Not a calendar feed address' },
    ]);
    // Only the hash is stored.
    const token = second.split('/').at(-1) ?? '';
    const stored = await harness.database.db.select().from(linkTokens);
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);
  });

  it('stops answering once the mechanic stops sharing', async () => {
    const path = await newFeed(mia);
    expect((await harness.app.inject(path)).statusCode).toBe(200);
    expect((await as(mia).send('DELETE', '/appointments/calendar-feed')).statusCode).toBe(204);
    expect((await harness.app.inject(path)).statusCode).toBe(404);
  });

  it('closes the feed of someone who is no longer a mechanic of the shop', async () => {
    const path = await newFeed(max);
    await harness.database.db
      .update(profiles)
      .set({ role: 'front_desk' })
      .where(eq(profiles.id, max.id));
    expect((await harness.app.inject(path)).statusCode).toBe(404);
  });

  it('stops answering while the mechanic is deactivated, and answers again once reactivated', async () => {
    const kim = await signUpStaff(harness.app, {
      email: 'kim@feed.test',
      shopId: admin.shopId,
      role: 'mechanic',
    });
    const path = await newFeed(kim);
    expect((await harness.app.inject(path)).statusCode).toBe(200);
    const deactivated = await as(admin).send('POST', `/employees/${kim.id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const closed = await harness.app.inject(path);
    expect(closed.statusCode).toBe(404);
    expect(closed.headers['content-type']).toContain('application/problem+json');
    expect(closed.json().detail).toBe('This calendar address is no longer valid.');
    expect((await as(admin).send('POST', `/employees/${kim.id}/reactivate`)).statusCode).toBe(200);
    expect((await harness.app.inject(path)).statusCode).toBe(200);
  });

  it('is made by mechanics only', async () => {
    expect((await as(admin).send('POST', '/appointments/calendar-feed')).statusCode).toBe(403);
    expect(
      (
        await harness.app.inject({
          method: 'POST',
          url: '/api/v1/appointments/calendar-feed',
        })
      ).statusCode,
    ).toBe(401);
  });
});
