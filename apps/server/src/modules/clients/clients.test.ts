import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/billing.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { profiles } from '../../db/schema/shops.ts';
import { appointments, jobOrderItems, jobOrders } from '../../db/schema/workshop.ts';
import { createShopAdmin, ORIGIN, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { insertTestInvoice } from '../../test/invoice-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { refreshJobOrderTotals } from '../job-orders/public.ts';
import { exportClients } from './export-clients.ts';

type Session = { cookie: string; id: string };
let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let otherAdmin: Awaited<ReturnType<typeof createShopAdmin>>;
let manager: Session;
let frontDesk: Session;
let mechanic: Session;
let carOwner: Session;

async function me(cookie: string) {
  const response = await harness.app.inject({ url: '/api/v1/me', headers: { cookie } });
  return response.json().id as string;
}

/** A signed-in member of the admin's shop with the given role. */
async function staff(email: string, role: 'manager' | 'front_desk' | 'mechanic') {
  const session = await signUpAndSignIn(harness.app, { email, signupRole: 'mechanic' });
  const id = await me(session.cookie);
  await harness.database.db
    .update(profiles)
    .set({ role, userType: 'staff', shopId: admin.shopId })
    .where(eq(profiles.id, id));
  // As the app's own role changes do: the cached viewer of this session is dropped.
  await harness.app.events.publish({ type: 'profile.updated', userIds: [id] });
  return { cookie: session.cookie, id };
}

function get(url: string, session: { cookie: string } = admin) {
  return harness.app.inject({ url: `/api/v1${url}`, headers: { cookie: session.cookie } });
}
function send(
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  session: { cookie: string } = admin,
  headers: Record<string, string> = {},
) {
  return harness.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie: session.cookie, origin: ORIGIN, ...headers },
    ...(payload ? { payload } : {}),
  });
}
async function create(payload: object, session: { cookie: string } = admin) {
  const response = await send('POST', '/clients', payload, session);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; [key: string]: unknown };
}
type ListItem = {
  id: string;
  name: string;
  vehicleCount: number;
  totalSpend: string;
  lastServiceDate: string | null;
  tags: string[];
  archivedAt: string | null;
};
async function list(query: string, session: { cookie: string } = admin) {
  const response = await get(`/clients?${query}`, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: ListItem[]; nextCursor: string | null };
}
async function allPages(query: string, limit: number) {
  const seen: ListItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

/** A completed (or other) job order with one line of `amount`; a completed one is invoiced for it. */
async function job(options: {
  clientId: string;
  amount: string;
  status?: 'completed' | 'estimate';
  completedAt?: string;
  mechanicId?: string;
}) {
  const db = harness.database.db;
  const status = options.status ?? 'completed';
  const [order] = await db
    .insert(jobOrders)
    .values({
      shopId: admin.shopId,
      clientId: options.clientId,
      status,
      mechanicId: options.mechanicId ?? null,
      completedAt: status === 'completed' ? new Date(options.completedAt ?? Date.now()) : null,
    })
    .returning();
  await db.insert(jobOrderItems).values({
    shopId: admin.shopId,
    jobOrderId: order?.id as string,
    kind: 'labor',
    pricing: 'flat',
    description: 'Work',
    unitPrice: options.amount,
  });
  await refreshJobOrderTotals({
    tx: db,
    shopId: admin.shopId,
    jobOrderId: order?.id as string,
    linesChanged: true,
    actor: 'system',
  });
  if (status === 'completed') {
    await insertTestInvoice(db, {
      shopId: admin.shopId,
      clientId: options.clientId,
      jobOrderId: order?.id as string,
      total: options.amount,
    });
  }
}
async function vehicle(clientId: string, make = 'Toyota') {
  await harness.database.db
    .insert(vehicles)
    .values({ shopId: admin.shopId, clientId, make, model: 'Corolla', year: 2018 });
}

let ana: { id: string };
let bruno: { id: string };
let carla: { id: string };
let otherShopClient: { id: string };

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createShopAdmin(harness.app, {
    email: 'clients-admin@example.com',
    shopName: 'Clients Garage',
  });
  otherAdmin = await createShopAdmin(harness.app, {
    email: 'clients-other@example.com',
    shopName: 'Other Garage',
  });
  manager = await staff('clients-manager@example.com', 'manager');
  frontDesk = await staff('clients-desk@example.com', 'front_desk');
  mechanic = await staff('clients-mechanic@example.com', 'mechanic');
  const owner = await signUpAndSignIn(harness.app, { email: 'clients-owner@example.com' });
  carOwner = { cookie: owner.cookie, id: await me(owner.cookie) };

  ana = await create({
    name: 'Ana Lima',
    email: 'ana.lima@example.com',
    phone: '+1 (555) 010-2030',
    company: 'Lima Logistics',
    tags: ['VIP', 'Fleet', 'Late payer'],
    preferredContact: 'email',
  });
  bruno = await create({
    name: 'Bruno Costa',
    email: 'bruno@costa.example',
    phone: '555 777 8888',
    tags: ['Premium'],
  });
  carla = await create({ name: 'carla mendes', phone: '555 010 0003', tags: ['Regular'] });
  // A phone saved before phones were checked: the export still must not run it as a formula.
  await harness.database.db
    .update(clients)
    .set({ phone: '=HYPERLINK("x")' })
    .where(eq(clients.id, carla.id));
  otherShopClient = await create(
    { name: 'Ana Elsewhere', phone: '555 000 1111', company: 'Lima Logistics' },
    otherAdmin,
  );

  await vehicle(ana.id);
  await vehicle(ana.id, 'Ford');
  await vehicle(bruno.id);
  await job({ clientId: ana.id, amount: '100.50', completedAt: '2026-03-10T18:00:00Z' });
  await job({ clientId: ana.id, amount: '20.00', completedAt: '2026-03-12T03:00:00Z' });
  await job({ clientId: ana.id, amount: '999.00', status: 'estimate' });
  await job({ clientId: bruno.id, amount: '500.00', completedAt: '2025-01-05T12:00:00Z' });
  // The mechanic works on Bruno's car only.
  await harness.database.db.insert(appointments).values({
    shopId: admin.shopId,
    clientId: bruno.id,
    mechanicId: mechanic.id,
    startsAt: new Date('2026-04-01T14:00:00Z'),
    endsAt: new Date('2026-04-01T15:00:00Z'),
  });
}, 60_000);
afterAll(() => harness.close());

