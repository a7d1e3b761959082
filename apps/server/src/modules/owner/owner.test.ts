import { OWNER_PROFILE_FIELDS_MESSAGE } from '@pitstop/domain/owner';
import { VIN_TAKEN_MESSAGE } from '@pitstop/domain/vehicles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { ownerInvitations } from '../../db/schema/owner.ts';
import { appointments, jobOrderItems, jobOrders, services } from '../../db/schema/workshop.ts';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin, latestMail, linkIn, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { insertTestInvoice } from '../../test/invoice-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { refreshJobOrderTotals } from '../job-orders/public.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let north: Awaited<ReturnType<typeof createShopAdmin>>;
let south: Awaited<ReturnType<typeof createShopAdmin>>;

const as = (session: Session) => apiAs(harness.app, session);

async function addClient(admin: Session, payload: Record<string, unknown>) {
  const response = await as(admin).send('POST', '/clients', {
    phone: '+1 555 010 0000',
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string };
}

async function addVehicle(shopId: string, clientId: string, make = 'Toyota') {
  const [row] = await harness.database.db
    .insert(vehicles)
    .values({ shopId, clientId, make, model: 'Corolla', year: 2018 })
    .returning({ id: vehicles.id });
  return row?.id as string;
}

async function addService(shopId: string, name: string, active = true) {
  const [row] = await harness.database.db
    .insert(services)
    .values({ shopId, name, category: 'Maintenance', durationMinutes: 60, price: '80', active })
    .returning({ id: services.id });
  return row?.id as string;
}

/** A completed job order with the given lines (quantity, unit price, service) approved, invoiced for its total. */
async function completedJob(options: {
  shopId: string;
  clientId: string;
  vehicleId?: string;
  completedAt: string;
  appointmentServiceId?: string;
  lines: {
    kind?: 'labor' | 'part';
    description: string;
    quantity?: string;
    unitPrice: string;
    serviceId?: string;
  }[];
}) {
  const db = harness.database.db;
  let appointmentId: string | null = null;
  if (options.appointmentServiceId) {
    const startsAt = new Date(Date.parse(options.completedAt) - 2 * 3600_000);
    const [appointment] = await db
      .insert(appointments)
      .values({
        shopId: options.shopId,
        clientId: options.clientId,
        vehicleId: options.vehicleId ?? null,
        serviceId: options.appointmentServiceId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3600_000),
        status: 'completed',
      })
      .returning({ id: appointments.id });
    appointmentId = appointment?.id ?? null;
  }
  const [order] = await db
    .insert(jobOrders)
    .values({
      shopId: options.shopId,
      clientId: options.clientId,
      vehicleId: options.vehicleId ?? null,
      appointmentId,
      status: 'completed',
      mileage: 42_000,
      completedAt: new Date(options.completedAt),
    })
    .returning({ id: jobOrders.id });
  for (const [position, line] of options.lines.entries()) {
    await db.insert(jobOrderItems).values({
      shopId: options.shopId,
      jobOrderId: order?.id as string,
      position,
      kind: line.kind ?? 'labor',
      pricing: (line.kind ?? 'labor') === 'labor' ? 'flat' : null,
      description: line.description,
      quantity: line.quantity ?? '1',
      unitPrice: line.unitPrice,
      serviceId: line.serviceId ?? null,
      approval: 'approved',
    });
  }
  await refreshJobOrderTotals({
    tx: db,
    shopId: options.shopId,
    jobOrderId: order?.id as string,
    linesChanged: true,
    actor: 'system',
  });
  const [totals] = await db
    .select({ totalCost: jobOrders.totalCost })
    .from(jobOrders)
    .where(eq(jobOrders.id, order?.id as string));
  await insertTestInvoice(db, {
    shopId: options.shopId,
    clientId: options.clientId,
    jobOrderId: order?.id as string,
    total: totals?.totalCost ?? '0',
  });
  return order?.id as string;
}

beforeAll(async () => {
  harness = await createTestApp();
  north = await createShopAdmin(harness.app, {
    email: 'admin@north.test',
    shopName: 'North Garage',
  });
  south = await createShopAdmin(harness.app, {
    email: 'admin@south.test',
    shopName: 'South Garage',
  });
});
afterAll(async () => {
  await harness?.close();
});

