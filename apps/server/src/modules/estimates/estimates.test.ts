import type { JobOrderLineInput } from '@pitstop/domain/job-orders';
import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { historyEntries, linkTokens } from '../../db/schema/platform.ts';
import {
  communicationLogs,
  declinedWork,
  jobOrderEstimates,
  jobOrderItems,
  jobOrders,
} from '../../db/schema/workshop.ts';
import type { ServerEvent } from '../../plugins/events.ts';
import { apiAs, type Session, signUpStaff, userIdOf } from '../../test/api-helpers.ts';
import { appointmentSeeder } from '../../test/appointment-seed.ts';
import { createShopAdmin, latestMail, linkIn, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { pdfTextOf } from '../../test/pdf-text.ts';
import { createTestApp } from '../../test/test-app.ts';
import { refreshJobOrderTotals } from '../job-orders/public.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let rival: Awaited<ReturnType<typeof createShopAdmin>>;
let frontDesk: Session;
let manager: Session;
let mechanic: Session;
let owner: Session;
let stranger: Session;
const ids = {} as Record<'ann' | 'annCar' | 'bob' | 'bobCar' | 'rivalClient' | 'rivalCar', string>;
const as = (session: Session) => apiAs(harness.app, session);
const ANN_EMAIL = 'ann@estimates.test';
const RIVAL_EMAIL = 'rita@rival-estimates.test';

const brakes: JobOrderLineInput = {
  kind: 'labor',
  description: 'Brake pads — front',
  pricing: 'hourly',
  quantity: '1.5',
  unitPrice: '120.00',
};
const pads: JobOrderLineInput = {
  kind: 'part',
  description: 'Brake pad set',
  partNumber: 'BP-220',
  quantity: '1',
  unitCost: '30.00',
  unitPrice: '64.99',
};
const wipers: JobOrderLineInput = {
  kind: 'part',
  description: 'Wiper blades',
  quantity: '2',
  unitPrice: '19.50',
};
const shopFee: JobOrderLineInput = { kind: 'fee', description: 'Shop supplies', amount: '12.00' };

/** A job order with its lines, written directly (the job order API has its own tests). */
const jobOrderWith = (
  options: Parameters<ReturnType<typeof jobOrderRows>['estimateJobOrder']>[0],
) => jobOrderRows(harness.database).estimateJobOrder(options);

/** Sends the estimate as the front desk and returns the token from the mailed link. */
async function send(jobOrderId: string, to = ANN_EMAIL, session: Session = frontDesk) {
  const response = await as(session).send('POST', `/job-orders/${jobOrderId}/estimate`);
  expect(response.statusCode, response.body).toBe(201);
  const mail = await latestMail(harness.app, to);
  const url = new URL(linkIn(mail?.text));
  expect(url.pathname).toMatch(/^\/estimate\//);
  return { estimate: response.json(), token: url.pathname.split('/').at(-1) as string };
}

const openLink = (token: string) => harness.app.inject({ url: `/api/v1/estimate-links/${token}` });
const answerLink = (token: string, payload: object) =>
  harness.app.inject({
    method: 'POST',
    url: `/api/v1/estimate-links/${token}/answer`,
    payload,
  });

async function jobOrderRow(id: string) {
  const [row] = await harness.database.db.select().from(jobOrders).where(eq(jobOrders.id, id));
  return row;
}

beforeAll(async () => {
  harness = await createTestApp();
  const seed = appointmentSeeder(harness.database);
  admin = await createShopAdmin(harness.app, {
    email: 'admin@estimates.test',
    shopName: 'Estimate Garage',
  });
  rival = await createShopAdmin(harness.app, {
    email: 'admin@rival-estimates.test',
    shopName: 'Rival Garage',
  });
  frontDesk = await signUpStaff(harness.app, {
    email: 'desk@estimates.test',
    shopId: admin.shopId,
    role: 'front_desk',
  });
  manager = await signUpStaff(harness.app, {
    email: 'manager@estimates.test',
    shopId: admin.shopId,
    role: 'manager',
  });
  mechanic = await signUpStaff(harness.app, {
    email: 'mechanic@estimates.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  owner = await signUpAndSignIn(harness.app, { email: 'ann.owner@estimates.test' });
  stranger = await signUpAndSignIn(harness.app, { email: 'someone@estimates.test' });

  ids.ann = await seed.client(admin.shopId, { name: 'Ann Archer', email: ANN_EMAIL });
  ids.annCar = await seed.vehicle(admin.shopId, ids.ann, {
    make: 'Honda',
    model: 'Civic',
    year: 2019,
    registrationNumber: 'EST-001',
  });
  ids.bob = await seed.client(admin.shopId, { name: 'Bob Baker' });
  ids.bobCar = await seed.vehicle(admin.shopId, ids.bob, { make: 'Ford', model: 'Focus' });
  ids.rivalClient = await seed.client(rival.shopId, { name: 'Rita Rival', email: RIVAL_EMAIL });
  ids.rivalCar = await seed.vehicle(rival.shopId, ids.rivalClient, {
    make: 'Mazda',
    model: '3',
  });
  await harness.database.db
    .update(clients)
    .set({ userId: await userIdOf(harness.app, owner) })
    .where(eq(clients.id, ids.ann));
});

afterAll(async () => {
  await harness?.close();
});

describe('sending an estimate', () => {
  it('is refused without lines, without an e-mail address, and to roles that may not send', async () => {
    const empty = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [],
    });
    const noLines = await as(frontDesk).send('POST', `/job-orders/${empty.id}/estimate`);
    expect(noLines.statusCode).toBe(409);
    expect(noLines.json().detail).toBe('Add lines before sending the estimate.');

    const bobs = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.bob,
      vehicleId: ids.bobCar,
      lines: [brakes],
    });
    const noEmail = await as(frontDesk).send('POST', `/job-orders/${bobs.id}/estimate`);
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().detail).toBe(
      'Bob Baker has no e-mail address; add one or record the approval at the desk.',
    );
    expect((await jobOrderRow(bobs.id))?.status).toBe('estimate');

    for (const session of [manager, mechanic, owner]) {
      const refused = await as(session).send('POST', `/job-orders/${bobs.id}/estimate`);
      expect(refused.statusCode).toBe(403);
    }
    const elsewhere = await as(rival).send('POST', `/job-orders/${bobs.id}/estimate`);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('mails a link showing the vehicle, each line with its price and the total', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [brakes, pads],
    });
    const { estimate, token } = await send(job.id);
    expect(estimate).toMatchObject({
      revision: 1,
      sentTo: ANN_EMAIL,
      presentedTotal: '244.99',
      answeredAt: null,
      outdated: false,
    });
    const mail = await latestMail(harness.app, ANN_EMAIL);
    expect(mail?.subject).toMatch(/^Your estimate from Estimate Garage \(JO-\d{4}\)$/);
    expect(mail?.text).toContain('Estimate total (with tax): $244.99');
    expect((await jobOrderRow(job.id))?.status).toBe('awaiting_approval');

    const view = await openLink(token);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      shop: { name: 'Estimate Garage' },
      clientName: 'Ann Archer',
      vehicle: { label: '2019 Honda Civic', registrationNumber: 'EST-001' },
      // The concern the job order was opened with is its first job's complaint.
      jobs: [
        { name: 'Brake pads — front', complaint: 'Squeaking when braking' },
        { name: 'Brake pad set', complaint: null },
      ],
      state: 'open',
      lines: [
        { description: 'Brake pads — front', amount: '180.00', approval: 'pending' },
        { description: 'Brake pad set', amount: '64.99', approval: 'pending' },
      ],
      totals: { presentedTotal: '244.99' },
    });
    // Nothing about the shop's costs reaches the customer.
    expect(view.body).not.toContain('30.00');
  });
});

