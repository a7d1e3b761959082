import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { communicationLogs } from '../../db/schema/workshop.ts';
import { createMailer, type Mailer } from '../../plugins/mail.ts';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin, latestMail, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

const BOUNCING = 'bounces@example.com';
const REJECTION = '550 5.1.1 <bounces@example.com>: Recipient address rejected';

/** The dev mailbox, except that mail to BOUNCING is refused as an SMTP server would. */
function bouncingMailer(): { mailer: Mailer; attach(db: Db): void } {
  let inner: Mailer | undefined;
  return {
    mailer: {
      kind: 'dev-mailbox',
      send: async (mail) => {
        if (mail.to === BOUNCING) throw new Error(REJECTION);
        await inner?.send(mail);
      },
    },
    attach: (db) => {
      inner = createMailer({ smtpUrl: undefined, db, from: 'test@pitstop.test' });
    },
  };
}

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let otherShop: Awaited<ReturnType<typeof createShopAdmin>>;
const as = (session: Session) => apiAs(harness.app, session);

type Communication = {
  id: string;
  type: string;
  direction: string;
  status: string;
  subject: string | null;
  content: string;
  error: string | null;
  readAt: string | null;
  authorName: string | null;
  occurredAt: string;
};

async function addClient(payload: Record<string, unknown>) {
  const response = await as(admin).send('POST', '/clients', {
    phone: '+1 555 010 0000',
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}
async function communicationsOf(clientId: string, session: Session = admin) {
  const response = await as(session).get(`/clients/${clientId}/communications`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: Communication[] }).items;
}

const bounce = bouncingMailer();
beforeAll(async () => {
  harness = await createTestApp({ mailer: bounce.mailer });
  bounce.attach(harness.database.db);
  admin = await createShopAdmin(harness.app, { email: 'admin@talk.test', shopName: 'Talk Garage' });
  otherShop = await createShopAdmin(harness.app, {
    email: 'admin@other.test',
    shopName: 'Other Garage',
  });
});
afterAll(async () => {
  await harness?.close();
});

describe('staff interactions', () => {
  it('sends an e-mail interaction for real and records it as sent', async () => {
    const client = await addClient({ name: 'Mia Mail', email: 'mia@example.com' });
    const response = await as(admin).send('POST', `/clients/${client.id}/communications`, {
      type: 'email',
      subject: 'Your brakes',
      content: 'The rear pads are at 3 mm; we recommend replacing them soon.',
      notes: 'Quoted $180',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      clientId: client.id,
      shop: { id: admin.shopId, name: 'Talk Garage' },
      type: 'email',
      direction: 'outbound',
      status: 'sent',
      subject: 'Your brakes',
      notes: 'Quoted $180',
      error: null,
      readAt: null,
      authorName: 'Shop Admin',
    });
    const mail = await latestMail(harness.app, 'mia@example.com');
    expect(mail?.subject).toBe('Your brakes');
    expect(mail?.text).toContain('The rear pads are at 3 mm');
    expect(mail?.text).toContain('Talk Garage');
    expect((await communicationsOf(client.id))[0]?.id).toBe(response.json().id);
  });

  it('keeps a failed e-mail with the reason and answers 201 so the failure can be shown', async () => {
    const client = await addClient({ name: 'Bo Bounce', email: BOUNCING });
    const response = await as(admin).send('POST', `/clients/${client.id}/communications`, {
      type: 'email',
      subject: 'Ready for pickup',
      content: 'Your car is ready.',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'failed', error: REJECTION });
    expect(await communicationsOf(client.id)).toEqual([
      expect.objectContaining({
        status: 'failed',
        error: REJECTION,
        content: 'Your car is ready.',
      }),
    ]);
  });

  it('refuses an e-mail to a client without an address, or without a subject', async () => {
    const client = await addClient({ name: 'No Address' });
    const response = await as(admin).send('POST', `/clients/${client.id}/communications`, {
      type: 'email',
      subject: 'Hello',
      content: 'Hi',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'No Address has no e-mail address. Add one to their profile, or record a call or note instead.',
    );
    const noSubject = await as(admin).send('POST', `/clients/${client.id}/communications`, {
      type: 'email',
      content: 'Hi',
    });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().errors).toEqual([
      { path: 'body.subject', message: 'An email needs a subject' },
    ]);
    expect(await communicationsOf(client.id)).toEqual([]);
  });

  it('logs calls and notes as they happened, and a retried request (Idempotency-Key) once', async () => {
    const client = await addClient({ name: 'Cal Caller', email: 'cal@example.com' });
    const when = '2025-05-04T10:30:00.000Z';
    const call = {
      type: 'phone',
      occurredAt: when,
      content: 'Called about the noise from the front left wheel.',
    };
    const first = await as(admin).send('POST', `/clients/${client.id}/communications`, call, {
      'idempotency-key': 'call-1',
    });
    const retry = await as(admin).send('POST', `/clients/${client.id}/communications`, call, {
      'idempotency-key': 'call-1',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      type: 'phone',
      status: 'logged',
      occurredAt: when,
      subject: null,
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);

    const email = { type: 'email', subject: 'Once', content: 'Only once' };
    await as(admin).send('POST', `/clients/${client.id}/communications`, email, {
      'idempotency-key': 'mail-1',
    });
    await as(admin).send('POST', `/clients/${client.id}/communications`, email, {
      'idempotency-key': 'mail-1',
    });
    const mails = (
      await harness.app.inject('/api/dev/mailbox?to=cal@example.com')
    ).json() as unknown[];
    expect(mails).toHaveLength(1);
    expect(await communicationsOf(client.id)).toHaveLength(2);

    const future = await as(admin).send('POST', `/clients/${client.id}/communications`, {
      type: 'note',
      occurredAt: new Date(Date.now() + 86_400_000).toISOString(),
      content: 'Later',
    });
    expect(future.statusCode).toBe(400);
  });

  it('refuses an Idempotency-Key reused for a different interaction or client with a 422, sending nothing', async () => {
    const client = await addClient({ name: 'Kim Keys', email: 'kim@example.com' });
    const other = await addClient({ name: 'Kit Keys', email: 'kit@example.com' });
    const email = { type: 'email', subject: 'First', content: 'The first message' };
    const headers = { 'idempotency-key': 'mail-reused' };
    const first = await as(admin).send(
      'POST',
      `/clients/${client.id}/communications`,
      email,
      headers,
    );
    expect(first.statusCode).toBe(201);
    const changed = await as(admin).send(
      'POST',
      `/clients/${client.id}/communications`,
      { ...email, content: 'A different message' },
      headers,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.headers['content-type']).toContain('application/problem+json');
    expect(changed.json().detail).toMatch(/already used for a different request/);
    const elsewhere = await as(admin).send(
      'POST',
      `/clients/${other.id}/communications`,
      email,
      headers,
    );
    expect(elsewhere.statusCode).toBe(422);
    const mails = (
      await harness.app.inject('/api/dev/mailbox?to=kim@example.com')
    ).json() as unknown[];
    expect(mails).toHaveLength(1);
    expect((await harness.app.inject('/api/dev/mailbox?to=kit@example.com')).json()).toEqual([]);
    const replay = await as(admin).send(
      'POST',
      `/clients/${client.id}/communications`,
      email,
      headers,
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(first.json().id);
  });

  it('pages newest first and keeps each shop and role to its own', async () => {
    const client = await addClient({ name: 'Page Person' });
    for (const day of [1, 2, 3]) {
      await as(admin).send('POST', `/clients/${client.id}/communications`, {
        type: 'note',
        occurredAt: `2025-01-0${day}T09:00:00Z`,
        content: `Note ${day}`,
      });
    }
    const first = (await as(admin).get(`/clients/${client.id}/communications?limit=2`)).json();
    expect(first.items.map((item: Communication) => item.content)).toEqual(['Note 3', 'Note 2']);
    const second = (
      await as(admin).get(
        `/clients/${client.id}/communications?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`,
      )
    ).json();
    expect(second.items.map((item: Communication) => item.content)).toEqual(['Note 1']);
    expect(second.nextCursor).toBeNull();

    // Another shop's admin: not found, for reading, writing and marking read.
    expect((await as(otherShop).get(`/clients/${client.id}/communications`)).statusCode).toBe(404);
    const foreign = await as(otherShop).send('POST', `/clients/${client.id}/communications`, {
      type: 'note',
      content: 'Sneaky',
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await as(otherShop).send('POST', `/clients/${client.id}/communications/read`)).statusCode,
    ).toBe(404);

    // A manager reads but does not record; a mechanic not on the client's jobs does not see it.
    const manager = await signUpStaff(harness.app, {
      email: 'manager@talk.test',
      shopId: admin.shopId,
      role: 'manager',
    });
    expect((await communicationsOf(client.id, manager)).length).toBe(3);
    const note = { type: 'note', content: 'Manager note' };
    expect(
      (await as(manager).send('POST', `/clients/${client.id}/communications`, note)).statusCode,
    ).toBe(403);
    const mechanic = await signUpStaff(harness.app, {
      email: 'mechanic@talk.test',
      shopId: admin.shopId,
      role: 'mechanic',
    });
    expect((await as(mechanic).get(`/clients/${client.id}/communications`)).statusCode).toBe(404);
  });
});

describe('car owner and staff messages', () => {
  let owner: Session;
  let client: { id: string };

  beforeAll(async () => {
    client = await addClient({ name: 'Olive Owner', email: 'olive@example.com' });
    owner = await signUpAndSignIn(harness.app, { email: 'olive@example.com', name: 'Olive Owner' });
  });

  it("delivers the owner's message to staff, counts it as a notification until read", async () => {
    const counts = async () => (await as(admin).get('/sidebar-counts')).json().notifications;
    const before = await counts();
    const sent = await as(owner).send('POST', '/portal/messages', {
      clientId: client.id,
      content: '  Could I get a loaner car for the brake job?  ',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      clientId: client.id,
      type: 'message',
      direction: 'inbound',
      status: 'received',
      content: 'Could I get a loaner car for the brake job?',
      readAt: null,
      authorName: 'Olive Owner',
    });
    expect(await counts()).toBe(before + 1);
    // Another shop's badge does not move.
    expect((await as(otherShop).get('/sidebar-counts')).json().notifications).toBe(0);
    const seen = await communicationsOf(client.id);
    expect(seen[0]).toMatchObject({ id: sent.json().id, type: 'message', readAt: null });

    const read = await as(admin).send('POST', `/clients/${client.id}/communications/read`);
    expect(read.statusCode).toBe(204);
    expect(await counts()).toBe(before);
    expect((await communicationsOf(client.id))[0]?.readAt).not.toBeNull();

    const empty = await as(owner).send('POST', '/portal/messages', {
      clientId: client.id,
      content: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'body.content', message: 'Write the message' }]);
  });

  it('shows the owner what the shop sent, unread until they open their history', async () => {
    await as(admin).send('POST', `/clients/${client.id}/communications`, {
      type: 'email',
      subject: 'Loaner',
      content: 'Yes, a loaner will be ready.',
    });
    const dashboard = async () => (await as(owner).get('/portal/dashboard')).json().unreadMessages;
    expect(await dashboard()).toBe(1);
    const history = await as(owner).get('/portal/communications');
    expect(history.statusCode).toBe(200);
    const items = history.json().items as Communication[];
    expect(items.map((item) => [item.direction, item.type])).toEqual([
      ['outbound', 'email'],
      ['inbound', 'message'],
    ]);
    expect(items[0]).toMatchObject({ subject: 'Loaner', status: 'sent', authorName: 'Shop Admin' });

    expect((await as(owner).send('POST', '/portal/communications/read')).statusCode).toBe(204);
    expect(await dashboard()).toBe(0);
    const [row] = await harness.database.db
      .select({ readAt: communicationLogs.readAt })
      .from(communicationLogs)
      .where(eq(communicationLogs.id, items[0]?.id as string));
    expect(row?.readAt).not.toBeNull();
  });
});