describe('linking on e-mail confirmation', () => {
  it("links every shop's unarchived, unlinked client with the confirmed e-mail, staff accounts never", async () => {
    // An e-mail belongs to one active client of a shop: the old record was archived first.
    const archived = await addClient(north, { name: 'Casey Old', email: 'casey@example.com' });
    expect((await as(north).send('DELETE', `/clients/${archived.id}`)).statusCode).toBe(204);
    const inNorth = await addClient(north, { name: 'Casey North', email: 'casey@example.com' });
    const inSouth = await addClient(south, { name: 'Casey South', email: 'CASEY@Example.com' });
    const other = await addClient(north, { name: 'Someone Else', email: 'else@example.com' });

    const casey = await signUpAndSignIn(harness.app, { email: 'casey@example.com', name: 'Casey' });
    const profile = await as(casey).get('/portal/profile');
    expect(profile.statusCode).toBe(200);
    const records = profile.json() as { id: string; name: string; shop: { name: string } }[];
    expect(records.map((record) => [record.shop.name, record.name]).sort()).toEqual([
      ['North Garage', 'Casey North'],
      ['South Garage', 'Casey South'],
    ]);
    expect(records.map((record) => record.id).sort()).toEqual([inNorth.id, inSouth.id].sort());
    expect(records[0]).not.toHaveProperty('notes');

    // Staff see it as portal access; the archived and the other client stay unlinked.
    const seen = async (id: string) =>
      (await as(north).get(`/clients/${id}`)).json().hasPortalAccess as boolean;
    expect(await seen(inNorth.id)).toBe(true);
    expect(await seen(archived.id)).toBe(false);
    expect(await seen(other.id)).toBe(false);

    // A mechanic's account with a client's e-mail is not a car owner: nothing is linked.
    const shared = await addClient(north, {
      name: 'Mech Client',
      email: 'mech-client@example.com',
    });
    await signUpAndSignIn(harness.app, {
      email: 'mech-client@example.com',
      signupRole: 'mechanic',
    });
    expect(await seen(shared.id)).toBe(false);
  });
});

