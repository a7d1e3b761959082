import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/platform.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { createJobWorker } from '../../platform/job-queue.ts';
import type { ServerEvent } from '../../plugins/events.ts';
import { apiAs, type Session } from '../../test/api-helpers.ts';
import { createShopAdmin, linkIn } from '../../test/auth-helpers.ts';
import { insertTestInvoice } from '../../test/invoice-helpers.ts';
import { answeredJobLines, jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  enqueueJobOrderStatusMail,
  JOB_ORDER_MAIL_JOB,
  type JobOrderMailDeps,
  type JobOrderMailStatus,
  jobOrderMailJobHandlers,
} from './job-order-mail.ts';

type Mail = { subject: string; text: string };

const log = pino({ level: 'silent' });
let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Session;
let shopId: string;
let rows: ReturnType<typeof jobOrderRows>;
let ann: string;
let car: string;

async function mailTo(to: string): Promise<Mail[]> {
  const response = await harness.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return response.json() as Mail[];
}

/** Runs the queued job order mails, as the server's worker does (no worker runs in tests). */
const runMailJobs = (deps: JobOrderMailDeps = harness.app) =>
  createJobWorker({
    db: harness.database.db,
    handlers: jobOrderMailJobHandlers(deps),
    log,
  }).runDue();

/** Queues the mail as a status move does, then runs it. */
async function mailAbout(jobOrderId: string, status: JobOrderMailStatus) {
  await enqueueJobOrderStatusMail({ tx: harness.database.db, shopId, jobOrderId, status });
  await runMailJobs();
}

const refusing: JobOrderMailDeps = {
  get database() {
    return harness.database;
  },
  get config() {
    return harness.app.config;
  },
  mailer: {
    kind: 'smtp',
    send: async () => {
      throw new Error('421 4.3.2 Service not available');
    },
  },
};

const mailJobOf = async (jobOrderId: string) =>
  (await harness.database.db.select().from(jobs).where(eq(jobs.kind, JOB_ORDER_MAIL_JOB))).filter(
    (job) => job.payload.jobOrderId === jobOrderId,
  );

/** Makes the job order's queued mails due now, as if their retry time had come. */
async function retryNow(jobOrderId: string) {
  for (const job of await mailJobOf(jobOrderId)) {
    await harness.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
  }
}

beforeAll(async () => {
  harness = await createTestApp();
  rows = jobOrderRows(harness.database);
  const shopAdmin = await createShopAdmin(harness.app, {
    email: 'admin@mail-jobs.test',
    shopName: 'Mail Garage',
  });
  admin = shopAdmin;
  shopId = shopAdmin.shopId;
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
    await mailAbout(job.id, 'ready_for_pickup');
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
    await mailAbout(job.id, 'completed');
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
      await mailAbout(job.id, status);
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
    await mailAbout(invoiced.id, 'completed');
    expect((await mailTo('ann@mail-jobs.test'))[0]?.text).toContain('Total: $97.43');
  });

  it('sends nothing once the job has moved on', async () => {
    const job = await rows.jobOrder({ shopId, clientId: ann, status: 'in_progress' });
    const before = (await mailTo('ann@mail-jobs.test')).length;
    await mailAbout(job.id, 'ready_for_pickup');
    expect(await mailTo('ann@mail-jobs.test')).toHaveLength(before);
  });

  it('a mail the mail server refuses stays queued and is sent on a later try', async () => {
    const job = await rows.jobOrder({
      shopId,
      clientId: ann,
      vehicleId: car,
      status: 'ready_for_pickup',
    });
    const before = (await mailTo('ann@mail-jobs.test')).length;
    await enqueueJobOrderStatusMail({
      tx: harness.database.db,
      shopId,
      jobOrderId: job.id,
      status: 'ready_for_pickup',
    });
    await runMailJobs(refusing);
    const [queued] = await mailJobOf(job.id);
    expect(queued).toMatchObject({
      payload: { jobOrderId: job.id, status: 'ready_for_pickup' },
      attempts: 1,
      completedAt: null,
      failedAt: null,
      lastError: '421 4.3.2 Service not available',
    });
    expect(queued?.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await mailTo('ann@mail-jobs.test')).toHaveLength(before);

    await retryNow(job.id);
    await runMailJobs();
    const after = await mailTo('ann@mail-jobs.test');
    expect(after).toHaveLength(before + 1);
    expect(after[0]?.subject).toBe('Your 2019 Toyota RAV4 is ready for pickup');
  });

  it('a retried mail that is no longer true is dropped', async () => {
    const job = await rows.jobOrder({
      shopId,
      clientId: ann,
      vehicleId: car,
      status: 'ready_for_pickup',
    });
    await enqueueJobOrderStatusMail({
      tx: harness.database.db,
      shopId,
      jobOrderId: job.id,
      status: 'ready_for_pickup',
    });
    await runMailJobs(refusing);
    // Back to work before the retry: "ready for pickup" would now be wrong.
    await harness.database.db
      .update(jobOrders)
      .set({ status: 'in_progress' })
      .where(eq(jobOrders.id, job.id));
    const before = (await mailTo('ann@mail-jobs.test')).length;
    await retryNow(job.id);
    await runMailJobs();
    expect(await mailTo('ann@mail-jobs.test')).toHaveLength(before);
    expect((await mailJobOf(job.id))[0]?.completedAt).not.toBeNull();
  });
});