describe("the desk's printed estimate", () => {
  it('is the job order as it stands, job by job, for the desk only', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [
        { ...brakes, job: 'Front brakes' },
        { ...pads, job: 'Front brakes' },
        { ...wipers, job: 'Wipers smear' },
      ],
    });
    const path = `/job-orders/${job.id}/estimate/pdf`;
    const printed = await as(frontDesk).get(path);
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.headers['content-disposition']).toContain('Estimate JO-');
    const text = pdfTextOf(printed.rawPayload);
    for (const shown of ['Front brakes', 'Brake pad set', 'Wipers smear', '$244.99', '$39.00']) {
      expect(text).toContain(shown);
    }
    for (const session of [manager, mechanic, owner]) {
      expect((await as(session).get(path)).statusCode).toBe(403);
    }
    expect((await as(rival).get(path)).statusCode).toBe(404);
  });
});

describe("the estimate mail's preview", () => {
  const preview = (jobOrderId: string, session: Session = frontDesk, query = '') =>
    as(session).get(`/job-orders/${jobOrderId}/estimate/preview${query}`);

  it('shows the mail the send then queues, to the address typed when there is one', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [brakes, wipers],
    });
    const shown = await preview(job.id);
    expect(shown.statusCode, shown.body).toBe(200);
    // The estimate goes as a PDF too.
    expect(shown.json()).toMatchObject({
      to: ANN_EMAIL,
      attachments: [{ filename: expect.stringMatching(/^Estimate JO-\d{4}\.pdf$/) }],
    });
    // Previewing changes nothing.
    expect((await jobOrderRow(job.id))?.status).toBe('estimate');

    const other = 'ann.work@estimates.test';
    const typed = await preview(
      job.id,
      frontDesk,
      `?to=${encodeURIComponent(' Ann.Work@Estimates.test ')}`,
    );
    expect(typed.json().to).toBe(other);
    const sent = await as(frontDesk).send('POST', `/job-orders/${job.id}/estimate`, { to: other });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().sentTo).toBe(other);
    const [mail] = (await harness.app.inject(`/api/dev/mailbox?to=${other}`)).json() as {
      to: string;
      subject: string;
      text: string;
      html: string;
      attachments: { filename: string }[];
    }[];
    const token = new URL(linkIn(mail?.text)).pathname.split('/').at(-1) as string;
    const asSent = (text = '') => text.replaceAll(token, 'link-made-when-sent');
    expect(typed.json()).toEqual({
      to: mail?.to,
      subject: mail?.subject,
      text: asSent(mail?.text),
      html: asSent(mail?.html),
      attachments: mail?.attachments.map(({ filename }) => ({ filename })),
    });
  });

  it('is refused as the send is: no lines, no address, a bad address, the roles and shops that may not send', async () => {
    const empty = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [],
    });
    const noLines = await preview(empty.id);
    expect(noLines.statusCode).toBe(409);
    expect(noLines.json().detail).toBe('Add lines before sending the estimate.');

    const bobs = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.bob,
      vehicleId: ids.bobCar,
      lines: [brakes],
    });
    const noEmail = await preview(bobs.id);
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().detail).toBe(
      'Bob Baker has no e-mail address; add one or record the approval at the desk.',
    );
    const typed = await preview(bobs.id, frontDesk, '?to=bob%40estimates.test');
    expect(typed.statusCode, typed.body).toBe(200);
    const bad = await preview(bobs.id, frontDesk, '?to=bob');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'query.to', message: 'Enter a valid email address' },
    ]);
    const badSend = await as(frontDesk).send('POST', `/job-orders/${bobs.id}/estimate`, {
      to: 'bob',
    });
    expect(badSend.statusCode).toBe(400);

    for (const session of [manager, mechanic, owner]) {
      expect((await preview(bobs.id, session)).statusCode).toBe(403);
    }
    expect((await preview(bobs.id, rival)).statusCode).toBe(404);
  });
});