describe('portal invitations', () => {
  it('mails a one-use link that links the record to whoever opens it, then refuses reuse', async () => {
    const robin = await addClient(north, { name: 'Robin Shop', email: 'robin.shop@example.com' });
    const sent = await as(north).send('POST', `/clients/${robin.id}/portal-invitation`);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ sentTo: 'robin.shop@example.com' });
    const mail = await latestMail(harness.app, 'robin.shop@example.com');
    expect(mail?.subject).toBe('North Garage invites you to Pitstop');
    const link = new URL(linkIn(mail?.text));
    expect(link.origin + link.pathname).toBe('http://localhost:3000/client/join');
    const token = link.searchParams.get('token') as string;

    const preview = await harness.app.inject(`/api/v1/portal/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      shopName: 'North Garage',
      clientName: 'Robin Shop',
      email: 'robin.shop@example.com',
    });

    // Staff cannot take it; the car owner (another address) can.
    expect((await as(north).send('POST', `/portal/invitations/${token}/accept`)).statusCode).toBe(
      403,
    );
    const owner = await signUpAndSignIn(harness.app, { email: 'robin.home@example.com' });
    const accepted = await as(owner).send('POST', `/portal/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: robin.id, shop: { name: 'North Garage' } });
    expect((await as(north).get(`/clients/${robin.id}`)).json().hasPortalAccess).toBe(true);

    const again = await as(owner).send('POST', `/portal/invitations/${token}/accept`);
    expect(again.statusCode).toBe(410);
    expect(again.json().detail).toMatch(/already been used/);
    expect((await harness.app.inject(`/api/v1/portal/invitations/${token}`)).statusCode).toBe(410);
    // Linked now: no second invitation.
    const twice = await as(north).send('POST', `/clients/${robin.id}/portal-invitation`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('Robin Shop already has portal access.');
  });

  it('refuses expired links, unknown tokens, clients without e-mail and other shops', async () => {
    const kim = await addClient(north, { name: 'Kim Late', email: 'kim.late@example.com' });
    await as(north).send('POST', `/clients/${kim.id}/portal-invitation`);
    const token = new URL(
      linkIn((await latestMail(harness.app, 'kim.late@example.com'))?.text),
    ).searchParams.get('token') as string;
    await harness.database.db
      .update(ownerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ownerInvitations.clientId, kim.id));
    const preview = await harness.app.inject(`/api/v1/portal/invitations/${token}`);
    expect(preview.statusCode).toBe(410);
    expect(preview.json().detail).toMatch(/expired/);
    const owner = await signUpAndSignIn(harness.app, { email: 'kim.home@example.com' });
    expect((await as(owner).send('POST', `/portal/invitations/${token}/accept`)).statusCode).toBe(
      410,
    );
    expect((await as(north).get(`/clients/${kim.id}`)).json().hasPortalAccess).toBe(false);

    const unknown = await harness.app.inject(`/api/v1/portal/invitations/${'x'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toMatch(/not valid/);

    const noEmail = await addClient(north, { name: 'No Mail' });
    const refused = await as(north).send('POST', `/clients/${noEmail.id}/portal-invitation`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/no e-mail address/);
    expect((await as(south).send('POST', `/clients/${kim.id}/portal-invitation`)).statusCode).toBe(
      404,
    );
  });

  it('tells staff when the pending invitation was sent, until it expires or is used', async () => {
    const lee = await addClient(north, { name: 'Lee Pending', email: 'lee.pending@example.com' });
    const invitedAt = async (session: Session = north) => {
      const response = await as(session).get(`/clients/${lee.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().portalInvitedAt as string | null;
    };
    expect(await invitedAt()).toBeNull();

    const before = Date.now();
    expect((await as(north).send('POST', `/clients/${lee.id}/portal-invitation`)).statusCode).toBe(
      202,
    );
    const first = await invitedAt();
    expect(Date.parse(first ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first ?? '')).toBeLessThanOrEqual(Date.now());
    // Another shop does not reach the client at all.
    expect((await as(south).get(`/clients/${lee.id}`)).statusCode).toBe(404);

    // Expired: nothing pending. A new one: its own time.
    await harness.database.db
      .update(ownerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ownerInvitations.clientId, lee.id));
    expect(await invitedAt()).toBeNull();
    await as(north).send('POST', `/clients/${lee.id}/portal-invitation`);
    const second = await invitedAt();
    expect(second).not.toBeNull();

    // Used: portal access instead.
    const token = new URL(
      linkIn((await latestMail(harness.app, 'lee.pending@example.com'))?.text),
    ).searchParams.get('token') as string;
    const owner = await signUpAndSignIn(harness.app, { email: 'lee.home@example.com' });
    expect((await as(owner).send('POST', `/portal/invitations/${token}/accept`)).statusCode).toBe(
      200,
    );
    const linked = (await as(north).get(`/clients/${lee.id}`)).json();
    expect(linked).toMatchObject({ hasPortalAccess: true, portalInvitedAt: null });
  });
});

