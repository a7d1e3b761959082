import { formatRequestNumber } from '@pitstop/domain/bookings';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { invoices } from '../../db/schema/billing.ts';
import { inventoryItems } from '../../db/schema/inventory.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { appointmentSeeder } from '../../test/appointment-seed.ts';
import { signIn } from '../../test/auth-helpers.ts';
import { insertTestInvoice } from '../../test/invoice-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../accounts/demo-accounts.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let ownerCookie: string;
const renee = {} as {
  clientId: string;
  vehicleId: string;
  jobOrderId: string;
  jobOrderNumber: number;
  appointmentId: string;
  appointmentNumber: number;
  invoiceId: string;
  invoiceNumber: string;
  itemId: string;
};

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const demo = await seedDemoData({ tx: db });
  await seedDemoAccounts({ tx: db, shops: demo.shops });
  const shopId = demo.shops.demo;
  ownerCookie = (await signIn(harness.app, 'owner@pitstop.test', DEMO_PASSWORD)).cookie;

  const seed = appointmentSeeder(harness.database);
  renee.clientId = await seed.client(shopId, { name: 'Renée Müller', email: 'rm@example.test' });
  renee.vehicleId = await seed.vehicle(shopId, renee.clientId, {
    make: 'Škoda',
    model: 'Octavia',
    year: 2018,
    registrationNumber: 'ZZ 98765',
  });
  const appointment = await seed.appointment({
    shopId,
    clientId: renee.clientId,
    vehicleId: renee.vehicleId,
    startsAt: '2031-03-04T09:00:00Z',
    endsAt: '2031-03-04T10:00:00Z',
  });
  renee.appointmentId = appointment.id;
  renee.appointmentNumber = appointment.number;
  const [job] = await db
    .insert(jobOrders)
    .values({ shopId, clientId: renee.clientId, vehicleId: renee.vehicleId })
    .returning({ id: jobOrders.id, number: jobOrders.number });
  if (!job) throw new Error('job order not inserted');
  renee.jobOrderId = job.id;
  renee.jobOrderNumber = job.number;
  const invoice = await insertTestInvoice(db, {
    shopId,
    clientId: renee.clientId,
    jobOrderId: job.id,
    total: '120.00',
  });
  renee.invoiceNumber = 'INV-2031-00917';
  await db
    .update(invoices)
    .set({ number: renee.invoiceNumber, billToName: 'Renée Müller', vehicleId: renee.vehicleId })
    .where(eq(invoices.id, invoice.id));
  renee.invoiceId = invoice.id;
  const [item] = await db
    .insert(inventoryItems)
    .values({ shopId, sku: 'BRK-KÖLN-1', name: 'Bremsbeläge Straße', unit: 'each', price: '10.00' })
    .returning({ id: inventoryItems.id });
  if (!item) throw new Error('item not inserted');
  renee.itemId = item.id;
});
afterAll(() => harness.close());

async function get(path: string, cookie = ownerCookie) {
  const response = await harness.app.inject({ url: `/api/v1${path}`, headers: { cookie } });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json();
}

const ids = (page: { items: { id: string }[] }) => page.items.map((row) => row.id);
const query = (search: string) => `search=${encodeURIComponent(search)}`;

describe('every list search ignores case and accents', () => {
  it.each(['renee muller', 'RENÉE', 'Muller', 'müller', 'NÉE MÜ'])(
    'finds Renée Müller by %s in clients, vehicles, job orders, bookings and invoices',
    async (search) => {
      expect(ids(await get(`/clients?${query(search)}`))).toEqual([renee.clientId]);
      expect(ids(await get(`/vehicles?${query(search)}`))).toEqual([renee.vehicleId]);
      expect(ids(await get(`/job-orders?${query(search)}`))).toEqual([renee.jobOrderId]);
      expect(ids(await get(`/appointments?${query(search)}`))).toEqual([renee.appointmentId]);
      expect(ids(await get(`/invoices?${query(search)}`))).toEqual([renee.invoiceId]);
    },
  );

  it('finds a vehicle by its make without the accent, and an item by its name or SKU', async () => {
    expect(ids(await get(`/vehicles?${query('skoda octavia')}`))).toEqual([renee.vehicleId]);
    for (const search of ['bremsbelage', 'strasse', 'brk-koln', 'BREMSBELÄGE']) {
      expect(ids(await get(`/inventory/items?${query(search)}`)), search).toEqual([renee.itemId]);
    }
  });

  it("finds vehicles by their owner's name, e-mail or phone", async () => {
    expect(ids(await get(`/vehicles?${query('rm@example')}`))).toEqual([renee.vehicleId]);
    const driver = await get(`/vehicles?${query('jordan driver')}`);
    expect(driver.items.length).toBeGreaterThan(0);
    for (const vehicle of driver.items) expect(vehicle.ownerName).toBe('Jordan Driver');
  });
});

describe('the header search (Ctrl/Cmd+K)', () => {
  const search = (q: string, cookie = ownerCookie) =>
    get(`/search?q=${encodeURIComponent(q)}`, cookie);

  it('finds clients, vehicles and services whatever the accents', async () => {
    const found = await search('renee muller');
    expect(found.clients.map((client: { id: string }) => client.id)).toEqual([renee.clientId]);
    expect(found.vehicles.map((vehicle: { id: string }) => vehicle.id)).toEqual([renee.vehicleId]);
    expect((await search('SKODA')).vehicles[0]?.id).toBe(renee.vehicleId);
  });

  it('finds a job order, an invoice and a booking by the number people read', async () => {
    const jobNumber = formatJobOrderNumber(renee.jobOrderNumber);
    for (const q of [jobNumber, jobNumber.toLowerCase().replace('-', '')]) {
      expect((await search(q)).jobOrders, q).toEqual([
        {
          id: renee.jobOrderId,
          number: jobNumber,
          description: 'Renée Müller · 2018 Škoda Octavia',
        },
      ]);
    }
    expect((await search('inv-2031-917')).invoices).toEqual([
      {
        id: renee.invoiceId,
        number: renee.invoiceNumber,
        description: 'Renée Müller · 2018 Škoda Octavia',
      },
    ]);
    const requestNumber = formatRequestNumber(renee.appointmentNumber);
    expect((await search(requestNumber)).bookings).toEqual([
      {
        id: renee.appointmentId,
        number: requestNumber,
        description: 'Renée Müller · 2018 Škoda Octavia',
      },
    ]);
    expect((await search('JO-999999')).jobOrders).toEqual([]);
  });

  it("shows a mechanic no invoices and only their own job orders' numbers", async () => {
    const mechanic = await signIn(harness.app, 'mechanic@pitstop.test', DEMO_PASSWORD);
    const jobNumber = formatJobOrderNumber(renee.jobOrderNumber);
    expect((await search(jobNumber, mechanic.cookie)).jobOrders).toEqual([]);
    expect((await search(renee.invoiceNumber, mechanic.cookie)).invoices).toEqual([]);
    const [account] = await harness.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'mechanic@pitstop.test'));
    if (!account) throw new Error('demo mechanic missing');
    await harness.database.db
      .update(jobOrders)
      .set({ mechanicId: account.id })
      .where(eq(jobOrders.id, renee.jobOrderId));
    expect((await search(jobNumber, mechanic.cookie)).jobOrders).toHaveLength(1);
  });
});
