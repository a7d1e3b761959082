import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/platform.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { createShopAdmin, linkIn } from '../../test/auth-helpers.ts';
import { insertTestInvoice } from '../../test/invoice-helpers.ts';
import { answeredJobLines, jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createJobWorker } from '../job-queue.ts';
import {
  JOB_ORDER_MAIL_JOB,
  jobOrderMailJobHandlers,
  sendJobOrderStatusMail,
} from './job-order-mail.ts';

type Mail = { subject: string; text: string };

const log = pino({ level: 'silent' });
let harness: Awaited<ReturnType<typeof createTestApp>>;
let shopId: string;
let rows: ReturnType<typeof jobOrderRows>;
let ann: string;
let car: string;

async function mailTo(to: string): Promise<Mail[]> {
  const response = await harness.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return response.json() as Mail[];
}

beforeAll(async () => {
  harness = await createTestApp();
  rows = jobOrderRows(harness.database);
  const admin = await createShopAdmin(harness.app, {
    email: 'admin@mail-jobs.test',
    shopName: 'Mail Garage',
  });
  shopId = admin.shopId;
  ann = await rows.client(shopId, { name: 'Ann Archer', email: 'ann@mail-jobs.test' });
  car = await rows.vehicle(shopId, ann, { make: 'Toyota', model: 'RAV4', year: 2019 });
});

afterAll(async () => {
  await harness?.close();
});

describe('job order mails', () => {
  it('tells the client their vehicle is ready for pickup', async () => {
    const job = await rows.jobOrder({
      shopId,
      clientId: ann,
      vehicleId: car,
      status: 'ready_for_pickup',
      laborTotal: '180.00',
    });
    await sendJobOrderStatusMail(harness.app, {
      shopId,
      jobOrderId: job.id,
      status: 'ready_for_pickup',
    });
    const [mail] = await mailTo('ann@mail-jobs.test');
    expect(mail?.subject).toBe('Your 2019 Toyota RAV4 is ready for pickup');
    expect(mail?.text).toContain(
      'Good news, Ann Archer: Mail Garage has finished the work on your 2019 Toyota RAV4. It is ready for pickup.',
    );
    expect(mail?.text).toContain(`Job order: JO-${String(job.number).padStart(4, '0')}`);
    expect(mail?.text).toContain('Total: $180.00');
  });

  it('thanks the client once completed, with a "How was your visit?" link that opens the rating', async () => {
    const job = await rows.jobOrder({ shopId, clientId: ann, vehicleId: car, status: 'completed' });
    await sendJobOrderStatusMail(harness.app, { shopId, jobOrderId: job.id, status: 'completed' });
    const [mail] = await mailTo('ann@mail-jobs.test');
    expect(mail?.subject).toBe('Thank you for your visit to Mail Garage');
    const link = new URL(linkIn(mail?.text.split('How was your visit?: ')[1]));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toMatch(/^\/rate\/[\w-]{40,}$/);
    const token = link.pathname.split('/')[2];
    const visit = await harness.app.inject(`/api/v1/rating-links/${token}`);
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.json()).toMatchObject({
      shopName: 'Mail Garage',
      number: job.number,
      rating: null,
    });
  });

  it('gives the total the customer is billed: approved work less the discount, not declined or unanswered work', async () => {
    for (const status of ['ready_for_pickup', 'completed'] as const) {
      const job = await rows.jobOrder({
        shopId,
        clientId: ann,
        vehicleId: car,
        status,
        lines: answeredJobLines,
      });
      await sendJobOrderStatusMail(harness.app, { shopId, jobOrderId: job.id, status });
      const [mail] = await mailTo('ann@mail-jobs.test');
      expect(mail?.text).toContain(`Job order: JO-${String(job.number).padStart(4, '0')}`);
      expect(mail?.text).toContain('Total: $90.00');
    }
    // Once its invoice is issued (a mail retried later), the invoice's total, tax included.
    const invoiced = await rows.jobOrder({
      shopId,
      clientId: ann,
      vehicleId: car,
      status: 'completed',
      lines: answeredJobLines,
    });
    await insertTestInvoice(harness.database.db, {
      shopId,
      clientId: ann,
      jobOrderId: invoiced.id,
      total: '97.43',
    });
    await sendJobOrderStatusMail(harness.app, {
      shopId,
      jobOrderId: invoiced.id,
      status: 'completed',
    });
    expect((await mailTo('ann@mail-jobs.test'))[0]?.text).toContain('Total: $97.43');
  });

  it('sends nothing for other statuses, or once the job has moved on', async () => {
    const job = await rows.jobOrder({ shopId, clientId: ann, status: 'in_progress' });
    const before = (await mailTo('ann@mail-jobs.test')).length;
    await sendJobOrderStatusMail(harness.app, {
      shopId,
      jobOrderId: job.id,
      status: 'in_progress',
    });
    await sendJobOrderStatusMail(harness.app, {
      shopId,
      jobOrderId: job.id,
      status: 'ready_for_pickup',
    });
    expect(await mailTo('ann@mail-jobs.test')).toHaveLength(before);
  });

  it('a mail the mail server refuses is retried by the job queue', async () => {
    const db = harness.database.db;
    const job = await rows.jobOrder({
      shopId,
      clientId: ann,
      vehicleId: car,
      status: 'ready_for_pickup',
    });
    const refusing = {
      database: harness.database,
      config: harness.app.config,
      log,
      mailer: {
        kind: 'smtp' as const,
        send: async () => {
          throw new Error('421 4.3.2 Service not available');
        },
      },
    };
    const before = (await mailTo('ann@mail-jobs.test')).length;
    await sendJobOrderStatusMail(refusing, {
      shopId,
      jobOrderId: job.id,
      status: 'ready_for_pickup',
    });
    const queued = await db.select().from(jobs).where(eq(jobs.kind, JOB_ORDER_MAIL_JOB));
    expect(queued.map((row) => row.payload)).toEqual([
      { jobOrderId: job.id, status: 'ready_for_pickup' },
    ]);
    expect(await mailTo('ann@mail-jobs.test')).toHaveLength(before);

    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.kind, JOB_ORDER_MAIL_JOB));
    await createJobWorker({ db, handlers: jobOrderMailJobHandlers(harness.app), log }).runDue();
    const after = await mailTo('ann@mail-jobs.test');
    expect(after).toHaveLength(before + 1);
    expect(after[0]?.subject).toBe('Your 2019 Toyota RAV4 is ready for pickup');
  });

  it('a retried mail that is no longer true is dropped', async () => {
    const db = harness.database.db;
    const job = await rows.jobOrder({
      shopId,
      clientId: ann,
      vehicleId: car,
      status: 'ready_for_pickup',
    });
    await sendJobOrderStatusMail(
      {
        database: harness.database,
        config: harness.app.config,
        log,
        mailer: {
          kind: 'smtp',
          send: async () => {
            throw new Error('421');
          },
        },
      },
      { shopId, jobOrderId: job.id, status: 'ready_for_pickup' },
    );
    // Back to work before the retry: "ready for pickup" would now be wrong.
    await db.update(jobOrders).set({ status: 'in_progress' }).where(eq(jobOrders.id, job.id));
    const before = (await mailTo('ann@mail-jobs.test')).length;
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.kind, JOB_ORDER_MAIL_JOB));
    await createJobWorker({ db, handlers: jobOrderMailJobHandlers(harness.app), log }).runDue();
    expect(await mailTo('ann@mail-jobs.test')).toHaveLength(before);
  });
});