describe('choosing a workshop', () => {
  it('lists every workshop and creates, links or refuses the client record', async () => {
    await addService(north.shopId, 'Oil Change');
    await addService(north.shopId, 'Brake Repair');
    await addService(north.shopId, 'Retired Service', false);
    const sam = await signUpAndSignIn(harness.app, {
      email: 'sam.new@example.com',
      name: 'Sam New',
    });

    const before = await as(sam).get('/portal/dashboard');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().workshops).toEqual([]);
    const workshops = (await as(sam).get('/portal/workshops')).json() as {
      id: string;
      name: string;
      services: string[];
      joined: boolean;
    }[];
    const northShop = workshops.find((shop) => shop.id === north.shopId);
    expect(northShop).toMatchObject({ name: 'North Garage', joined: false });
    expect(northShop?.services).toEqual(['Brake Repair', 'Oil Change']);
    expect(workshops.some((shop) => shop.id === south.shopId)).toBe(true);

    const created = await as(sam).send('POST', '/portal/workshops', { shopId: north.shopId });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Sam New',
      email: 'sam.new@example.com',
      phone: null,
      shop: { id: north.shopId, name: 'North Garage' },
    });
    const twice = await as(sam).send('POST', '/portal/workshops', { shopId: north.shopId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('You are already a client of North Garage.');
    expect(
      ((await as(sam).get('/portal/workshops')).json() as typeof workshops).find(
        (shop) => shop.id === north.shopId,
      )?.joined,
    ).toBe(true);
    // Staff see the new client, with portal access.
    const staffView = await as(north).get(`/clients/${created.json().id}`);
    expect(staffView.json()).toMatchObject({ name: 'Sam New', hasPortalAccess: true });

    // South already keeps Sam (added after the confirmation): that record is linked, not duplicated.
    const kept = await addClient(south, { name: 'Samuel New', email: 'SAM.NEW@example.com' });
    const linked = await as(sam).send('POST', '/portal/workshops', { shopId: south.shopId });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toMatchObject({ id: kept.id, name: 'Samuel New' });
    const southClients = await harness.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.shopId, south.shopId), eq(clients.email, 'sam.new@example.com')));
    expect(southClients).toHaveLength(0);

    const unknown = await as(sam).send('POST', '/portal/workshops', {
      shopId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("a car owner's own records", () => {
  let owner: Session;
  let mine: { id: string };
  let myCar: string;
  let otherOwnerClient: { id: string };
  let otherOwnerCar: string;
  let unlinked: { id: string };
  let unlinkedCar: string;
  let oilChange: string;

  beforeAll(async () => {
    mine = await addClient(north, {
      name: 'Dana Driver',
      email: 'dana@example.com',
      company: 'Dana Deliveries',
      taxId: 'TAX-1',
      notes: 'Pays late',
      tags: ['VIP'],
    });
    myCar = await addVehicle(north.shopId, mine.id, 'Honda');
    owner = await signUpAndSignIn(harness.app, { email: 'dana@example.com', name: 'Dana' });
    otherOwnerClient = await addClient(south, { name: 'Eli Else', email: 'eli@example.com' });
    otherOwnerCar = await addVehicle(south.shopId, otherOwnerClient.id, 'Ford');
    await signUpAndSignIn(harness.app, { email: 'eli@example.com' });
    unlinked = await addClient(north, { name: 'Fay Free', email: 'fay@example.com' });
    unlinkedCar = await addVehicle(north.shopId, unlinked.id, 'Kia');
    oilChange = await addService(north.shopId, 'Oil & Filter');
    await completedJob({
      shopId: north.shopId,
      clientId: mine.id,
      vehicleId: myCar,
      completedAt: '2025-03-01T15:00:00Z',
      lines: [
        {
          description: 'Oil change labour',
          quantity: '1.5',
          unitPrice: '80.00',
          serviceId: oilChange,
        },
        { kind: 'part', description: 'Oil filter', quantity: '2', unitPrice: '12.25' },
      ],
    });
    const brakes = await addService(north.shopId, 'Brake Inspection');
    await completedJob({
      shopId: north.shopId,
      clientId: mine.id,
      vehicleId: myCar,
      completedAt: '2025-06-01T15:00:00Z',
      appointmentServiceId: brakes,
      lines: [{ description: 'Inspect brakes', unitPrice: '45.00' }],
    });
    await completedJob({
      shopId: north.shopId,
      clientId: unlinked.id,
      vehicleId: unlinkedCar,
      completedAt: '2025-07-01T15:00:00Z',
      lines: [{ description: 'Not Dana', unitPrice: '99.00' }],
    });
  });

  it('never reaches another client or shop by id: 404 for vehicles, history, profile, messages', async () => {
    const me = as(owner);
    for (const car of [otherOwnerCar, unlinkedCar]) {
      expect((await me.send('PATCH', `/portal/vehicles/${car}`, { color: 'Red' })).statusCode).toBe(
        404,
      );
      expect((await me.get(`/portal/service-history?vehicleId=${car}`)).statusCode).toBe(404);
    }
    for (const client of [otherOwnerClient, unlinked]) {
      const added = await me.send('POST', '/portal/vehicles', {
        clientId: client.id,
        make: 'Mazda',
        model: '3',
        year: 2020,
      });
      expect(added.statusCode).toBe(404);
      expect(
        (await me.send('PATCH', `/portal/profile/${client.id}`, { city: 'X' })).statusCode,
      ).toBe(404);
      const message = await me.send('POST', '/portal/messages', {
        clientId: client.id,
        content: 'Hi',
      });
      expect(message.statusCode).toBe(404);
    }
    // Moving my car to someone else's record is refused the same way.
    const moved = await me.send('PATCH', `/portal/vehicles/${myCar}`, { clientId: unlinked.id });
    expect(moved.statusCode).toBe(404);

    const vehicleList = (await me.get('/portal/vehicles')).json() as { id: string }[];
    expect(vehicleList.map((vehicle) => vehicle.id)).toEqual([myCar]);
    const history = (await me.get('/portal/service-history')).json() as {
      items: { clientId: string }[];
    };
    expect(history.items.every((item) => item.clientId === mine.id)).toBe(true);
    const profile = (await me.get('/portal/profile')).json() as { id: string }[];
    expect(profile.map((record) => record.id)).toEqual([mine.id]);
    // Nothing of the other people's data leaks into the lists.
    const everything = JSON.stringify([vehicleList, history, profile]);
    for (const name of ['Eli Else', 'Fay Free', 'Not Dana']) expect(everything).not.toContain(name);
  });

  it("never sends the shop's internal tags or notes: profile, dashboard, workshops", async () => {
    const answers = await Promise.all(
      ['/portal/profile', '/portal/dashboard', '/portal/workshops'].map((path) =>
        as(owner).get(path),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [profile] = (answers[0]?.json() ?? []) as Record<string, unknown>[];
    expect(profile).toMatchObject({ id: mine.id, name: 'Dana Driver' });
    expect(profile).not.toHaveProperty('tags');
    const everything = answers.map((answer) => answer.body).join('\n');
    expect(everything).not.toContain('VIP');
    expect(everything).not.toContain('Pays late');
  });

  it('shows the service history with lines, amounts, services and totals, newest first', async () => {
    const first = await as(owner).get('/portal/service-history?limit=1');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as { items: Record<string, unknown>[]; nextCursor: string };
    expect(page.items[0]).toMatchObject({
      shop: { id: north.shopId, name: 'North Garage' },
      completedAt: '2025-06-01T15:00:00.000Z',
      services: ['Brake Inspection'],
      total: '45.00',
      vehicle: { id: myCar, make: 'Honda', model: 'Corolla', year: 2018 },
      mileage: 42_000,
    });
    const second = await as(owner).get(
      `/portal/service-history?limit=1&cursor=${encodeURIComponent(page.nextCursor)}`,
    );
    const older = second.json() as { items: Record<string, unknown>[]; nextCursor: string | null };
    expect(older.nextCursor).toBeNull();
    expect(older.items[0]).toMatchObject({
      services: ['Oil & Filter'],
      total: '144.50',
      lines: [
        {
          kind: 'labor',
          description: 'Oil change labour',
          quantity: '1.50',
          unitPrice: '80.00',
          amount: '120.00',
        },
        {
          kind: 'part',
          description: 'Oil filter',
          quantity: '2.00',
          unitPrice: '12.25',
          amount: '24.50',
        },
      ],
    });

    // Staff read the same history on the client profile; another client's vehicle is not found.
    const staff = await as(north).get(`/clients/${mine.id}/service-history`);
    expect(staff.statusCode).toBe(200);
    expect((staff.json().items as unknown[]).length).toBe(2);
    expect(
      (await as(north).get(`/clients/${mine.id}/service-history?vehicleId=${unlinkedCar}`))
        .statusCode,
    ).toBe(404);
    expect((await as(south).get(`/clients/${mine.id}/service-history`)).statusCode).toBe(404);
    const bad = await as(owner).get('/portal/service-history?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
  });

  it('edits only contact details, address and emergency contact; the shop-owned fields stay', async () => {
    const refused = await as(owner).send('PATCH', `/portal/profile/${mine.id}`, {
      city: 'Springfield',
      tags: ['Regular'],
      notes: 'Pays on time',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain(OWNER_PROFILE_FIELDS_MESSAGE);
    expect(
      (await as(owner).send('PATCH', `/portal/profile/${mine.id}`, { company: 'Mine' })).statusCode,
    ).toBe(400);

    const changed = await as(owner).send('PATCH', `/portal/profile/${mine.id}`, {
      phone: '+1 555 010 9999',
      city: 'Springfield',
      preferredContact: 'sms',
      emergencyContactName: 'Pat Driver',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ phone: '+1 555 010 9999', city: 'Springfield' });
    expect(changed.json()).not.toHaveProperty('notes');
    expect(changed.json()).not.toHaveProperty('tags');
    const staffView = (await as(north).get(`/clients/${mine.id}`)).json();
    expect(staffView).toMatchObject({
      phone: '+1 555 010 9999',
      city: 'Springfield',
      preferredContact: 'sms',
      emergencyContactName: 'Pat Driver',
      tags: ['VIP'],
      notes: 'Pays late',
      company: 'Dana Deliveries',
      taxId: 'TAX-1',
    });
  });

  it('adds and edits their vehicles under the shop rules (VIN unique in the shop)', async () => {
    const vin = '1HGCM82633A004352';
    const added = await as(owner).send('POST', '/portal/vehicles', {
      clientId: mine.id,
      make: 'Subaru',
      model: 'Outback',
      year: 2021,
      vin,
      mileage: 12_000,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      clientId: mine.id,
      ownerName: 'Dana Driver',
      vin,
      shop: { id: north.shopId, name: 'North Garage' },
    });
    await addVehicle(north.shopId, unlinked.id, 'Dup');
    await harness.database.db
      .update(vehicles)
      .set({ vin: '2HGCM82633A004352' })
      .where(eq(vehicles.id, unlinkedCar));
    const duplicate = await as(owner).send('PATCH', `/portal/vehicles/${added.json().id}`, {
      vin: '2HGCM82633A004352',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe(VIN_TAKEN_MESSAGE);
    const edited = await as(owner).send('PATCH', `/portal/vehicles/${added.json().id}`, {
      color: 'Green',
      mileage: 13_500,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ color: 'Green', mileage: 13_500, vin });
    const invalid = await as(owner).send('POST', '/portal/vehicles', {
      clientId: mine.id,
      make: '',
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('fills the dashboard from their records: vehicles, visits, services, spend, unread', async () => {
    const [appointment] = await harness.database.db
      .insert(appointments)
      .values({
        shopId: north.shopId,
        clientId: mine.id,
        vehicleId: myCar,
        serviceId: oilChange,
        startsAt: new Date(Date.now() + 3 * 86_400_000),
        endsAt: new Date(Date.now() + 3 * 86_400_000 + 3600_000),
        status: 'confirmed',
      })
      .returning({ id: appointments.id });
    // A draft invoice is not spent money yet.
    await insertTestInvoice(harness.database.db, {
      shopId: north.shopId,
      clientId: mine.id,
      total: '500.00',
      status: 'draft',
    });
    const dashboard = await as(owner).get('/portal/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const body = dashboard.json();
    // Each record names its shop's time zone and locale, which its dates are shown in (ADR 022).
    expect(body.workshops).toEqual([
      {
        id: north.shopId,
        name: 'North Garage',
        timeZone: 'America/Chicago',
        locale: 'en-US',
        clientId: mine.id,
      },
    ]);
    expect(body.vehicles.map((vehicle: { make: string }) => vehicle.make).sort()).toEqual([
      'Honda',
      'Subaru',
    ]);
    expect(body.upcomingVisits).toEqual([
      expect.objectContaining({
        id: appointment?.id,
        status: 'confirmed',
        serviceName: 'Oil & Filter',
        vehicle: { id: myCar, make: 'Honda', model: 'Corolla', year: 2018 },
      }),
    ]);
    expect(body.recentServices).toHaveLength(2);
    expect(body.totalSpent).toBe('189.50');
    expect(body.unreadMessages).toBe(0);
    // The Honda was last serviced long ago but is booked: not due. Fay's Kia is not Dana's.
    expect(body.servicesDue).toEqual([]);
  });

  it('is out of reach once the shop archives the record', async () => {
    const gone = await addClient(south, { name: 'Dana South', email: 'dana@example.com' });
    await harness.database.db
      .update(clients)
      .set({ userId: (await as(owner).get('/me')).json().id })
      .where(eq(clients.id, gone.id));
    expect((await as(owner).get('/portal/profile')).json()).toHaveLength(2);
    await as(south).send('DELETE', `/clients/${gone.id}`);
    expect((await as(owner).get('/portal/profile')).json()).toHaveLength(1);
    expect(
      (await as(owner).send('PATCH', `/portal/profile/${gone.id}`, { city: 'X' })).statusCode,
    ).toBe(404);
  });
});

describe('an owner with several workshops', () => {
  it("filters history and messages to one of their records (clientId); anyone else's is 404", async () => {
    const atNorth = await addClient(north, { name: 'Max Multi', email: 'max.multi@example.com' });
    const atSouth = await addClient(south, { name: 'Max Multi', email: 'max.multi@example.com' });
    const northCar = await addVehicle(north.shopId, atNorth.id, 'Volvo');
    const southCar = await addVehicle(south.shopId, atSouth.id, 'Saab');
    await completedJob({
      shopId: north.shopId,
      clientId: atNorth.id,
      vehicleId: northCar,
      completedAt: '2025-04-01T15:00:00Z',
      lines: [{ description: 'North work', unitPrice: '10.00' }],
    });
    await completedJob({
      shopId: south.shopId,
      clientId: atSouth.id,
      vehicleId: southCar,
      completedAt: '2025-05-01T15:00:00Z',
      lines: [{ description: 'South work', unitPrice: '20.00' }],
    });
    const owner = await signUpAndSignIn(harness.app, { email: 'max.multi@example.com' });
    const me = as(owner);
    for (const record of [atNorth, atSouth]) {
      const sent = await me.send('POST', '/portal/messages', {
        clientId: record.id,
        content: `To ${record.id}`,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    type Listed = { items: { clientId: string }[] };
    const clientsOf = async (path: string) => {
      const response = await me.get(path);
      expect(response.statusCode, response.body).toBe(200);
      return new Set((response.json() as Listed).items.map((item) => item.clientId));
    };

    // Without the filter: every workshop (the /client pages); with it, that record only.
    const both = new Set([atNorth.id, atSouth.id]);
    expect(await clientsOf('/portal/service-history')).toEqual(both);
    expect(await clientsOf('/portal/communications')).toEqual(both);
    for (const record of [atNorth, atSouth]) {
      const only = new Set([record.id]);
      expect(await clientsOf(`/portal/service-history?clientId=${record.id}`)).toEqual(only);
      expect(await clientsOf(`/portal/communications?clientId=${record.id}`)).toEqual(only);
    }
    expect(
      await clientsOf(`/portal/service-history?clientId=${atNorth.id}&vehicleId=${northCar}`),
    ).toEqual(new Set([atNorth.id]));
    // A vehicle of their other record does not belong to this one.
    expect(
      (await me.get(`/portal/service-history?clientId=${atNorth.id}&vehicleId=${southCar}`))
        .statusCode,
    ).toBe(404);

    // Another person's record, in their shop or another: not found, whatever the list.
    const stranger = await addClient(north, { name: 'Stan Stranger', email: 'stan@example.com' });
    const strangerElsewhere = await addClient(south, { name: 'Sue Stranger' });
    for (const id of [stranger.id, strangerElsewhere.id]) {
      for (const list of ['service-history', 'communications']) {
        const refused = await me.get(`/portal/${list}?clientId=${id}`);
        expect(refused.statusCode, `${list} ${id}`).toBe(404);
        expect(refused.body).not.toContain('Stranger');
      }
    }
    expect((await me.get('/portal/communications?clientId=nope')).statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('keeps staff out of the client-only pages and car owners out of staff endpoints', async () => {
    const target = await addClient(north, { name: 'Role Target' });
    const owner = await signUpAndSignIn(harness.app, { email: 'roles.owner@example.com' });
    const frontDesk = await signUpStaff(harness.app, {
      email: 'desk@north.test',
      shopId: north.shopId,
      role: 'front_desk',
    });
    for (const staff of [north, frontDesk]) {
      expect((await as(staff).get('/portal/service-history')).statusCode).toBe(403);
      expect((await as(staff).get('/portal/communications')).statusCode).toBe(403);
      // The rest of the area answers any signed-in person, with their own (no) records.
      expect((await as(staff).get('/portal/profile')).json()).toEqual([]);
    }
    for (const url of [
      `/clients/${target.id}`,
      `/clients/${target.id}/service-history`,
      `/clients/${target.id}/communications`,
      '/sidebar-counts',
    ]) {
      expect((await as(owner).get(url)).statusCode, url).toBe(403);
    }
    const interaction = await as(owner).send('POST', `/clients/${target.id}/communications`, {
      type: 'note',
      content: 'Hi',
    });
    expect(interaction.statusCode).toBe(403);
    expect(
      (await as(owner).send('POST', `/clients/${target.id}/portal-invitation`)).statusCode,
    ).toBe(403);
    expect((await harness.app.inject('/api/v1/portal/dashboard')).statusCode).toBe(401);
  });
});