describe('POST /clients', () => {
  it('saves empty optional fields as null and cleans tags', async () => {
    const client = await create({
      name: '  Dora Silva ',
      phone: '555 123 4567',
      email: '',
      company: '',
      dateOfBirth: '',
      tags: [' vip', 'Fleet', 'fleet', ''],
    });
    expect(client).toMatchObject({
      name: 'Dora Silva',
      email: null,
      company: null,
      dateOfBirth: null,
      tags: ['VIP', 'Fleet'],
      hasPortalAccess: false,
      archivedAt: null,
    });
    await send('DELETE', `/clients/${client.id}`);
  });

  it('refuses bad input with a message on each field', async () => {
    const response = await send('POST', '/clients', {
      name: ' ',
      phone: '',
      email: 'not-an-email',
      dateOfBirth: '1899-12-31',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.name', message: 'Full Name is required' },
        { path: 'body.phone', message: 'Phone is required' },
        { path: 'body.email', message: 'Enter a valid email address' },
        { path: 'body.dateOfBirth', message: 'Date of birth cannot be before 1900-01-01' },
      ]),
    );
    const future = await send('POST', '/clients', {
      name: 'Future Baby',
      phone: '555 010 0001',
      dateOfBirth: '2999-01-01',
    });
    expect(future.json().errors).toEqual([
      { path: 'body.dateOfBirth', message: 'Date of birth cannot be in the future' },
    ]);
  });

  it('creates once per Idempotency-Key', async () => {
    const payload = { name: 'Retry Rita', phone: '555 999 0000' };
    const headers = { 'idempotency-key': 'retry-rita-1' };
    const first = await send('POST', '/clients', payload, admin, headers);
    const second = await send('POST', '/clients', payload, admin, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(second.headers['idempotent-replayed']).toBe('true');
    // The same key in another shop is another request.
    const elsewhere = await send('POST', '/clients', payload, otherAdmin, headers);
    expect(elsewhere.json().id).not.toBe(first.json().id);
    const rows = await harness.database.db
      .select()
      .from(clients)
      .where(eq(clients.name, 'Retry Rita'));
    expect(rows).toHaveLength(2);
    await send('DELETE', `/clients/${first.json().id}`);
    await send('DELETE', `/clients/${elsewhere.json().id}`, undefined, otherAdmin);
  });

  it('refuses an Idempotency-Key reused for a different client with a 422', async () => {
    const headers = { 'idempotency-key': 'reused-key-1' };
    const first = await send(
      'POST',
      '/clients',
      { name: 'Key Keeper', phone: '555 999 0001' },
      admin,
      headers,
    );
    expect(first.statusCode).toBe(201);
    const other = await send(
      'POST',
      '/clients',
      { name: 'Someone Else', phone: '555 999 0002' },
      admin,
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.headers['content-type']).toContain('application/problem+json');
    expect(other.json().detail).toBe(
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
    const rows = await harness.database.db
      .select()
      .from(clients)
      .where(eq(clients.name, 'Someone Else'));
    expect(rows).toEqual([]);
    // The same request again is still a replay.
    const again = await send(
      'POST',
      '/clients',
      { name: 'Key Keeper', phone: '555 999 0001' },
      admin,
      headers,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    await send('DELETE', `/clients/${first.json().id}`);
  });
});

describe('GET /clients/:id and PATCH /clients/:id', () => {
  it('reads every field', async () => {
    const response = await get(`/clients/${ana.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ana.id,
      name: 'Ana Lima',
      company: 'Lima Logistics',
      preferredContact: 'email',
      tags: ['VIP', 'Fleet', 'Late payer'],
    });
  });

  it('changes only the fields sent; empty becomes null', async () => {
    const client = await create({
      name: 'Edit Me',
      phone: '555 010 0001',
      company: 'Acme',
      city: 'Austin',
    });
    const response = await send('PATCH', `/clients/${client.id}`, {
      name: 'Edited',
      company: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Edited', company: null, city: 'Austin' });
    const bad = await send('PATCH', `/clients/${client.id}`, { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'body.name', message: 'Full Name is required' }]);
    await send('DELETE', `/clients/${client.id}`);
  });

  it("answers 404 for an unknown id and for another shop's client", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/clients/${unknown}`)).statusCode).toBe(404);
    expect((await get(`/clients/${otherShopClient.id}`)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/clients/${otherShopClient.id}`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/clients/${otherShopClient.id}`)).statusCode).toBe(404);
    expect((await get(`/clients/${otherShopClient.id}`, otherAdmin)).json().name).toBe(
      'Ana Elsewhere',
    );
    expect((await get('/clients/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('DELETE /clients/:id (archive)', () => {
  it('takes the client out of lists, exports and options but keeps it and its history', async () => {
    const client = await create({ name: 'Archie Vault', phone: '555 321 0000' });
    await vehicle(client.id);
    await job({ clientId: client.id, amount: '42.00' });
    expect((await list('search=archie')).items).toHaveLength(1);

    const response = await send('DELETE', `/clients/${client.id}`);
    expect(response.statusCode).toBe(204);
    expect((await list('search=archie')).items).toHaveLength(0);
    expect((await get('/clients/options?search=archie')).json()).toEqual([]);
    expect((await get('/clients/export.csv?search=archie')).body).not.toContain('Archie');
    const archived = await get(`/clients/${client.id}`);
    expect(archived.json().archivedAt).not.toBeNull();
    const history = await harness.database.db
      .select()
      .from(jobOrders)
      .where(eq(jobOrders.clientId, client.id));
    expect(history).toHaveLength(1);
    expect((await send('DELETE', `/clients/${client.id}`)).statusCode).toBe(204);
    expect((await send('PATCH', `/clients/${client.id}`, { name: 'Back' })).statusCode).toBe(409);
  });

  it('lists the archived clients on their own, and restores one into the lists', async () => {
    const client = await create({ name: 'Rosalind Return', phone: '555 321 0001' });
    expect((await send('DELETE', `/clients/${client.id}`)).statusCode).toBe(204);
    const archived = (await list('archived=true&search=rosalind')).items;
    expect(archived.map((item: { name: string }) => item.name)).toEqual(['Rosalind Return']);
    expect(archived[0]?.archivedAt).not.toBeNull();
    expect((await list('search=rosalind')).items).toHaveLength(0);
    expect(
      (await send('POST', `/clients/${client.id}/restore`, undefined, frontDesk)).statusCode,
    ).toBe(200);
    const restored = await send('POST', `/clients/${client.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ name: 'Rosalind Return', archivedAt: null });
    expect((await list('search=rosalind')).items).toHaveLength(1);
    expect((await list('archived=true&search=rosalind')).items).toHaveLength(0);
    expect(
      (await send('PATCH', `/clients/${client.id}`, { name: 'Rosalind Back' })).statusCode,
    ).toBe(200);
    expect(
      (await send('POST', `/clients/${client.id}/restore`, undefined, manager)).statusCode,
    ).toBe(403);
    // Out of the lists again, as the other tests expect them.
    expect((await send('DELETE', `/clients/${client.id}`)).statusCode).toBe(204);
  });
});

describe('GET /clients: search, filter, aggregates', () => {
  it.each([
    ['name, any case', 'ANA LIMA'],
    ['e-mail', 'LIMA@EXAMPLE'],
    ['phone as typed', '(555) 010'],
    ['phone digits alone', '5550102030'],
    ['company', 'logistics'],
  ])('finds by %s', async (_label, search) => {
    const { items } = await list(`search=${encodeURIComponent(search)}`);
    expect(items.map((item) => item.name)).toEqual(['Ana Lima']);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await list('search=%25')).items).toEqual([]);
    expect((await list('search=_')).items).toEqual([]);
  });

  it('filters by tag', async () => {
    expect((await list('tag=VIP')).items.map((item) => item.name)).toEqual(['Ana Lima']);
    expect((await list('tag=Premium')).items.map((item) => item.name)).toEqual(['Bruno Costa']);
    expect((await get('/clients?tag=Gold')).statusCode).toBe(400);
  });

  it('counts vehicles, sums what was invoiced, dates the last service in the shop zone', async () => {
    const { items } = await list('sort=name&order=asc');
    const byName = Object.fromEntries(items.map((item) => [item.name, item]));
    expect(byName['Ana Lima']).toMatchObject({
      vehicleCount: 2,
      totalSpend: '120.50',
      // 2026-03-12T03:00Z is still 11 March in Chicago, the shop's time zone.
      lastServiceDate: '2026-03-11',
      tags: ['VIP', 'Fleet', 'Late payer'],
    });
    expect(byName['Bruno Costa']).toMatchObject({
      vehicleCount: 1,
      totalSpend: '500.00',
      lastServiceDate: '2025-01-05',
    });
    expect(byName['carla mendes']).toMatchObject({
      vehicleCount: 0,
      totalSpend: '0.00',
      lastServiceDate: null,
    });
  });

  it('lists newest first by default and sorts by each column', async () => {
    const names = (items: ListItem[]) => items.map((item) => item.name);
    expect(names((await list('')).items).slice(-3)).toEqual([
      'carla mendes',
      'Bruno Costa',
      'Ana Lima',
    ]);
    expect(names((await list('sort=name&order=asc')).items)).toEqual([
      'Ana Lima',
      'Bruno Costa',
      'carla mendes',
    ]);
    expect(names((await list('sort=totalSpend&order=desc')).items)).toEqual([
      'Bruno Costa',
      'Ana Lima',
      'carla mendes',
    ]);
    expect(names((await list('sort=vehicleCount&order=desc')).items)).toEqual([
      'Ana Lima',
      'Bruno Costa',
      'carla mendes',
    ]);
    expect(names((await list('sort=lastServiceDate&order=asc')).items)).toEqual([
      'carla mendes',
      'Bruno Costa',
      'Ana Lima',
    ]);
  });

  it('leaves out other shops', async () => {
    const { items } = await list('search=lima');
    expect(items.map((item) => item.id)).not.toContain(otherShopClient.id);
    const theirs = await list('', otherAdmin);
    expect(theirs.items.map((item) => item.name)).toEqual(['Ana Elsewhere']);
  });
});

describe('client aggregates kept on the client row (ADR 007)', () => {
  async function aggregatesOf(id: string) {
    const { items } = await list(`search=aggtest&limit=100`);
    const item = items.find((candidate) => candidate.id === id);
    expect(item, `client ${id} listed`).toBeDefined();
    return {
      vehicleCount: item?.vehicleCount,
      totalSpend: item?.totalSpend,
      lastServiceDate: item?.lastServiceDate,
    };
  }
  const db = () => harness.database.db;

  it('follows vehicles added through the API, moved to another owner and deleted', async () => {
    const first = await create({ name: 'Tally Aggtest Vehicles One', phone: '555 400 0001' });
    const second = await create({ name: 'Tally Aggtest Vehicles Two', phone: '555 400 0002' });
    const added = await send('POST', '/vehicles', {
      clientId: first.id,
      make: 'Honda',
      model: 'Civic',
      year: 2020,
    });
    expect(added.statusCode, added.body).toBe(201);
    await vehicle(first.id);
    expect((await aggregatesOf(first.id)).vehicleCount).toBe(2);

    const moved = await send('PATCH', `/vehicles/${added.json().id}`, { clientId: second.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await aggregatesOf(first.id)).vehicleCount).toBe(1);
    expect((await aggregatesOf(second.id)).vehicleCount).toBe(1);

    await db().delete(vehicles).where(eq(vehicles.clientId, first.id));
    expect((await aggregatesOf(first.id)).vehicleCount).toBe(0);
    expect((await aggregatesOf(second.id)).vehicleCount).toBe(1);
  });

  it('dates the last service by completed job orders: completion, reopening, moving, deletion', async () => {
    const client = await create({ name: 'Tally Aggtest Jobs', phone: '555 400 0003' });
    const other = await create({ name: 'Tally Aggtest Jobs Other', phone: '555 400 0004' });
    const [order] = await db()
      .insert(jobOrders)
      .values({ shopId: admin.shopId, clientId: client.id, status: 'estimate' })
      .returning();
    const orderId = order?.id as string;
    await db().insert(jobOrderItems).values({
      shopId: admin.shopId,
      jobOrderId: orderId,
      kind: 'part',
      description: 'Filter',
      quantity: '2',
      unitPrice: '15.25',
    });
    await refreshJobOrderTotals({
      tx: db(),
      shopId: admin.shopId,
      jobOrderId: orderId,
      linesChanged: true,
      actor: 'system',
    });
    expect(await aggregatesOf(client.id)).toEqual({
      vehicleCount: 0,
      totalSpend: '0.00',
      lastServiceDate: null,
    });

    // Completing a job dates the last service; what it is worth counts once it is invoiced.
    await db()
      .update(jobOrders)
      .set({ status: 'completed', completedAt: new Date('2026-02-10T17:00:00Z') })
      .where(eq(jobOrders.id, orderId));
    expect(await aggregatesOf(client.id)).toEqual({
      vehicleCount: 0,
      totalSpend: '0.00',
      lastServiceDate: '2026-02-10',
    });

    // A later completed job moves the last service; reopening it moves it back.
    await job({ clientId: client.id, amount: '5.00', completedAt: '2026-03-01T12:00:00Z' });
    expect(await aggregatesOf(client.id)).toMatchObject({
      totalSpend: '5.00',
      lastServiceDate: '2026-03-01',
    });
    await db()
      .update(jobOrders)
      .set({ status: 'estimate', completedAt: null })
      .where(sql`${jobOrders.clientId} = ${client.id} and ${jobOrders.id} <> ${orderId}`);
    expect((await aggregatesOf(client.id)).lastServiceDate).toBe('2026-02-10');

    await db().update(jobOrders).set({ clientId: other.id }).where(eq(jobOrders.id, orderId));
    expect((await aggregatesOf(client.id)).lastServiceDate).toBeNull();
    expect((await aggregatesOf(other.id)).lastServiceDate).toBe('2026-02-10');

    await db().delete(jobOrders).where(eq(jobOrders.id, orderId));
    expect((await aggregatesOf(other.id)).lastServiceDate).toBeNull();
  });

  it('sums issued invoices less credit notes: drafts, voids and payments change nothing (ADR 020)', async () => {
    const client = await create({ name: 'Tally Aggtest Invoices', phone: '555 400 0006' });
    const other = await create({ name: 'Tally Aggtest Invoices Other', phone: '555 400 0007' });
    const spend = async (id: string) => (await aggregatesOf(id)).totalSpend;

    const draft = await insertTestInvoice(db(), {
      shopId: admin.shopId,
      clientId: client.id,
      total: '200.00',
      status: 'draft',
    });
    expect(await spend(client.id)).toBe('0.00');

    // Issuing counts its total.
    await db()
      .update(invoices)
      .set({ status: 'issued', number: 'INV-2026-AGG01', issuedOn: '2026-03-02' })
      .where(eq(invoices.id, draft.id));
    expect(await spend(client.id)).toBe('200.00');

    // A payment is not spend: the invoiced amount already counts.
    await db()
      .update(invoices)
      .set({ paid: '50.00', status: 'partially_paid' })
      .where(eq(invoices.id, draft.id));
    expect(await spend(client.id)).toBe('200.00');

    // A credit note takes back what it credits.
    await db().update(invoices).set({ credited: '30.25' }).where(eq(invoices.id, draft.id));
    expect(await spend(client.id)).toBe('169.75');

    // A voided draft and a counter sale without a client count for nobody.
    await insertTestInvoice(db(), {
      shopId: admin.shopId,
      clientId: client.id,
      total: '999.00',
      status: 'void',
    });
    await insertTestInvoice(db(), { shopId: admin.shopId, clientId: null, total: '12.00' });
    expect(await spend(client.id)).toBe('169.75');

    // Several invoices add up; one moved to another client moves its amount.
    const second = await insertTestInvoice(db(), {
      shopId: admin.shopId,
      clientId: client.id,
      total: '10.05',
      status: 'paid',
      paid: '10.05',
    });
    expect(await spend(client.id)).toBe('179.80');
    await db().update(invoices).set({ clientId: other.id }).where(eq(invoices.id, second.id));
    expect(await spend(client.id)).toBe('169.75');
    expect(await spend(other.id)).toBe('10.05');

    await db().delete(invoices).where(eq(invoices.id, second.id));
    expect(await spend(other.id)).toBe('0.00');
  });

  it("keeps an archived client's figures and leaves them out of stats and the dashboard", async () => {
    const before = (await get('/clients/stats')).json();
    const dashboardBefore = (await get('/dashboard')).json();
    const client = await create({ name: 'Tally Aggtest Archived', phone: '555 400 0005' });
    await vehicle(client.id);
    await job({ clientId: client.id, amount: '75.00' });
    const during = (await get('/clients/stats')).json();
    expect(during).toEqual({ ...before, total: before.total + 1, active: before.active + 1 });
    expect((await get('/dashboard')).json()).toMatchObject({
      vehicles: dashboardBefore.vehicles + 1,
      activeClients: dashboardBefore.activeClients + 1,
    });

    expect((await send('DELETE', `/clients/${client.id}`)).statusCode).toBe(204);
    expect((await get('/clients/stats')).json()).toEqual(before);
    expect((await get('/dashboard')).json()).toMatchObject({
      vehicles: dashboardBefore.vehicles,
      activeClients: dashboardBefore.activeClients,
    });
    const [row] = await db()
      .select({
        vehicleCount: clients.vehicleCount,
        totalSpend: clients.totalSpend,
      })
      .from(clients)
      .where(eq(clients.id, client.id));
    expect(row).toEqual({ vehicleCount: 1, totalSpend: '75.00' });
  });

  it('matches a recomputation from the source rows for every client of the shop', async () => {
    expect(await driftedClients()).toEqual([]);
  });

  it('are rebuilt for a whole shop by the backfill function (migration, bulk loads)', async () => {
    await db()
      .update(clients)
      .set({ vehicleCount: 0, totalSpend: '0', lastServiceAt: null })
      .where(eq(clients.shopId, admin.shopId));
    expect((await driftedClients()).length).toBeGreaterThan(0);
    await db().execute(sql`select clients_refresh_shop_aggregates(${admin.shopId}::uuid)`);
    expect(await driftedClients()).toEqual([]);
  });

  async function driftedClients() {
    const rows = await db().execute(sql`
      select c.id from ${clients} c
      where c.shop_id = ${admin.shopId} and (
        c.vehicle_count <> (select count(*) from vehicles v where v.client_id = c.id)
        or c.total_spend <> coalesce((select sum(i.total - i.credited) from invoices i
          where i.client_id = c.id and i.status not in ('draft', 'void')), 0)
        or c.last_service_at is distinct from (select max(completed_at) from job_orders j
          where j.client_id = c.id and j.status = 'completed'))`);
    return (rows as unknown as { rows: unknown[] }).rows;
  }
});

describe('GET /clients: keyset pagination', () => {
  const total = 23;
  beforeAll(async () => {
    // Equal creation times, names, counts and totals: ties must be broken by id.
    const createdAt = new Date('2026-01-01T00:00:00.123456Z');
    const rows = await harness.database.db
      .insert(clients)
      .values(
        Array.from({ length: total }, (_, index) => ({
          shopId: admin.shopId,
          name: `Pagetest ${String(index % 5)}`,
          phone: '555',
          createdAt,
        })),
      )
      .returning({ id: clients.id });
    for (const [index, row] of rows.entries()) {
      if (index % 3 === 0) await vehicle(row.id);
      if (index % 4 === 0)
        await job({ clientId: row.id, amount: `${index % 2}0.00`, completedAt: '2026-02-01' });
    }
  });

  it.each([
    ['createdAt', 'desc'],
    ['createdAt', 'asc'],
    ['name', 'asc'],
    ['name', 'desc'],
    ['vehicleCount', 'desc'],
    ['totalSpend', 'asc'],
    ['lastServiceDate', 'desc'],
  ])('pages by %s %s with no duplicate and no gap', async (sort, order) => {
    const everything = await list(`search=pagetest&sort=${sort}&order=${order}&limit=100`);
    expect(everything.items).toHaveLength(total);
    expect(everything.nextCursor).toBeNull();
    const paged = await allPages(`search=pagetest&sort=${sort}&order=${order}`, 4);
    expect(paged.map((item) => item.id)).toEqual(everything.items.map((item) => item.id));
  });

  it('refuses a cursor of another sort or a forged one', async () => {
    const page = await list('search=pagetest&sort=name&order=asc&limit=2');
    const cursor = encodeURIComponent(page.nextCursor ?? '');
    const wrongSort = await get(`/clients?search=pagetest&sort=createdAt&cursor=${cursor}`);
    expect(wrongSort.statusCode).toBe(400);
    expect(wrongSort.json().errors).toEqual([{ path: 'query.cursor', message: 'Invalid cursor' }]);
    expect((await get('/clients?cursor=bm9wZQ')).statusCode).toBe(400);
    const forged = Buffer.from(
      JSON.stringify(['clients:totalSpend:desc', "0'); drop table clients;--", page.items[0]?.id]),
    ).toString('base64url');
    expect((await get(`/clients?sort=totalSpend&cursor=${forged}`)).statusCode).toBe(400);
  });

  it('pages past a long accented name (the cursor carries it)', async () => {
    const long = await create({
      name: `Pagetest ${'ωμέγα ζήτα '.repeat(17)}`,
      phone: '555 010 0001',
    });
    const first = await list('search=pagetest&sort=name&order=desc&limit=1');
    expect(first.items[0]?.id).toBe(long.id);
    const second = await get(
      `/clients?search=pagetest&sort=name&order=desc&limit=1&cursor=${first.nextCursor}`,
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().items[0].id).not.toBe(long.id);
    await send('DELETE', `/clients/${long.id}`);
  });

  it('refuses limits outside 1..100', async () => {
    expect((await get('/clients?limit=0')).statusCode).toBe(400);
    expect((await get('/clients?limit=101')).statusCode).toBe(400);
  });
});

describe('GET /clients/export.csv', () => {
  it('streams every matching client with the spec columns, neutralising formulas', async () => {
    const response = await get('/clients/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="clients.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe('Name,Email,Phone,Total Vehicles,Total Spend,Last Service,Tags');
    expect(lines).toContain(
      "Ana Lima,ana.lima@example.com,'+1 555 010 2030,2,120.50,2026-03-11,VIP;Fleet;Late payer",
    );
    expect(lines).toContain(`carla mendes,,"'=HYPERLINK(""x"")",0,0.00,,Regular`);
    // Every client, not a page: 3 named ones and 23 paging fixtures at least.
    expect(lines.length).toBeGreaterThan(26);
    expect(response.body).not.toContain('Ana Elsewhere');
  });

  it('reads every row across keyset batches, in the list order', async () => {
    const whole = (await get('/clients/export.csv')).body;
    // Pagetest clients share one creation time: batches of 2 must split ties by id.
    let batched = '';
    for await (const chunk of exportClients({
      tx: harness.database.db,
      shopId: admin.shopId,
      batchSize: 2,
    }))
      batched += String(chunk);
    expect(batched).toBe(whole);
    const listed = await allPages('', 100);
    const names = whole
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(names).toEqual(listed.map((item) => item.name));
  });

  it('applies the search and the tag filter', async () => {
    const bySearch = await get('/clients/export.csv?search=costa');
    expect(bySearch.body.trimEnd().split('\n').slice(1)).toEqual([
      "Bruno Costa,bruno@costa.example,'+1 555 777 8888,1,500.00,2025-01-05,Premium",
    ]);
    const byTag = await get('/clients/export.csv?tag=Regular');
    expect(byTag.body.trimEnd().split('\n').slice(1)).toEqual([
      `carla mendes,,"'=HYPERLINK(""x"")",0,0.00,,Regular`,
    ]);
  });
});

describe('GET /clients/stats and /clients/options', () => {
  it('counts all, active in the last 12 months, and VIP or Premium', async () => {
    await job({ clientId: carla.id, amount: '10.00' });
    const stats = (await get('/clients/stats')).json();
    const named = (await list('limit=100')).items.length;
    expect(stats.total).toBe(named);
    expect(stats.premium).toBe(2); // Ana (VIP) and Bruno (Premium)
    // Ana (March 2026) and Carla (today) are recent; Bruno's last job is older than a year.
    const lastYear = await harness.database.db.execute(
      sql`select count(distinct j.client_id)::int as n from job_orders j join clients c on c.id = j.client_id
        where j.shop_id = ${admin.shopId} and c.archived_at is null and j.status = 'completed'
          and j.completed_at >= now() - interval '12 months'`,
    );
    expect(stats.active).toBe((lastYear as unknown as { rows: { n: number }[] }).rows[0]?.n);
    expect(stats.active).toBeGreaterThanOrEqual(2);
    expect((await get('/clients/stats', otherAdmin)).json()).toEqual({
      total: 1,
      active: 0,
      premium: 0,
    });
  });

  it('offers names in name order, searched and limited', async () => {
    const options = (await get('/clients/options?search=a&limit=2')).json();
    expect(options).toEqual([
      { id: ana.id, name: 'Ana Lima' },
      { id: bruno.id, name: 'Bruno Costa' },
    ]);
  });
});

describe('who may use the clients API', () => {
  it('refuses the signed-out and car owners', async () => {
    expect((await harness.app.inject({ url: '/api/v1/clients' })).statusCode).toBe(401);
    expect((await get('/clients', carOwner)).statusCode).toBe(403);
    expect((await get(`/clients/${ana.id}`, carOwner)).statusCode).toBe(403);
    expect(
      (await send('POST', '/clients', { name: 'X', phone: '555 010 0001' }, carOwner)).statusCode,
    ).toBe(403);
  });

  it('lets the manager read but not write', async () => {
    expect((await get('/clients', manager)).statusCode).toBe(200);
    expect(
      (await send('POST', '/clients', { name: 'X', phone: '555 010 0001' }, manager)).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/clients/${ana.id}`, undefined, manager)).statusCode).toBe(403);
  });

  it('lets the front desk add and edit', async () => {
    const client = await create({ name: 'Desk Made', phone: '555 100 2000' }, frontDesk);
    const edit = await send('PATCH', `/clients/${client.id}`, { notes: 'Walk-in' }, frontDesk);
    expect(edit.statusCode).toBe(200);
    expect((await send('DELETE', `/clients/${client.id}`, undefined, frontDesk)).statusCode).toBe(
      204,
    );
  });

  it('shows a mechanic only the clients of their appointments and job orders, read-only', async () => {
    expect((await list('', mechanic)).items.map((item) => item.name)).toEqual(['Bruno Costa']);
    await job({ clientId: carla.id, amount: '5.00', status: 'estimate', mechanicId: mechanic.id });
    expect((await list('sort=name&order=asc', mechanic)).items.map((item) => item.name)).toEqual([
      'Bruno Costa',
      'carla mendes',
    ]);
    expect((await get(`/clients/${ana.id}`, mechanic)).statusCode).toBe(404);
    expect((await get(`/clients/${bruno.id}`, mechanic)).statusCode).toBe(200);
    expect((await get('/clients/stats', mechanic)).json().total).toBe(2);
    expect((await get('/clients/export.csv', mechanic)).body).not.toContain('Ana Lima');
    expect(
      (await send('PATCH', `/clients/${bruno.id}`, { name: 'Nope' }, mechanic)).statusCode,
    ).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the clients operations and who may call them', async () => {
    const document = (await harness.app.inject('/api/openapi.json')).json();
    expect(document.paths['/api/v1/clients'].get['x-roles']).toEqual([
      'admin',
      'manager',
      'front_desk',
      'mechanic',
    ]);
    expect(document.paths['/api/v1/clients'].post['x-roles']).toEqual(['admin', 'front_desk']);
    expect(document.paths['/api/v1/clients/{id}'].delete['x-roles']).toEqual([
      'admin',
      'front_desk',
    ]);
  });
});

describe('phones and duplicate clients (#21)', () => {
  it('refuses a phone that is no number in the shop country and stores it in one form', async () => {
    for (const phone of ['abc', '555 0101', '1']) {
      const refused = await send('POST', '/clients', { name: 'Phil Phone', phone });
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json().errors).toEqual([
        { path: 'body.phone', message: expect.stringMatching(/phone number/) },
      ]);
    }
    const created = await create({ name: 'Phil Phone', phone: '(555) 010-7001' });
    expect(created.phone).toBe('+1 555 010 7001');
    const abroad = await send('PATCH', `/clients/${created.id}`, { phone: '+44 20 7946 0958' });
    expect(abroad.json().phone).toBe('+44 20 7946 0958');
    expect((await send('PATCH', `/clients/${created.id}`, { phone: 'call me' })).statusCode).toBe(
      400,
    );
  });

  it('names the clients with the same e-mail or phone, and refuses a second client with an e-mail', async () => {
    const first = await create({
      name: 'Dora Double',
      email: 'dora@double.test',
      phone: '555 010 7002',
    });
    const found = await get(
      '/clients/duplicates?email=DORA@double.test&phone=%2B1%20(555)%20010-7002',
    );
    expect(found.json()).toEqual([
      {
        id: first.id,
        name: 'Dora Double',
        email: 'dora@double.test',
        phone: '+1 555 010 7002',
        sameEmail: true,
        samePhone: true,
      },
    ]);
    expect(
      (await get(`/clients/duplicates?phone=5550107002&excludeId=${first.id}`)).json(),
    ).toEqual([]);

    const again = await send('POST', '/clients', {
      name: 'Dora Again',
      email: 'Dora@Double.test',
      phone: '555 010 7003',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errors: [{ path: 'body.email', message: 'Dora Double already has this e-mail address' }],
      duplicates: [{ id: first.id, name: 'Dora Double', sameEmail: true }],
    });
    // A shared family phone is the desk's call: saved (the dialog warns before).
    const family = await create({ name: 'Dan Double', phone: '555 010 7002' });
    const other = await send('PATCH', `/clients/${family.id}`, { email: 'dora@double.test' });
    expect(other.statusCode).toBe(409);
    // Archived, the address is free; restoring waits until it is free again.
    expect((await send('DELETE', `/clients/${first.id}`)).statusCode).toBe(204);
    expect(
      (await send('PATCH', `/clients/${family.id}`, { email: 'dora@double.test' })).statusCode,
    ).toBe(200);
    const restore = await send('POST', `/clients/${first.id}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().duplicates[0].id).toBe(family.id);
  });
});
