import { type JobOrderLineInput, jobOrderLineInputSchema } from '@pitstop/domain/job-orders';
import { addMoney, subtractMoney, sumMoney } from '@pitstop/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobOrderItems, jobOrders } from '../../db/schema/workshop.ts';
import { apiAs, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin, latestMail, linkIn } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';
import { lineColumnsOf, refreshJobOrderTotals } from '../job-orders/public.ts';

/**
 * An invoice made from a job order bills what the customer approved: for every mix of line kinds
 * (labor, part, fee, an amount or a percentage off), answered through the estimate link or
 * recorded at the desk, its total before tax is the job order's approved total.
 */

type Api = ReturnType<typeof apiAs>;
let harness: Awaited<ReturnType<typeof createTestApp>>;
let shopId: string;
let desk: Api;
let clientId: string;
let vehicleId: string;
const CLIENT_EMAIL = 'mia@invoice-mix.test';

const work: Record<'labor' | 'part' | 'fee', (approved: boolean) => JobOrderLineInput> = {
  labor: (approved) => ({
    kind: 'labor',
    description: approved ? 'Brake service' : 'Alignment',
    pricing: 'hourly',
    quantity: approved ? '1.5' : '1',
    unitPrice: approved ? '120.00' : '89.99',
  }),
  part: (approved) => ({
    kind: 'part',
    description: approved ? 'Brake pads' : 'Wiper blades',
    quantity: approved ? '1' : '2',
    unitPrice: approved ? '64.99' : '19.47',
  }),
  fee: (approved) => ({
    kind: 'fee',
    description: approved ? 'Disposal' : 'Rush fee',
    amount: approved ? '12.50' : '25.00',
  }),
};
const discounts: Record<'none' | 'percent' | 'amount', JobOrderLineInput | null> = {
  none: null,
  percent: { kind: 'discount', description: 'Loyalty discount', percent: '10.00' },
  amount: { kind: 'discount', description: 'Coupon', amount: '20.00' },
};

/** Every non-empty set of work kinds, each with a line approved and a line declined. */
const kindSets = [
  ['labor'],
  ['part'],
  ['fee'],
  ['labor', 'part'],
  ['labor', 'fee'],
  ['part', 'fee'],
  ['labor', 'part', 'fee'],
] as const;
const mixes = kindSets.flatMap((kinds) =>
  (Object.keys(discounts) as (keyof typeof discounts)[]).map((discount) => ({ kinds, discount })),
);

async function jobOrderWith(lines: JobOrderLineInput[]) {
  const db = harness.database.db;
  const [job] = await db
    .insert(jobOrders)
    .values({ shopId, clientId, vehicleId, description: 'Brakes squeal', mileage: 61000 })
    .returning({ id: jobOrders.id });
  if (!job) throw new Error('job order not inserted');
  const lineIds: string[] = [];
  for (const [position, input] of lines.entries()) {
    const [line] = await db
      .insert(jobOrderItems)
      .values({
        shopId,
        jobOrderId: job.id,
        position,
        ...lineColumnsOf(jobOrderLineInputSchema.parse(input)),
      })
      .returning({ id: jobOrderItems.id });
    lineIds.push(line?.id as string);
  }
  await refreshJobOrderTotals({
    tx: db,
    shopId,
    jobOrderId: job.id,
    linesChanged: true,
    actor: 'system',
  });
  return { id: job.id, lineIds };
}

