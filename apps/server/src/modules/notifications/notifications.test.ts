import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, communicationLogs } from '../../db/schema/workshop.ts';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

type Notification = {
  id: string;
  client: { id: string; name: string };
  content: string;
  occurredAt: string;
  readAt: string | null;
  booking: { id: string; number: number; startsAt: string } | null;
};
type Page = { items: Notification[]; nextCursor: string | null };

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let otherShop: Awaited<ReturnType<typeof createShopAdmin>>;
let owner: Session;
let mechanic: Session & { id: string };
const ids = {} as Record<'amy' | 'ben' | 'gone' | 'foreign', string>;
const as = (session: Session) => apiAs(harness.app, session);

async function addClient(session: Session, payload: Record<string, unknown>) {
  const response = await as(session).send('POST', '/clients', {
    phone: '+1 555 010 0000',
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** A message from the client at a set time; `read` marks it read by staff. */
async function message(
  shopId: string,
  clientId: string,
  content: string,
  occurredAt: string,
  read = false,
) {
  await harness.database.db.insert(communicationLogs).values({
    shopId,
    clientId,
    type: 'message',
    direction: 'inbound',
    status: 'received',
    content,
    occurredAt: new Date(occurredAt),
    readAt: read ? new Date() : null,
  });
}

async function inbox(session: Session, query = ''): Promise<Page> {
  const response = await as(session).get(`/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createShopAdmin(harness.app, {
    email: 'admin@inbox.test',
    shopName: 'Inbox Garage',
  });
  otherShop = await createShopAdmin(harness.app, {
    email: 'admin@elsewhere.test',
    shopName: 'Elsewhere Garage',
  });
  ids.amy = await addClient(admin, { name: 'Amy Asker', email: 'amy@example.com' });
  ids.ben = await addClient(admin, { name: 'Ben Bolt' });
  ids.gone = await addClient(admin, { name: 'Gus Gone' });
  ids.foreign = await addClient(otherShop, { name: 'Fay Foreign' });
  owner = await signUpAndSignIn(harness.app, { email: 'amy@example.com', name: 'Amy Asker' });
  mechanic = await signUpStaff(harness.app, {
    email: 'mechanic@inbox.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  // The mechanic works on Ben's car only.
  await harness.database.db.insert(appointments).values({
    shopId: admin.shopId,
    clientId: ids.ben,
    mechanicId: mechanic.id,
    startsAt: new Date('2026-04-01T14:00:00Z'),
    endsAt: new Date('2026-04-01T15:00:00Z'),
  });

  await message(admin.shopId, ids.amy, 'Amy old, read', '2026-01-01T10:00:00Z', true);
  await message(admin.shopId, ids.ben, 'Ben newer, read', '2026-01-05T10:00:00Z', true);
  await message(admin.shopId, ids.amy, 'Amy unread, older', '2026-01-02T10:00:00Z');
  await message(admin.shopId, ids.ben, 'Ben unread, newest', '2026-01-06T10:00:00Z');
  await message(admin.shopId, ids.gone, 'From an archived client', '2026-01-07T10:00:00Z');
  await message(otherShop.shopId, ids.foreign, 'Another shop', '2026-01-08T10:00:00Z');
  // What the shop sent is not a notification.
  await harness.database.db.insert(communicationLogs).values({
    shopId: admin.shopId,
    clientId: ids.amy,
    type: 'note',
    direction: 'outbound',
    status: 'logged',
    content: 'Outbound note',
    occurredAt: new Date('2026-01-09T10:00:00Z'),
  });
  const archived = await as(admin).send('DELETE', `/clients/${ids.gone}`);
  expect(archived.statusCode, archived.body).toBeLessThan(300);
}, 60_000);
afterAll(() => harness?.close());

describe('GET /notifications', () => {
  it("lists the shop's car-owner messages, unread first then newest, with the client", async () => {
    const page = await inbox(admin);
    expect(page.items.map((item) => item.content)).toEqual([
      'Ben unread, newest',
      'Amy unread, older',
      'Ben newer, read',
      'Amy old, read',
    ]);
    expect(page.items[0]).toMatchObject({
      client: { id: ids.ben, name: 'Ben Bolt' },
      occurredAt: '2026-01-06T10:00:00.000Z',
      readAt: null,
    });
    expect(page.items[2]?.readAt).not.toBeNull();
    expect(page.nextCursor).toBeNull();
    // Another shop sees only its own.
    expect((await inbox(otherShop)).items.map((item) => item.content)).toEqual(['Another shop']);
  });

  it('pages by cursor across the unread and read sections without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await inbox(
        admin,
        `?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.items).toHaveLength(1);
      seen.push(page.items[0]?.content ?? '');
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      'Ben unread, newest',
      'Amy unread, older',
      'Ben newer, read',
      'Amy old, read',
    ]);

    const bad = await as(admin).get('/notifications?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
  });

  it('shows a new owner message unread, and read once staff open the Communications', async () => {
    const sent = await as(owner).send('POST', '/portal/messages', {
      clientId: ids.amy,
      content: 'Is my car ready?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [first] = (await inbox(admin)).items;
    expect(first).toMatchObject({ id: sent.json().id, content: 'Is my car ready?', readAt: null });

    expect(
      (await as(admin).send('POST', `/clients/${ids.amy}/communications/read`)).statusCode,
    ).toBe(204);
    const after = (await inbox(admin)).items;
    expect(after.filter((item) => item.readAt === null).map((item) => item.content)).toEqual([
      'Ben unread, newest',
    ]);
    expect(after.find((item) => item.id === sent.json().id)?.readAt).not.toBeNull();
  });

  it("gives a mechanic only their jobs' clients, and refuses car owners", async () => {
    const mine = await inbox(mechanic);
    expect(new Set(mine.items.map((item) => item.client.id))).toEqual(new Set([ids.ben]));
    // Each badge counts what that person's inbox shows unread: a message from a client the
    // mechanic does not work for raises the admin's badge, not theirs.
    await message(admin.shopId, ids.amy, 'Amy again', '2026-01-10T10:00:00Z');
    for (const session of [mechanic, admin]) {
      const unreadInInbox = (await inbox(session)).items.filter((item) => !item.readAt).length;
      const badge = await as(session).get('/sidebar-counts');
      expect(badge.json().notifications).toBe(unreadInInbox);
    }
    const mechanicBadge = (await as(mechanic).get('/sidebar-counts')).json().notifications;
    const adminBadge = (await as(admin).get('/sidebar-counts')).json().notifications;
    expect(adminBadge).toBe(mechanicBadge + 1);

    const refused = await as(owner).get('/notifications');
    expect(refused.statusCode).toBe(403);
    expect((await harness.app.inject('/api/v1/notifications')).statusCode).toBe(401);
  });

  it('lists pending online bookings unread, with the badge, until someone confirms them', async () => {
    const [online] = await harness.database.db
      .insert(appointments)
      .values({
        shopId: admin.shopId,
        clientId: ids.amy,
        startsAt: new Date('2026-12-01T16:00:00Z'),
        endsAt: new Date('2026-12-01T17:00:00Z'),
        source: 'online',
      })
      .returning({ id: appointments.id, number: appointments.number });
    // A booking staff made, or one already confirmed, is no notification.
    await harness.database.db.insert(appointments).values([
      {
        shopId: admin.shopId,
        clientId: ids.amy,
        startsAt: new Date('2026-12-02T16:00:00Z'),
        endsAt: new Date('2026-12-02T17:00:00Z'),
      },
      {
        shopId: admin.shopId,
        clientId: ids.amy,
        startsAt: new Date('2026-12-03T16:00:00Z'),
        endsAt: new Date('2026-12-03T17:00:00Z'),
        source: 'online',
        status: 'confirmed',
      },
    ]);
    const [first] = (await inbox(admin)).items;
    expect(first).toMatchObject({
      id: online?.id,
      client: { id: ids.amy, name: 'Amy Asker' },
      content: `Online booking REQ${String(online?.number).padStart(3, '0')}: Dec 1, 2026 at 10:00 AM`,
      readAt: null,
      booking: { id: online?.id, number: online?.number, startsAt: '2026-12-01T16:00:00.000Z' },
    });
    const unread = async (session: Session) =>
      (await inbox(session)).items.filter((item) => !item.readAt).length;
    expect((await as(admin).get('/sidebar-counts')).json().notifications).toBe(await unread(admin));
    // Not the mechanic's booking.
    expect((await inbox(mechanic)).items.some((item) => item.booking)).toBe(false);

    const confirmed = await as(admin).send('POST', `/appointments/${online?.id}/transitions`, {
      action: 'confirm',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await inbox(admin)).items.some((item) => item.booking)).toBe(false);
    expect((await as(admin).get('/sidebar-counts')).json().notifications).toBe(await unread(admin));
  });
});