describe('answering from the link', () => {
  it('approves one job and declines another: declined work, totals, approval by the typed name', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [
        { ...brakes, job: 'Front brakes' },
        { ...pads, job: 'Front brakes' },
        { ...wipers, job: 'Wipers smear' },
      ],
    });
    const [brakeJob, , wiperJob] = job.jobIds;
    const wiper = job.lineIds[2];
    const { token } = await send(job.id);
    const shown = (await openLink(token)).json();
    expect(shown.jobs.map((entry: { name: string }) => entry.name)).toEqual([
      'Front brakes',
      'Wipers smear',
    ]);
    expect(shown.lines.map((line: { jobId: string }) => line.jobId)).toEqual(job.jobIds);
    // The mail names each job with what it comes to; the PDF lists the jobs with their lines.
    const mail = await latestMail(harness.app, ANN_EMAIL);
    expect(mail?.text).toMatch(/Front brakes:? +\$244\.99/);
    expect(mail?.text).toMatch(/Wipers smear:? +\$39\.00/);
    const pdf = await harness.app.inject(`/api/v1/estimate-links/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const printed = pdfTextOf(pdf.rawPayload);
    for (const text of ['Front brakes', 'Brake pads', 'Brake pad set', 'Wipers smear', '$244.99']) {
      expect(printed).toContain(text);
    }
    const answered = await answerLink(token, {
      decisions: [
        { jobId: brakeJob, approval: 'approved' },
        { jobId: wiperJob, approval: 'declined' },
      ],
      signedName: 'Ann Archer',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      state: 'answered',
      signedName: 'Ann Archer',
      totals: { subtotal: '244.99', presentedTotal: '283.99', approvedTotal: '244.99' },
    });

    const row = await jobOrderRow(job.id);
    expect(row).toMatchObject({ status: 'approved', totalCost: '244.99', approvedTotal: '244.99' });
    const [estimate] = await harness.database.db
      .select()
      .from(jobOrderEstimates)
      .where(eq(jobOrderEstimates.jobOrderId, job.id));
    expect(estimate).toMatchObject({
      answeredVia: 'link',
      signedName: 'Ann Archer',
      presentedTotal: '283.99',
      approvedTotal: '244.99',
    });
    const declined = await harness.database.db
      .select()
      .from(declinedWork)
      .where(eq(declinedWork.jobOrderId, job.id));
    expect(declined).toHaveLength(1);
    expect(declined[0]).toMatchObject({
      vehicleId: ids.annCar,
      clientId: ids.ann,
      jobOrderItemId: wiper,
      jobName: 'Wipers smear',
      kind: 'part',
      description: 'Wiper blades',
      amount: '39.00',
      status: 'open',
      followUpOn: addLocalDays(localToday('America/Chicago'), 90),
      line: { kind: 'part', description: 'Wiper blades', quantity: '2.00', unitPrice: '19.50' },
    });
    const history = await harness.database.db
      .select()
      .from(historyEntries)
      .where(
        and(eq(historyEntries.subjectId, job.id), eq(historyEntries.action, 'record_approval')),
      );
    expect(history[0]).toMatchObject({ actorName: 'Ann Archer (customer)', toStatus: 'approved' });
    const inbox = await as(frontDesk).get('/notifications');
    expect(inbox.json().items).toContainEqual(
      expect.objectContaining({
        id: estimate?.id,
        client: { id: ids.ann, name: 'Ann Archer' },
        content: `Estimate JO-${String(row?.number).padStart(4, '0')} answered by Ann Archer: approved $244.99 of $283.99`,
        booking: null,
      }),
    );
    // A mechanic sees estimates of their own jobs only.
    const mechanicInbox = await as(mechanic).get('/notifications');
    expect(mechanicInbox.json().items).toEqual([]);

    const again = await answerLink(token, {
      decisions: [{ jobId: wiperJob, approval: 'approved' }],
      signedName: 'Ann Archer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This estimate has already been answered.');
    const reopened = await openLink(token);
    expect(reopened.json()).toMatchObject({ state: 'answered', signedName: 'Ann Archer' });
  });

  it('arrives in Notifications unread, above older unread items, counted by the badge, until opened', async () => {
    await harness.database.db.insert(communicationLogs).values({
      shopId: admin.shopId,
      clientId: ids.ann,
      type: 'message',
      direction: 'inbound',
      status: 'received',
      content: 'Is my car ready?',
      occurredAt: new Date(Date.now() - 60 * 60_000),
    });
    const badge = async () => {
      const response = await as(frontDesk).get('/sidebar-counts');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().notifications as number;
    };
    const before = await badge();
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [brakes],
    });
    const { estimate, token } = await send(job.id);
    const events: ServerEvent[] = [];
    const stop = harness.app.events.subscribe((event) => events.push(event));
    const answered = await answerLink(token, {
      decisions: [{ jobId: job.jobIds[0], approval: 'approved' }],
      signedName: 'Ann Archer',
    });
    expect(answered.statusCode, answered.body).toBe(200);

    // The open badges refetch on the live event, and now count the answer.
    await expect.poll(() => events.map((event) => event.type)).toContain('job_order.changed');
    expect(await badge()).toBe(before + 1);
    // The approval the answer records is part of it: one event, not one more for the move.
    expect(
      events.filter((event) => event.type === 'job_order.changed').map((event) => event.data),
    ).toEqual([expect.objectContaining({ jobOrderId: job.id, change: 'estimate' })]);
    const items = (await as(frontDesk).get('/notifications')).json().items as {
      id: string;
      content: string;
      readAt: string | null;
      jobOrder: { id: string } | null;
    }[];
    expect(items[0]).toMatchObject({ id: estimate.id, readAt: null, jobOrder: { id: job.id } });
    const message = items.findIndex((item) => item.content === 'Is my car ready?');
    expect(message).toBeGreaterThan(0);
    expect(items[message]?.readAt).toBeNull();

    // Someone else's job: a mechanic cannot read it; the desk opens it and it is read for all.
    const refused = await as(mechanic).send(
      'POST',
      `/notifications/estimate-answers/${estimate.id}/read`,
    );
    expect(refused.statusCode).toBe(404);
    events.length = 0;
    const read = await as(frontDesk).send(
      'POST',
      `/notifications/estimate-answers/${estimate.id}/read`,
    );
    expect(read.statusCode, read.body).toBe(204);
    await expect.poll(() => events.map((event) => event.type)).toContain('job_order.changed');
    stop();
    expect(await badge()).toBe(before);
    const after = (await as(manager).get('/notifications')).json().items as typeof items;
    expect(after.find((item) => item.id === estimate.id)?.readAt).not.toBeNull();
  });

  it('refuses an answer that leaves a line out or names a line of another estimate', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [brakes, shopFee],
    });
    const other = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [wipers],
    });
    const { token } = await send(job.id);
    const partial = await answerLink(token, {
      decisions: [{ jobId: job.jobIds[0], approval: 'approved' }],
      signedName: 'Ann Archer',
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().detail).toBe('Approve or decline each job: Shop supplies.');

    const foreign = await answerLink(token, {
      decisions: [
        { jobId: job.jobIds[0], approval: 'approved' },
        { jobId: job.jobIds[1], approval: 'approved' },
        { jobId: other.jobIds[0], approval: 'declined' },
      ],
      signedName: 'Ann Archer',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      { path: 'body.decisions.2.jobId', message: 'Not a job of this estimate' },
    ]);

    const unsigned = await answerLink(token, {
      decisions: [{ jobId: job.jobIds[0], approval: 'approved' }],
      signedName: ' ',
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await openLink(token)).json().state).toBe('open');
  });

  it('refuses an answer naming a line both approved and declined, and the owner area does too', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [brakes, pads],
    });
    const { token } = await send(job.id);
    const twice = {
      decisions: [
        { jobId: job.jobIds[0], approval: 'approved' },
        { jobId: job.jobIds[1], approval: 'approved' },
        { jobId: job.jobIds[0], approval: 'declined' },
      ],
      signedName: 'Ann Archer',
    };
    const byLink = await answerLink(token, twice);
    expect(byLink.statusCode).toBe(400);
    expect(byLink.json().errors).toEqual([
      { path: 'body.decisions.2.jobId', message: 'This job is answered more than once' },
    ]);
    const inPortal = await as(owner).send(
      'POST',
      `/portal/job-orders/${job.id}/estimate/answer`,
      twice,
    );
    expect(inPortal.statusCode).toBe(400);
    expect((await openLink(token)).json().state).toBe('open');
    expect((await jobOrderRow(job.id))?.status).toBe('awaiting_approval');
  });

  it('answers job by job: a declined job is declined work under its name, a line the desk approved stays approved, a job of discounts is not asked', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [
        { ...brakes, job: 'Front brakes' },
        { ...pads, job: 'Front brakes' },
        { ...wipers, job: 'Wipers smear' },
        { kind: 'discount', description: 'Loyalty', percent: '10', job: 'Loyalty' },
      ],
    });
    const [brakeLine, padLine, wiperLine] = job.lineIds;
    const [brakeJob, , wiperJob, loyaltyJob] = job.jobIds;
    // Approved on the phone before the estimate went out.
    await harness.database.db
      .update(jobOrderItems)
      .set({ approval: 'approved' })
      .where(eq(jobOrderItems.id, brakeLine as string));
    const { token } = await send(job.id);

    const discountAsked = await answerLink(token, {
      decisions: [
        { jobId: brakeJob, approval: 'declined' },
        { jobId: wiperJob, approval: 'approved' },
        { jobId: loyaltyJob, approval: 'approved' },
      ],
      signedName: 'Ann Archer',
    });
    expect(discountAsked.statusCode).toBe(400);
    expect(discountAsked.json().errors).toEqual([
      { path: 'body.decisions.2.jobId', message: 'Not a job of this estimate' },
    ]);
    const missing = await answerLink(token, {
      decisions: [{ jobId: wiperJob, approval: 'approved' }],
      signedName: 'Ann Archer',
    });
    expect(missing.json().detail).toBe('Approve or decline each job: Front brakes.');

    const answered = await answerLink(token, {
      decisions: [
        { jobId: brakeJob, approval: 'declined' },
        { jobId: wiperJob, approval: 'approved' },
      ],
      signedName: 'Ann Archer',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const approvals = await harness.database.db
      .select({ id: jobOrderItems.id, approval: jobOrderItems.approval })
      .from(jobOrderItems)
      .where(eq(jobOrderItems.jobOrderId, job.id));
    expect(Object.fromEntries(approvals.map((row) => [row.id, row.approval]))).toMatchObject({
      [brakeLine as string]: 'approved',
      [padLine as string]: 'declined',
      [wiperLine as string]: 'approved',
    });
    const declined = await harness.database.db
      .select({ description: declinedWork.description, jobName: declinedWork.jobName })
      .from(declinedWork)
      .where(eq(declinedWork.jobOrderId, job.id));
    expect(declined).toEqual([{ description: 'Brake pad set', jobName: 'Front brakes' }]);
    expect((await jobOrderRow(job.id))?.status).toBe('approved');
    const [approval] = await harness.database.db
      .select({ details: historyEntries.details })
      .from(historyEntries)
      .where(
        and(eq(historyEntries.subjectId, job.id), eq(historyEntries.action, 'record_approval')),
      );
    expect(approval?.details).toMatchObject({ approvedJobs: 1, declinedJobs: 1 });
  });

  it('lets the desk answer a line for the customer: the estimate stays valid, the customer answers what still waits, a no is declined work until a yes', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [
        { ...brakes, job: 'Front brakes' },
        { ...pads, job: 'Front brakes' },
        { ...wipers, job: 'Wipers smear' },
        { kind: 'discount', description: 'Loyalty', percent: '10', job: 'Wipers smear' },
      ],
    });
    const [brakeLine, , wiperLine, discountLine] = job.lineIds;
    const [brakeJob, , wiperJob] = job.jobIds;
    const { token } = await send(job.id);
    const answer = (lineId: string | undefined, approval: string, session = frontDesk) =>
      as(session).send('POST', `/job-orders/${job.id}/lines/${lineId}/answer`, { approval });

    // The customer says no to the wipers on the phone.
    const declined = await answer(wiperLine, 'declined');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(
      declined.json().lines.find((line: { id: string }) => line.id === wiperLine).approval,
    ).toBe('declined');
    expect(declined.json().history.at(-1)).toMatchObject({
      action: 'line_declined',
      details: { description: 'Wiper blades' },
    });
    const onVehicle = async () =>
      (await as(frontDesk).get(`/vehicles/${ids.annCar}/declined-work`))
        .json()
        .items.filter((item: { jobOrderId: string }) => item.jobOrderId === job.id);
    expect(await onVehicle()).toEqual([
      expect.objectContaining({ description: 'Wiper blades', jobName: 'Wipers smear' }),
    ]);
    // …then yes after all: the declined work goes.
    expect((await answer(wiperLine, 'approved')).statusCode).toBe(200);
    expect(await onVehicle()).toEqual([]);

    expect((await answer(discountLine, 'approved')).statusCode).toBe(409);
    expect((await answer(brakeLine, 'maybe')).statusCode).toBe(400);
    expect((await answer(brakeLine, 'approved', mechanic)).statusCode).toBe(403);
    expect((await answer(brakeLine, 'approved', rival)).statusCode).toBe(404);

    // The link still works: only the brakes wait for the customer.
    const shown = (await openLink(token)).json();
    expect(shown.state).toBe('open');
    const missing = await answerLink(token, {
      decisions: [{ jobId: wiperJob, approval: 'declined' }],
      signedName: 'Ann Archer',
    });
    expect(missing.statusCode).toBe(400);
    const answered = await answerLink(token, {
      decisions: [{ jobId: brakeJob, approval: 'approved' }],
      signedName: 'Ann Archer',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().lines.map((line: { approval: string }) => line.approval)).toEqual([
      'approved',
      'approved',
      'approved',
      'pending',
    ]);
  });

  it('keeps the job order waiting when every job is declined', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [wipers],
    });
    const { token } = await send(job.id);
    const answered = await answerLink(token, {
      decisions: [{ jobId: job.jobIds[0], approval: 'declined' }],
      signedName: 'Ann Archer',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await jobOrderRow(job.id)).toMatchObject({
      status: 'awaiting_approval',
      totalCost: '0.00',
      approvedTotal: '0.00',
    });
    const history = await harness.database.db
      .select({ action: historyEntries.action, actorName: historyEntries.actorName })
      .from(historyEntries)
      .where(eq(historyEntries.subjectId, job.id));
    expect(history.map((entry) => entry.action)).toEqual(['send_estimate', 'estimate_declined']);
  });

  it('an estimate whose lines changed is outdated; sending it again replaces the link', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [brakes],
    });
    const first = await send(job.id);
    const db = harness.database.db;
    await db
      .update(jobOrderItems)
      .set({ quantity: '2.00' })
      .where(eq(jobOrderItems.id, job.lineIds[0] as string));
    await refreshJobOrderTotals({
      tx: db,
      shopId: admin.shopId,
      jobOrderId: job.id,
      linesChanged: true,
      actor: 'system',
    });

    const view = await openLink(first.token);
    expect(view.statusCode).toBe(200);
    expect(view.json().state).toBe('outdated');
    const refused = await answerLink(first.token, {
      decisions: [{ jobId: job.jobIds[0], approval: 'approved' }],
      signedName: 'Ann Archer',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This estimate has changed since it was sent. Please use the newest link from Estimate Garage.',
    );

    const second = await send(job.id);
    expect(second.estimate).toMatchObject({ revision: 2, presentedTotal: '240.00' });
    expect((await openLink(first.token)).statusCode).toBe(404);
    const answered = await answerLink(second.token, {
      decisions: [{ jobId: job.jobIds[0], approval: 'approved' }],
      signedName: 'Ann Archer',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await jobOrderRow(job.id))?.status).toBe('approved');
  });

  it('an expired link says so and names the shop; an unknown one is not valid', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [brakes],
    });
    const { estimate, token } = await send(job.id);
    await harness.database.db
      .update(linkTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(linkTokens.subjectId, estimate.id));
    const expired = await openLink(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe(
      'This estimate link has expired. Ask Estimate Garage to send it again.',
    );
    const late = await answerLink(token, {
      decisions: [{ jobId: job.jobIds[0], approval: 'approved' }],
      signedName: 'Ann Archer',
    });
    expect(late.statusCode).toBe(410);
    expect((await jobOrderRow(job.id))?.status).toBe('awaiting_approval');

    const unknown = await openLink('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(
      'This estimate link is not valid. Ask the shop to send it again.',
    );
  });

  it("another shop's link opens only its own estimate", async () => {
    const ours = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [brakes],
    });
    await send(ours.id);
    const theirs = await jobOrderWith({
      shopId: rival.shopId,
      clientId: ids.rivalClient,
      vehicleId: ids.rivalCar,
      lines: [wipers],
    });
    const { token } = await send(theirs.id, RIVAL_EMAIL, rival);
    const crossing = await answerLink(token, {
      decisions: [
        { jobId: theirs.jobIds[0], approval: 'approved' },
        { jobId: ours.jobIds[0], approval: 'declined' },
      ],
      signedName: 'Rita Rival',
    });
    expect(crossing.statusCode).toBe(400);
    const [line] = await harness.database.db
      .select({ approval: jobOrderItems.approval })
      .from(jobOrderItems)
      .where(eq(jobOrderItems.id, ours.lineIds[0] as string));
    expect(line?.approval).toBe('pending');
    const view = await openLink(token);
    expect(view.json().lines.map((line: { id: string }) => line.id)).toEqual(theirs.lineIds);
  });
});

describe('the car-owner area', () => {
  it("names the estimate's place in the car-owner area in the mail to a linked owner only", async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [brakes],
    });
    await send(job.id);
    const mail = await latestMail(harness.app, ANN_EMAIL);
    expect(mail?.text).toContain(`It is also in your Pitstop account: `);
    expect(mail?.text).toMatch(new RegExp(`https?://\\S+/client/estimates/${job.id}`));

    const rivals = await jobOrderWith({
      shopId: rival.shopId,
      clientId: ids.rivalClient,
      vehicleId: ids.rivalCar,
      lines: [wipers],
    });
    await send(rivals.id, RIVAL_EMAIL, rival);
    expect((await latestMail(harness.app, RIVAL_EMAIL))?.text).not.toContain('/client/estimates/');
  });

  it('shows the estimate of an own job order and takes the answer', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [brakes, wipers],
    });
    await send(job.id);
    const shown = await as(owner).get(`/portal/job-orders/${job.id}/estimate`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ jobOrderId: job.id, state: 'open' });

    for (const session of [stranger, frontDesk]) {
      expect((await as(session).get(`/portal/job-orders/${job.id}/estimate`)).statusCode).toBe(404);
    }
    const decisions = [
      { jobId: job.jobIds[0], approval: 'approved' },
      { jobId: job.jobIds[1], approval: 'declined' },
    ];
    const foreign = await as(stranger).send(
      'POST',
      `/portal/job-orders/${job.id}/estimate/answer`,
      {
        decisions,
        signedName: 'Someone Else',
      },
    );
    expect(foreign.statusCode).toBe(404);

    const answered = await as(owner).send('POST', `/portal/job-orders/${job.id}/estimate/answer`, {
      decisions,
      signedName: 'Ann Archer',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().state).toBe('answered');
    const [estimate] = await harness.database.db
      .select({ answeredVia: jobOrderEstimates.answeredVia })
      .from(jobOrderEstimates)
      .where(eq(jobOrderEstimates.jobOrderId, job.id));
    expect(estimate?.answeredVia).toBe('portal');

    const recommended = await as(owner).get('/portal/declined-work');
    expect(recommended.statusCode).toBe(200);
    expect(recommended.json().items).toContainEqual(
      expect.objectContaining({
        jobOrderId: job.id,
        description: 'Wiper blades',
        shopName: 'Estimate Garage',
        vehicleLabel: '2019 Honda Civic',
        status: 'open',
      }),
    );
    expect((await as(stranger).get('/portal/declined-work')).json().items).toEqual([]);
  });
});