async function move(jobOrderId: string, action: string, extra: Record<string, unknown> = {}) {
  const response = await desk.send('POST', `/job-orders/${jobOrderId}/transitions`, {
    action,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The job order's lines answered as `approvals` says, then worked and completed. */
async function completedJobOrder(lines: JobOrderLineInput[], via: 'link' | 'desk') {
  const job = await jobOrderWith(lines);
  if (via === 'link') {
    const sent = await desk.send('POST', `/job-orders/${job.id}/estimate`);
    expect(sent.statusCode, sent.body).toBe(201);
    const token = new URL(linkIn((await latestMail(harness.app, CLIENT_EMAIL))?.text)).pathname
      .split('/')
      .at(-1);
    const decisions = lines.flatMap((line, index) =>
      line.kind === 'discount'
        ? []
        : [
            {
              lineId: job.lineIds[index],
              approval: line.description.match(/Brake|Disposal/) ? 'approved' : 'declined',
            },
          ],
    );
    const answered = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/estimate-links/${token}/answer`,
      payload: { decisions, signedName: 'Mia Mix' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
  } else {
    await move(job.id, 'record_approval');
  }
  await move(job.id, 'start_work');
  await move(job.id, 'mark_ready');
  return move(job.id, 'complete', { mileageOut: 61020 });
}

beforeAll(async () => {
  harness = await createTestApp();
  const admin = await createShopAdmin(harness.app, {
    email: 'admin@invoice-mix.test',
    shopName: 'Mix Garage',
  });
  shopId = admin.shopId;
  desk = apiAs(
    harness.app,
    await signUpStaff(harness.app, { email: 'desk@invoice-mix.test', shopId, role: 'front_desk' }),
  );
  await harness.database.db.execute(
    sql`update shops set default_tax_rate = '8.250', supplies_fee_percent = null where id = ${shopId}`,
  );
  const rows = jobOrderRows(harness.database);
  clientId = await rows.client(shopId, { name: 'Mia Mix', email: CLIENT_EMAIL });
  vehicleId = await rows.vehicle(shopId, clientId, {
    make: 'Subaru',
    model: 'Outback',
    year: 2018,
  });
});

afterAll(async () => {
  await harness?.close();
});

describe('an invoice from a job order', () => {
  it.each(mixes)(
    'bills the approved total of $kinds with discount $discount, answered by link',
    async ({ kinds, discount }) => {
      const off = discounts[discount];
      const lines = [
        ...kinds.flatMap((kind) => [work[kind](true), work[kind](false)]),
        ...(off ? [off] : []),
      ];
      const job = await completedJobOrder(lines, 'link');
      const created = await desk.send('POST', '/invoices', { jobOrderId: job.id });
      expect(created.statusCode, created.body).toBe(201);
      const invoice = created.json();

      expect(invoice.lines.map((line: { description: string }) => line.description)).toEqual(
        lines
          .filter((line) => !/Alignment|Wiper|Rush/.test(line.description))
          .map((line) => line.description),
      );
      expect(subtractMoney(invoice.subtotal, invoice.discount)).toBe(job.totals.approvedTotal);
      // Tax is on the work after its discount share, so the total is what was approved plus its tax.
      expect(invoice.net).toBe(job.totals.approvedTotal);
      expect(invoice.tax).toBe(sumMoney(invoice.lines.map((line: { tax: string }) => line.tax)));
      expect(invoice.total).toBe(addMoney(job.totals.approvedTotal, invoice.tax));
    },
  );

  it('bills the approved total with every kind and both discounts when the desk records the approval', async () => {
    const lines = [
      work.labor(true),
      work.part(true),
      work.fee(true),
      discounts.percent as JobOrderLineInput,
      discounts.amount as JobOrderLineInput,
    ];
    const job = await completedJobOrder(lines, 'desk');
    const invoice = (await desk.send('POST', '/invoices', { jobOrderId: job.id })).json();
    expect(invoice.lines).toHaveLength(5);
    expect(subtractMoney(invoice.subtotal, invoice.discount)).toBe(job.totals.approvedTotal);
    // 10 % of the 257.49 of work (25.75) and 20.00 off, spread over the lines in proportion
    // (31.98, 11.55, 2.22), then 8.25 % on what is left of each: 12.21 + 4.41 + 0.85.
    expect(invoice).toMatchObject({
      subtotal: '257.49',
      discount: '45.75',
      net: '211.74',
      tax: '17.47',
    });
  });
});