describe('a status move and its mail', () => {
  const move = (jobOrderId: string, body: object) =>
    apiAs(harness.app, admin).send('POST', `/job-orders/${jobOrderId}/transitions`, body);

  it('queues the mail with the move and publishes its event once; a refused mail loses nothing', async () => {
    const job = await rows.jobOrder({
      shopId,
      clientId: ann,
      vehicleId: car,
      status: 'in_progress',
      laborTotal: '120.00',
    });
    const events: ServerEvent[] = [];
    const stop = harness.app.events.subscribe((event) => events.push(event));
    const changed = () =>
      events.filter(
        (event) => event.type === 'job_order.changed' && event.data?.jobOrderId === job.id,
      );
    const before = (await mailTo('ann@mail-jobs.test')).length;

    const ready = await move(job.id, { action: 'mark_ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().status).toBe('ready_for_pickup');
    // Recorded with the move; the worker sends it (woken at commit in the server).
    expect((await mailJobOf(job.id)).map((queued) => queued.payload)).toEqual([
      { jobOrderId: job.id, status: 'ready_for_pickup' },
    ]);
    await runMailJobs();
    const mails = await mailTo('ann@mail-jobs.test');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toBe('Your 2019 Toyota RAV4 is ready for pickup');
    await expect.poll(() => changed().length).toBe(1);
    expect(changed()[0]?.data).toMatchObject({
      change: 'status',
      action: 'mark_ready',
      status: 'ready_for_pickup',
    });

    // Paid at the counter (ADR 037); the mail server is away when it completes: the job order
    // is completed all the same.
    await insertTestInvoice(harness.database.db, {
      shopId,
      clientId: ann,
      jobOrderId: job.id,
      total: '120.00',
      paid: '120.00',
      status: 'paid',
    });
    const completed = await move(job.id, { action: 'complete' });
    expect(completed.statusCode, completed.body).toBe(200);
    await runMailJobs(refusing);
    const [detail] = await harness.database.db
      .select({ status: jobOrders.status })
      .from(jobOrders)
      .where(eq(jobOrders.id, job.id));
    expect(detail?.status).toBe('completed');
    const waiting = (await mailJobOf(job.id)).find(
      (queued) => queued.payload.status === 'completed',
    );
    expect(waiting).toMatchObject({ completedAt: null, failedAt: null, attempts: 1 });
    expect(await mailTo('ann@mail-jobs.test')).toHaveLength(before + 1);
    await retryNow(job.id);
    await runMailJobs();
    expect((await mailTo('ann@mail-jobs.test'))[0]?.subject).toBe(
      'Thank you for your visit to Mail Garage',
    );
    await expect.poll(() => changed().length).toBe(2);
    expect(changed()[1]?.data).toMatchObject({ action: 'complete', status: 'completed' });
    stop();
  });

  it('queues no mail for a move refused', async () => {
    const job = await rows.jobOrder({ shopId, clientId: ann, vehicleId: car, status: 'approved' });
    const refused = await move(job.id, { action: 'complete' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await mailJobOf(job.id)).toEqual([]);
  });
});