describe('declined work', () => {
  it('is listed on the vehicle for staff and dismissed by the desk', async () => {
    const job = await jobOrderWith({
      shopId: admin.shopId,
      clientId: ids.ann,
      vehicleId: ids.annCar,
      lines: [shopFee],
    });
    const { token } = await send(job.id);
    await answerLink(token, {
      decisions: [{ jobId: job.jobIds[0], approval: 'declined' }],
      signedName: 'Ann Archer',
    });
    const listed = await as(manager).get(`/vehicles/${ids.annCar}/declined-work`);
    expect(listed.statusCode).toBe(200);
    const item = listed
      .json()
      .items.find((entry: { jobOrderId: string }) => entry.jobOrderId === job.id);
    expect(item).toMatchObject({ description: 'Shop supplies', amount: '12.00', status: 'open' });

    expect((await as(rival).get(`/vehicles/${ids.annCar}/declined-work`)).statusCode).toBe(404);
    // A mechanic sees the vehicles of their own jobs only.
    expect((await as(mechanic).get(`/vehicles/${ids.annCar}/declined-work`)).statusCode).toBe(404);

    const byManager = await as(manager).send('PATCH', `/declined-work/${item.id}`, {
      status: 'dismissed',
    });
    expect(byManager.statusCode).toBe(403);
    const byRival = await as(rival).send('PATCH', `/declined-work/${item.id}`, {
      status: 'dismissed',
    });
    expect(byRival.statusCode).toBe(404);
    const dismissed = await as(frontDesk).send('PATCH', `/declined-work/${item.id}`, {
      status: 'dismissed',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().status).toBe('dismissed');
    const twice = await as(frontDesk).send('PATCH', `/declined-work/${item.id}`, {
      status: 'dismissed',
    });
    expect(twice.statusCode).toBe(409);
    const recommended = await as(owner).get('/portal/declined-work');
    expect(recommended.json().items.map((entry: { id: string }) => entry.id)).not.toContain(
      item.id,
    );
  });
});
