import type { JobOrderLineInput } from '@pitstop/domain/job-orders';
import { addMoney, subtractMoney, sumMoney } from '@pitstop/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobOrderItems, jobOrders } from '../../db/schema/workshop.ts';
import { apiAs, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin, latestMail, linkIn } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { pdfTextOf } from '../../test/pdf-text.ts';
import { createTestApp } from '../../test/test-app.ts';
import { refreshJobOrderTotals } from '../job-orders/public.ts';

/**
 * An invoice made from a job order bills what the customer approved: for every mix of line kinds
 * (labor, part, fee, an amount or a percentage off), answered through the estimate link or
 * recorded at the desk, its total before tax is the job order's approved total. It is made at
 * pickup, while the job order is ready for pickup (ADR 037); one completed before that rule is
 * still invoiced afterwards.
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

/** A job order on an estimate, each line a job of its own (written directly). */
function jobOrderWith(lines: (JobOrderLineInput & { job?: string })[]) {
  return jobOrderRows(harness.database).estimateJobOrder({
    shopId,
    clientId,
    vehicleId,
    concern: 'Brakes squeal',
    lines: lines,
  });
}

async function move(jobOrderId: string, action: string, extra: Record<string, unknown> = {}) {
  const response = await desk.send('POST', `/job-orders/${jobOrderId}/transitions`, {
    action,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The job order's lines answered (by link or at the desk), then worked and ready for pickup. */
async function readyJobOrder(lines: JobOrderLineInput[], via: 'link' | 'desk') {
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
              jobId: job.jobIds[index],
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
  return move(job.id, 'mark_ready');
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
    'bills the approved total of $kinds with discount $discount, answered by link, at pickup',
    async ({ kinds, discount }) => {
      const off = discounts[discount];
      const lines = [
        ...kinds.flatMap((kind) => [work[kind](true), work[kind](false)]),
        ...(off ? [off] : []),
      ];
      const job = await readyJobOrder(lines, 'link');
      expect(job.status).toBe('ready_for_pickup');
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
    const job = await readyJobOrder(lines, 'desk');
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

  it('at pickup bills flat and hourly labor, parts, fees and both discounts, leaving out declined and unanswered work; paid, the car leaves', async () => {
    const flat: JobOrderLineInput = {
      kind: 'labor',
      description: 'Brake bleed',
      pricing: 'flat',
      quantity: '1',
      unitPrice: '45.00',
    };
    const lines = [
      work.labor(true),
      flat,
      work.labor(false),
      work.part(true),
      work.part(false),
      work.fee(true),
      work.fee(false),
      discounts.percent as JobOrderLineInput,
      discounts.amount as JobOrderLineInput,
    ];
    const job = await jobOrderWith(lines);
    const sent = await desk.send('POST', `/job-orders/${job.id}/estimate`);
    expect(sent.statusCode, sent.body).toBe(201);
    const token = new URL(linkIn((await latestMail(harness.app, CLIENT_EMAIL))?.text)).pathname
      .split('/')
      .at(-1);
    const answered = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/estimate-links/${token}/answer`,
      payload: {
        decisions: lines.flatMap((line, index) =>
          line.kind === 'discount'
            ? []
            : [
                {
                  jobId: job.jobIds[index],
                  approval: /Brake|Disposal/.test(line.description) ? 'approved' : 'declined',
                },
              ],
        ),
        signedName: 'Mia Mix',
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await move(job.id, 'start_work');
    // Found during the work and not yet answered by the customer: not billed.
    const added = await desk.send('POST', `/job-orders/${job.id}/lines`, {
      kind: 'part',
      description: 'Cabin filter',
      quantity: '1',
      unitPrice: '24.00',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().lines.at(-1)).toMatchObject({
      description: 'Cabin filter',
      approval: 'pending',
    });
    const ready = await move(job.id, 'mark_ready');
    expect(ready.status).toBe('ready_for_pickup');

    const created = await desk.send('POST', '/invoices', { jobOrderId: job.id });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json();
    expect(invoice.lines.map((line: { description: string }) => line.description)).toEqual([
      'Brake service',
      'Brake bleed',
      'Brake pads',
      'Disposal',
      'Loyalty discount',
      'Coupon',
    ]);
    expect(invoice.lines[1]).toMatchObject({ pricing: 'flat', quantity: '1.00', amount: '45.00' });
    expect(subtractMoney(invoice.subtotal, invoice.discount)).toBe(ready.totals.approvedTotal);
    expect(invoice.net).toBe(ready.totals.approvedTotal);
    expect(invoice.total).toBe(addMoney(ready.totals.approvedTotal, invoice.tax));

    const issued = await desk.send('POST', `/invoices/${invoice.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    const paid = await desk.send('POST', `/invoices/${invoice.id}/payments`, {
      method: 'card',
      amount: issued.json().balance,
      paidOn: issued.json().date,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'paid', balance: '0.00' });
    const completed = await move(job.id, 'complete', { mileageOut: 61020 });
    expect(completed).toMatchObject({
      status: 'completed',
      invoice: { id: invoice.id, status: 'paid' },
    });
  });

  it('bills job by job under each job with its three Cs, leaves out a job whose work was all declined, and prints the jobs on the PDF', async () => {
    const job = await jobOrderWith([{ ...work.labor(true), job: 'Brakes squeal' }]);
    const brakes = job.jobIds[0] as string;
    const addJob = async (body: object) => {
      const response = await desk.send('POST', `/job-orders/${job.id}/jobs`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().jobs.at(-1).id as string;
    };
    const addLine = async (jobId: string, line: JobOrderLineInput) => {
      const response = await desk.send('POST', `/job-orders/${job.id}/jobs/${jobId}/lines`, line);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const wipers = await addJob({ name: 'Wipers smear', complaint: 'Streaks on the glass' });
    const disposal = await addJob({ name: 'Old parts' });
    await addLine(wipers, work.part(false));
    await addLine(brakes, discounts.amount as JobOrderLineInput);
    await addLine(disposal, work.fee(true));
    const threeCs = await desk.send('PATCH', `/job-orders/${job.id}/jobs/${brakes}`, {
      cause: 'Pads worn to 2 mm',
      correction: 'Replaced the front pads',
    });
    expect(threeCs.statusCode, threeCs.body).toBe(200);

    const sent = await desk.send('POST', `/job-orders/${job.id}/estimate`);
    expect(sent.statusCode, sent.body).toBe(201);
    const token = new URL(linkIn((await latestMail(harness.app, CLIENT_EMAIL))?.text)).pathname
      .split('/')
      .at(-1);
    const answered = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/estimate-links/${token}/answer`,
      payload: {
        decisions: [
          { jobId: brakes, approval: 'approved' },
          { jobId: wipers, approval: 'declined' },
          { jobId: disposal, approval: 'approved' },
        ],
        signedName: 'Mia Mix',
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await move(job.id, 'start_work');
    await move(job.id, 'mark_ready');

    const created = await desk.send('POST', '/invoices', { jobOrderId: job.id });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json();
    expect(invoice.jobs).toEqual([
      {
        id: expect.any(String),
        position: 0,
        name: 'Brakes squeal',
        complaint: 'Brakes squeal',
        cause: 'Pads worn to 2 mm',
        correction: 'Replaced the front pads',
      },
      {
        id: expect.any(String),
        position: 1,
        name: 'Old parts',
        complaint: null,
        cause: null,
        correction: null,
      },
    ]);
    const byJob = invoice.jobs.map((billed: { id: string; name: string }) => ({
      name: billed.name,
      lines: invoice.lines
        .filter((line: { jobId: string }) => line.jobId === billed.id)
        .map((line: { description: string }) => line.description),
    }));
    expect(byJob).toEqual([
      { name: 'Brakes squeal', lines: ['Brake service', 'Coupon'] },
      { name: 'Old parts', lines: ['Disposal'] },
    ]);
    expect(invoice.lines).toHaveLength(3);

    const pdf = await desk.get(`/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfTextOf(pdf.rawPayload);
    for (const printed of [
      '1. Brakes squeal',
      'Cause: Pads worn to 2 mm',
      'Correction: Replaced the front pads',
      '2. Old parts',
    ]) {
      expect(text).toContain(printed);
    }
    expect(text).not.toContain('Wipers smear');
  });

  it('still invoices a job order completed before the pickup rule, as existing data has them', async () => {
    const job = await jobOrderWith([work.labor(true), work.part(true)]);
    await harness.database.db
      .update(jobOrderItems)
      .set({ approval: 'approved' })
      .where(sql`${jobOrderItems.jobOrderId} = ${job.id}`);
    await refreshJobOrderTotals({
      tx: harness.database.db,
      shopId,
      jobOrderId: job.id,
      linesChanged: false,
      actor: 'system',
    });
    await harness.database.db
      .update(jobOrders)
      .set({ status: 'completed', completedAt: new Date(), mileageOut: 61020 })
      .where(sql`${jobOrders.id} = ${job.id}`);
    const created = await desk.send('POST', '/invoices', { jobOrderId: job.id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ subtotal: '244.99', mileage: 61020 });
    const issued = await desk.send('POST', `/invoices/${created.json().id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
  });

  it('is refused before the job order is ready for pickup', async () => {
    const job = await jobOrderWith([work.labor(true)]);
    await move(job.id, 'record_approval');
    await move(job.id, 'start_work');
    const early = await desk.send('POST', '/invoices', { jobOrderId: job.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toMatch(
      /is in progress: only a job order ready for pickup or completed can be invoiced\.$/,
    );
  });
});
