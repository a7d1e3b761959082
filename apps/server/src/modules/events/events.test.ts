import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/workshop.ts';
import { apiAs, signUpStaff, userIdOf } from '../../test/api-helpers.ts';
import { createShopAdmin, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let mechanicOfAna: { cookie: string; id: string };
let mechanicOfBruno: { cookie: string; id: string };
let ana: string;
let bruno: string;
const streams: { close(): void }[] = [];

beforeAll(async () => {
  harness = await createTestApp({ eventStreamLimits: { perUser: 2, perInstance: 6 } });
  const app = harness.app;
  admin = await createShopAdmin(app, {
    email: 'events-admin@example.com',
    shopName: 'Live Garage',
  });
  mechanicOfAna = await signUpStaff(app, {
    email: 'events-mechanic-ana@example.com',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  mechanicOfBruno = await signUpStaff(app, {
    email: 'events-mechanic-bruno@example.com',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  const create = async (name: string) => {
    const response = await apiAs(app, admin).send('POST', '/clients', {
      name,
      phone: '555 010 0100',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  ana = await create('Ana Lima');
  bruno = await create('Bruno Costa');
  for (const [clientId, mechanicId] of [
    [ana, mechanicOfAna.id],
    [bruno, mechanicOfBruno.id],
  ] as const) {
    await app.database.db.insert(appointments).values({
      shopId: admin.shopId,
      clientId,
      mechanicId,
      startsAt: new Date('2026-04-01T14:00:00Z'),
      endsAt: new Date('2026-04-01T15:00:00Z'),
    });
  }
}, 60_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await harness.close();
});

async function open(cookie: string) {
  const stream = await openEventStream(harness.app, cookie);
  streams.push(stream);
  return stream;
}

function recordCall(clientId: string) {
  return apiAs(harness.app, admin).send('POST', `/clients/${clientId}/communications`, {
    type: 'phone',
    content: 'Called about the brakes.',
  });
}

describe('who receives live events', () => {
  it("sends a client's events to the shop's admin and that client's mechanic only", async () => {
    const adminStream = await open(admin.cookie);
    const anaStream = await open(mechanicOfAna.cookie);
    const brunoStream = await open(mechanicOfBruno.cookie);

    expect((await recordCall(ana)).statusCode).toBe(201);
    expect((await recordCall(bruno)).statusCode).toBe(201);

    const about = (stream: typeof adminStream) =>
      stream.events.filter((event) => event.type === 'communication.created');
    await adminStream.waitFor((event) => event.data.clientId === bruno);
    await anaStream.waitFor((event) => event.data.clientId === ana);
    await brunoStream.waitFor((event) => event.data.clientId === bruno);
    // Events arrive in order: Bruno's came after Ana's, so Ana's would have been seen by now.
    await adminStream.waitFor((event) => event.data.clientId === ana);
    expect(about(anaStream).map((event) => event.data.clientId)).toEqual([ana]);
    expect(about(brunoStream).map((event) => event.data.clientId)).toEqual([bruno]);
    for (const stream of [adminStream, anaStream, brunoStream]) stream.close();
  });
});

describe('an event recorded with its change', () => {
  it('leaves when the transaction commits and never when it rolls back', async () => {
    const { app } = harness;
    const stream = await open(admin.cookie);
    const event = (note: string) => ({
      type: 'communication.created' as const,
      shopId: admin.shopId,
      mechanicIds: [],
      data: { note },
    });
    await app.database.db
      .transaction(async (tx) => {
        await app.events.publish(event('rolled back'), tx);
        throw new Error('the change failed');
      })
      .catch(() => {});
    await app.database.db.transaction(async (tx) => {
      await app.events.publish(event('committed'), tx);
      // Not delivered while the transaction is open.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stream.events.some((received) => received.data.note === 'committed')).toBe(false);
    });
    await stream.waitFor((received) => received.data.note === 'committed');
    expect(stream.events.map((received) => received.data.note).filter(Boolean)).toEqual([
      'committed',
    ]);
    stream.close();
  });
});

describe('a stream opened under an old role', () => {
  it('ends after profile.updated, so that the browser reconnects as who the person is now', async () => {
    const mechanic = await signUpStaff(harness.app, {
      email: 'events-promoted@example.com',
      shopId: admin.shopId,
      role: 'mechanic',
    });
    const stream = await open(mechanic.cookie);
    const promoted = await apiAs(harness.app, admin).send('PUT', `/employees/${mechanic.id}/role`, {
      role: 'manager',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await stream.waitFor((event) => event.type === 'profile.updated');
    await stream.ended;

    const asManager = await open(mechanic.cookie);
    expect((await recordCall(ana)).statusCode).toBe(201);
    await asManager.waitFor((event) => event.data.clientId === ana);
  });
});

describe('caps on open event streams', () => {
  it("closes a person's oldest stream, telling it not to reconnect, past the per-person cap", async () => {
    const owner = await signUpAndSignIn(harness.app, { email: 'events-owner@example.com' });
    const id = await userIdOf(harness.app, owner);
    const first = await open(owner.cookie);
    const second = await open(owner.cookie);
    expect(first.events).toEqual([]);
    const third = await open(owner.cookie);

    await first.waitFor((event) => event.type === 'stream.closed');
    await first.ended;
    // The two newest still receive.
    await harness.app.events.publish({ type: 'profile.updated', userIds: [id] });
    await second.waitFor((event) => event.type === 'profile.updated');
    await third.waitFor((event) => event.type === 'profile.updated');
    expect(second.events.map((event) => event.type)).toEqual(['profile.updated']);
  });

  it('refuses a stream with 503 and Retry-After when the instance holds its cap', async () => {
    const people = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) =>
        signUpAndSignIn(harness.app, { email: `events-owner-${name}@example.com` }),
      ),
    );
    const held: Awaited<ReturnType<typeof open>>[] = [];
    let refused: Awaited<ReturnType<typeof openEventStream>> | undefined;
    for (const person of people) {
      for (let tab = 0; tab < 2 && !refused; tab++) {
        const stream = await openEventStream(harness.app, person.cookie);
        streams.push(stream);
        if (stream.status === 200) held.push(stream);
        else refused = stream;
      }
    }
    // Six at most at once (the cap), whoever holds them; the next is refused.
    expect(held.length).toBeLessThanOrEqual(6);
    expect(refused?.status).toBe(503);
    expect(refused?.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused?.body() ?? '{}')).toMatchObject({ status: 503, code: 'unavailable' });

    for (const stream of held) stream.close();
    let reopened = refused;
    for (let attempt = 0; attempt < 100 && reopened?.status !== 200; attempt++) {
      await new Promise((wait) => setTimeout(wait, 20));
      reopened = await open(admin.cookie);
    }
    expect(reopened?.status).toBe(200);
  });
});
