import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cannedJobs, jobOrderItems } from '../../db/schema/workshop.ts';
import { apiAs } from '../../test/api-helpers.ts';
import { appointmentSeeder } from '../../test/appointment-seed.ts';
import { createShopAdmin } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { rowsOf } from '../../test/rows.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * Every way of writing lines (a job order line typed or changed, a canned job saved or applied,
 * an invoice line) refuses a 0 % discount and a service that is not the shop's with a 400 naming
 * the field, and stores nothing.
 */

type Api = ReturnType<typeof apiAs>;
let harness: Awaited<ReturnType<typeof createTestApp>>;
let shopId: string;
let admin: Api;
let jobOrderId: string;
let invoiceId: string;
let ownService: string;
let rivalService: string;
const missingService = '00000000-0000-4000-8000-000000000000';

const zeroPercent = { kind: 'discount', description: 'Nothing off', percent: '0' };
const laborOf = (serviceId: string) => ({
  kind: 'labor',
  serviceId,
  description: 'Oil change',
  pricing: 'flat',
  quantity: '1',
  unitPrice: '49.90',
});

function expectRefused(
  response: { statusCode: number; json: () => { errors?: { path: string }[] } },
  path: string,
) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  expect(response.json().errors?.map((error) => error.path)).toContain(path);
}

async function jobOrderLineCount() {
  const [row] = await rowsOf<{ count: number }>(
    harness.database.db,
    sql`select count(*)::int as count from ${jobOrderItems} where job_order_id = ${jobOrderId}`,
  );
  return row?.count;
}

beforeAll(async () => {
  harness = await createTestApp();
  const seed = appointmentSeeder(harness.database);
  const shopAdmin = await createShopAdmin(harness.app, {
    email: 'admin@lines.test',
    shopName: 'Lines Garage',
  });
  shopId = shopAdmin.shopId;
  admin = apiAs(harness.app, shopAdmin);
  const rival = await createShopAdmin(harness.app, {
    email: 'admin@rival-lines.test',
    shopName: 'Rival Lines',
  });
  ownService = await seed.service(shopId, 'Oil change');
  rivalService = await seed.service(rival.shopId, 'Rival oil change');
  const rows = jobOrderRows(harness.database);
  const clientId = await rows.client(shopId, { name: 'Lee Lines', email: 'lee@lines.test' });
  const vehicleId = await rows.vehicle(shopId, clientId, { make: 'Ford', model: 'Fiesta' });
  jobOrderId = (await rows.jobOrder({ shopId, clientId, vehicleId, status: 'estimate' })).id;
  const invoice = await admin.send('POST', '/invoices', { counterSale: true, clientId });
  expect(invoice.statusCode, invoice.body).toBe(201);
  invoiceId = invoice.json().id;
});

afterAll(async () => {
  await harness?.close();
});

describe('a discount of 0 %', () => {
  it('is refused on a job order line, an invoice line and a canned job', async () => {
    expectRefused(
      await admin.send('POST', `/job-orders/${jobOrderId}/lines`, zeroPercent),
      'body.percent',
    );
    expectRefused(
      await admin.send('POST', `/invoices/${invoiceId}/lines`, zeroPercent),
      'body.percent',
    );
    expectRefused(
      await admin.send('POST', '/canned-jobs', { name: 'Free check', lines: [zeroPercent] }),
      'body.lines.0.percent',
    );
    expect(await jobOrderLineCount()).toBe(0);
  });

  it('held by a canned job saved before the rule: applying it names the line', async () => {
    const [canned] = await harness.database.db
      .insert(cannedJobs)
      .values({ shopId, name: 'Old promo', lines: [laborOf(ownService), zeroPercent] })
      .returning({ id: cannedJobs.id });
    const applied = await admin.send('POST', `/job-orders/${jobOrderId}/canned-jobs/${canned?.id}`);
    expectRefused(applied, 'cannedJob.lines.1.percent');
    expect(applied.json().detail).toBe(
      '"Old promo" has a line that can no longer be added; edit the canned job first.',
    );
    expect(await jobOrderLineCount()).toBe(0);
  });
});

describe("a service that is not the shop's", () => {
  it.each([
    ['does not exist', missingService],
    ["is another shop's", 'rival'],
  ])('is refused on every kind of line write when it %s', async (_case, which) => {
    const serviceId = which === 'rival' ? rivalService : which;
    expectRefused(
      await admin.send('POST', `/job-orders/${jobOrderId}/lines`, laborOf(serviceId)),
      'body.serviceId',
    );
    expectRefused(
      await admin.send('POST', `/invoices/${invoiceId}/lines`, laborOf(serviceId)),
      'body.serviceId',
    );
    const canned = {
      name: `Service ${which}`,
      lines: [laborOf(ownService), laborOf(serviceId)],
    };
    expectRefused(await admin.send('POST', '/canned-jobs', canned), 'body.lines.1.serviceId');

    const added = await admin.send('POST', `/job-orders/${jobOrderId}/lines`, laborOf(ownService));
    expect(added.statusCode, added.body).toBe(200);
    const line = added.json().lines.at(-1);
    expectRefused(
      await admin.send('PATCH', `/job-orders/${jobOrderId}/lines/${line.id}`, {
        line: laborOf(serviceId),
      }),
      'body.line.serviceId',
    );
    const saved = await admin.send('POST', '/canned-jobs', {
      name: `Own service ${which}`,
      lines: [laborOf(ownService)],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expectRefused(
      await admin.send('PATCH', `/canned-jobs/${saved.json().id}`, canned),
      'body.lines.1.serviceId',
    );
    const shown = (await admin.get(`/job-orders/${jobOrderId}`)).json();
    expect(shown.lines.map((kept: { serviceId: string }) => kept.serviceId)).not.toContain(
      serviceId,
    );
  });
});
