import type { InspectionItemView, InspectionView } from '@pitstop/domain/inspection-views';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { inspectionItems, inspectionPhotos, inspections } from '../../db/schema/inspections.ts';
import { historyEntries, linkTokens } from '../../db/schema/platform.ts';
import { jobOrderItems } from '../../db/schema/workshop.ts';
import { apiAs, type Session, signUpStaff, userIdOf } from '../../test/api-helpers.ts';
import { createShopAdmin, latestMail, linkIn, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let rival: Awaited<ReturnType<typeof createShopAdmin>>;
let frontDesk: Session;
let manager: Session;
let mechanic: Session;
let otherMechanic: Session;
let owner: Session;
let stranger: Session;
let mechanicId: string;
const ids = {} as Record<'ann' | 'annCar' | 'bob' | 'bobCar' | 'rivalClient' | 'rivalCar', string>;
const as = (session: Session) => apiAs(harness.app, session);
const ANN_EMAIL = 'ann@inspections.test';

const laborLine = (description: string) => ({
  kind: 'labor',
  description,
  pricing: 'flat',
  quantity: '1',
  unitPrice: '180.00',
});

async function jobOrder(
  options: { clientId?: string; vehicleId?: string | null; status?: 'approved' | 'completed' } = {},
) {
  const rows = jobOrderRows(harness.database);
  return rows.jobOrder({
    shopId: admin.shopId,
    clientId: options.clientId ?? ids.ann,
    vehicleId: options.vehicleId === undefined ? ids.annCar : options.vehicleId,
    mechanicId,
    status: options.status ?? 'approved',
  });
}

async function start(jobOrderId: string, session: Session = mechanic): Promise<InspectionView> {
  const response = await as(session).send('POST', `/job-orders/${jobOrderId}/inspections`, {});
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const itemOf = (inspection: InspectionView, key: string) =>
  inspection.sections
    .flatMap((section) => section.items)
    .find((item) => item.key === key) as InspectionItemView;

async function answer(inspectionId: string, itemId: string, body: object, session = mechanic) {
  return as(session).send('PATCH', `/inspections/${inspectionId}/items/${itemId}`, body);
}

async function finish(inspectionId: string, session = mechanic) {
  const response = await as(session).send('POST', `/inspections/${inspectionId}/transitions`, {
    action: 'complete',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InspectionView;
}

/** A completed inspection with a red tread, a yellow wiper and a green oil, sent to Ann. */
async function sentInspection() {
  const job = await jobOrder();
  const inspection = await start(job.id);
  const tread = itemOf(inspection, 'tires.lf-tread');
  const wipers = itemOf(inspection, 'body.wipers');
  await answer(inspection.id, tread.id, { condition: 'now', measurement: '2', notes: 'Worn' });
  await answer(inspection.id, wipers.id, { condition: 'soon' });
  await answer(inspection.id, itemOf(inspection, 'fluids.oil').id, { condition: 'good' });
  await finish(inspection.id);
  const sent = await as(frontDesk).send('POST', `/inspections/${inspection.id}/send`, {});
  expect(sent.statusCode, sent.body).toBe(202);
  const mail = await latestMail(harness.app, ANN_EMAIL);
  const token = new URL(linkIn(mail?.text)).pathname.split('/').at(-1) as string;
  return { job, inspection, tread, wipers, token, sent: sent.json() };
}

/** A photo row as the upload route writes it (the files themselves are the photo tests'). */
async function photoRow(inspectionId: string, itemId: string) {
  const [row] = await harness.database.db
    .insert(inspectionPhotos)
    .values({
      shopId: admin.shopId,
      inspectionId,
      itemId,
      displayKey: `shops/${admin.shopId}/inspections/${inspectionId}/x-display.jpg`,
      displayType: 'image/jpeg',
      displayBytes: 200_000,
      thumbnailKey: `shops/${admin.shopId}/inspections/${inspectionId}/x-thumbnail.webp`,
      thumbnailType: 'image/webp',
      thumbnailBytes: 12_000,
      width: 1600,
      height: 1200,
    })
    .returning({ id: inspectionPhotos.id });
  return row?.id as string;
}

beforeAll(async () => {
  harness = await createTestApp();
  const rows = jobOrderRows(harness.database);
  admin = await createShopAdmin(harness.app, {
    email: 'admin@inspections.test',
    shopName: 'Inspection Garage',
  });
  rival = await createShopAdmin(harness.app, {
    email: 'admin@rival-inspections.test',
    shopName: 'Rival Inspections',
  });
  frontDesk = await signUpStaff(harness.app, {
    email: 'desk@inspections.test',
    shopId: admin.shopId,
    role: 'front_desk',
  });
  manager = await signUpStaff(harness.app, {
    email: 'manager@inspections.test',
    shopId: admin.shopId,
    role: 'manager',
  });
  mechanic = await signUpStaff(harness.app, {
    email: 'mechanic@inspections.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  otherMechanic = await signUpStaff(harness.app, {
    email: 'mechanic2@inspections.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  mechanicId = await userIdOf(harness.app, mechanic);
  owner = await signUpAndSignIn(harness.app, { email: 'ann.owner@inspections.test' });
  stranger = await signUpAndSignIn(harness.app, { email: 'someone@inspections.test' });

  ids.ann = await rows.client(admin.shopId, {
    name: 'Ann Archer',
    email: ANN_EMAIL,
    userId: await userIdOf(harness.app, owner),
  });
  ids.annCar = await rows.vehicle(admin.shopId, ids.ann, {
    make: 'Honda',
    model: 'Civic',
    year: 2019,
    registrationNumber: 'INS-001',
  });
  ids.bob = await rows.client(admin.shopId, { name: 'Bob Baker' });
  ids.bobCar = await rows.vehicle(admin.shopId, ids.bob, { make: 'Ford', model: 'Focus' });
  ids.rivalClient = await rows.client(rival.shopId, { name: 'Rita Rival' });
  ids.rivalCar = await rows.vehicle(rival.shopId, ids.rivalClient, { make: 'Mazda', model: '3' });
});

afterAll(async () => {
  await harness?.close();
});

describe('starting and answering', () => {
  it('copies the default template in order, on open jobs only, for those who may', async () => {
    const job = await jobOrder();
    const inspection = await start(job.id);
    expect(inspection).toMatchObject({
      name: 'Multi-point inspection',
      status: 'in_progress',
      jobOrder: { id: job.id, status: 'approved' },
      client: { name: 'Ann Archer', email: ANN_EMAIL },
      vehicle: { label: '2019 Honda Civic', registrationNumber: 'INS-001' },
      completedAt: null,
      sharedAt: null,
      canAnswer: true,
      actions: ['complete'],
      canSend: false,
      canAddEstimateLines: false,
    });
    expect(inspection.sections.map((section) => section.title)[0]).toBe('Tires');
    expect(inspection.sections[0]?.items[0]).toMatchObject({
      key: 'tires.lf-tread',
      kind: 'measurement',
      unit: '32nds',
      condition: null,
      photos: [],
      previous: null,
      estimateLine: null,
    });
    expect(inspection.counts.unanswered).toBeGreaterThan(30);

    const detail = (await as(frontDesk).get(`/job-orders/${job.id}`)).json();
    expect(detail.inspections).toEqual([
      expect.objectContaining({ id: inspection.id, status: 'in_progress', photoCount: 0 }),
    ]);
    const [entry] = await harness.database.db
      .select()
      .from(historyEntries)
      .where(
        and(eq(historyEntries.subjectId, job.id), eq(historyEntries.action, 'inspection_started')),
      );
    expect(entry?.details).toEqual({ inspectionId: inspection.id, name: 'Multi-point inspection' });

    // Not the other mechanic's job, not the manager's role, not another shop's job.
    expect(
      (await as(otherMechanic).send('POST', `/job-orders/${job.id}/inspections`, {})).statusCode,
    ).toBe(404);
    expect(
      (await as(manager).send('POST', `/job-orders/${job.id}/inspections`, {})).statusCode,
    ).toBe(403);
    expect((await as(rival).send('POST', `/job-orders/${job.id}/inspections`, {})).statusCode).toBe(
      404,
    );
    const closed = await jobOrder({ status: 'completed' });
    const refused = await as(frontDesk).send('POST', `/job-orders/${closed.id}/inspections`, {});
    expect(refused.statusCode).toBe(409);
    const noVehicle = await jobOrder({ vehicleId: null });
    expect(
      (await as(frontDesk).send('POST', `/job-orders/${noVehicle.id}/inspections`, {})).statusCode,
    ).toBe(409);
    const fresh = await jobOrder();
    const unknownTemplate = await as(frontDesk).send(
      'POST',
      `/job-orders/${fresh.id}/inspections`,
      { templateId: ids.ann },
    );
    expect(unknownTemplate.statusCode).toBe(400);
    expect(unknownTemplate.json().errors[0].path).toBe('body.templateId');
  });

  it('keeps one inspection in progress per job order: no second start, no reopening beside it', async () => {
    const job = await jobOrder();
    const first = await start(job.id);

    const second = await as(frontDesk).send('POST', `/job-orders/${job.id}/inspections`, {});
    expect(second.statusCode).toBe(409);
    expect(second.headers['content-type']).toContain('application/problem+json');
    expect(second.json()).toMatchObject({
      status: 409,
      detail:
        'An inspection of this job order is already in progress: resume it, or finish it before starting another.',
    });
    expect(
      (await as(frontDesk).get(`/job-orders/${job.id}`))
        .json()
        .inspections.map((inspection: { id: string }) => inspection.id),
    ).toEqual([first.id]);

    // Finished, a new one may start; the finished one is not reopened beside it.
    await finish(first.id);
    const next = await start(job.id);
    const reopen = await as(frontDesk).send('POST', `/inspections/${first.id}/transitions`, {
      action: 'reopen',
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().detail).toBe(
      'Another inspection of this job order is in progress: finish it before reopening this one.',
    );
    await finish(next.id);
    const reopened = await as(frontDesk).send('POST', `/inspections/${first.id}/transitions`, {
      action: 'reopen',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
  });

  it('saves answers as the inspector goes, checks kinds, and refuses changes once completed', async () => {
    const job = await jobOrder();
    const inspection = await start(job.id);
    const tread = itemOf(inspection, 'tires.lf-tread');
    const oil = itemOf(inspection, 'fluids.oil');

    const saved = await answer(inspection.id, tread.id, { condition: 'soon', measurement: '4' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ condition: 'soon', measurement: '4.00', notes: null });
    const noted = await answer(inspection.id, tread.id, { notes: 'Inner edge wear' });
    expect(noted.json()).toMatchObject({
      condition: 'soon',
      measurement: '4.00',
      notes: 'Inner edge wear',
    });

    const wrongMeasurement = await answer(inspection.id, oil.id, { measurement: '3' });
    expect(wrongMeasurement.statusCode).toBe(400);
    expect(wrongMeasurement.json().errors[0].path).toBe('body.measurement');
    const wrongText = await answer(inspection.id, oil.id, { text: 'Dark' });
    expect(wrongText.statusCode).toBe(400);
    expect(wrongText.json().errors[0].path).toBe('body.text');
    const badNumber = await answer(inspection.id, tread.id, { measurement: '-1' });
    expect(badNumber.statusCode).toBe(400);
    expect((await answer(inspection.id, tread.id, {})).statusCode).toBe(400);

    // Other mechanic, another shop, manager (reads only).
    expect(
      (await answer(inspection.id, oil.id, { condition: 'good' }, otherMechanic)).statusCode,
    ).toBe(404);
    expect((await as(otherMechanic).get(`/inspections/${inspection.id}`)).statusCode).toBe(404);
    expect((await as(rival).get(`/inspections/${inspection.id}`)).statusCode).toBe(404);
    expect((await answer(inspection.id, oil.id, { condition: 'good' }, manager)).statusCode).toBe(
      403,
    );
    expect((await as(manager).get(`/inspections/${inspection.id}`)).statusCode).toBe(200);
    expect((await answer(inspection.id, ids.ann, { condition: 'good' })).statusCode).toBe(404);

    const finished = await finish(inspection.id);
    expect(finished).toMatchObject({ status: 'completed', canAnswer: false, actions: [] });
    expect(finished.completedBy?.id).toBe(mechanicId);
    const late = await answer(inspection.id, oil.id, { condition: 'good' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('The inspection is completed. Reopen it to change answers.');

    // Only the desk reopens.
    const mechanicReopen = await as(mechanic).send(
      'POST',
      `/inspections/${inspection.id}/transitions`,
      {
        action: 'reopen',
      },
    );
    expect(mechanicReopen.statusCode).toBe(403);
    const reopened = await as(frontDesk).send('POST', `/inspections/${inspection.id}/transitions`, {
      action: 'reopen',
    });
    expect(reopened.json()).toMatchObject({ status: 'in_progress', completedAt: null });
    const twice = await as(frontDesk).send('POST', `/inspections/${inspection.id}/transitions`, {
      action: 'reopen',
    });
    expect(twice.statusCode).toBe(409);
  });

  it("shows the vehicle's last measurements beside the new ones", async () => {
    const first = await start(
      (await jobOrder({ clientId: ids.bob, vehicleId: ids.bobCar })).id,
      frontDesk,
    );
    await answer(
      first.id,
      itemOf(first, 'tires.lf-tread').id,
      {
        condition: 'good',
        measurement: '6',
      },
      frontDesk,
    );
    const done = await finish(first.id, frontDesk);

    const second = await start(
      (await jobOrder({ clientId: ids.bob, vehicleId: ids.bobCar })).id,
      frontDesk,
    );
    const tread = itemOf(second, 'tires.lf-tread');
    expect(tread.previous).toEqual({
      inspectionId: first.id,
      inspectedAt: done.completedAt,
      condition: 'good',
      measurement: '6.00',
    });
    expect(itemOf(second, 'tires.rf-tread').previous).toBeNull();
    const updated = await answer(
      second.id,
      tread.id,
      { condition: 'soon', measurement: '4' },
      frontDesk,
    );
    expect(updated.json().previous.measurement).toBe('6.00');

    // The first one does not see the later one as its previous.
    const reread = (await as(frontDesk).get(`/inspections/${first.id}`)).json();
    expect(itemOf(reread, 'tires.lf-tread').previous).toBeNull();

    const history = await as(frontDesk).get(`/vehicles/${ids.bobCar}/inspections`);
    expect(history.json().items.map((item: { id: string }) => item.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(history.json().items[1].counts).toMatchObject({ good: 1 });
    expect((await as(rival).get(`/vehicles/${ids.bobCar}/inspections`)).statusCode).toBe(404);
  });
});

describe('items to estimate lines', () => {
  it('adds a red or yellow item once, through the job order lines, and clears the link with the line', async () => {
    const { job, inspection, tread, wipers } = await sentInspection();
    const oil = itemOf(inspection, 'fluids.oil');
    const path = (itemId: string) => `/inspections/${inspection.id}/items/${itemId}/estimate-line`;

    expect((await as(mechanic).send('POST', path(tread.id), laborLine('Tires'))).statusCode).toBe(
      403,
    );
    const good = await as(frontDesk).send('POST', path(oil.id), laborLine('Oil'));
    expect(good.statusCode).toBe(409);

    const revision = (await as(frontDesk).get(`/job-orders/${job.id}`)).json().revision;
    const added = await as(frontDesk).send(
      'POST',
      path(tread.id),
      laborLine('Replace front tires'),
    );
    expect(added.statusCode, added.body).toBe(201);
    const { lineId, item } = added.json();
    expect(item.estimateLine).toEqual({
      id: lineId,
      kind: 'labor',
      description: 'Replace front tires',
      approval: 'pending',
    });
    const again = await as(frontDesk).send('POST', path(tread.id), laborLine('Again'));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This item is already on the estimate');

    const detail = (await as(frontDesk).get(`/job-orders/${job.id}`)).json();
    expect(detail.lines.map((line: { description: string }) => line.description)).toEqual([
      'Replace front tires',
    ]);
    expect(detail.totals.presentedTotal).toBe('180.00');
    expect(detail.revision).toBe(revision + 1);
    // The finding is a job of its own, named after the item, for the customer to answer as one.
    const findingJob = detail.jobs.find(
      (entry: { id: string }) => entry.id === detail.lines[0].jobId,
    );
    expect(findingJob).toMatchObject({ name: tread.label, position: detail.jobs.length - 1 });
    const badLine = await as(frontDesk).send('POST', path(wipers.id), { kind: 'labor' });
    expect(badLine.statusCode).toBe(400);

    // The shared results recommend it with its price.
    const shared = (await as(owner).get(`/portal/inspections/${inspection.id}`)).json();
    expect(shared.recommendedWork).toEqual([
      { description: 'Replace front tires', amount: '180.00', approval: 'pending' },
    ]);

    // The estimate's link carries the line and shows the inspection above it.
    const estimate = await as(frontDesk).send('POST', `/job-orders/${job.id}/estimate`);
    expect(estimate.statusCode, estimate.body).toBe(201);
    const mail = await latestMail(harness.app, ANN_EMAIL);
    const estimateToken = new URL(linkIn(mail?.text)).pathname.split('/').at(-1) as string;
    const photoId = await photoRow(inspection.id, tread.id);
    const view = (await harness.app.inject(`/api/v1/estimate-links/${estimateToken}`)).json();
    expect(view.lines.map((line: { id: string }) => line.id)).toEqual([lineId]);
    expect(view.inspection.id).toBe(inspection.id);
    // The estimate shows the red item beside the line made from it.
    expect(view.inspection.groups.now[0].lineId).toBe(lineId);
    expect(view.inspection.groups.soon[0].lineId).toBeNull();
    expect(view.inspection.groups.now[0].photos[0]).toMatchObject({
      id: photoId,
      thumbnailUrl: `/api/v1/estimate-links/${estimateToken}/photos/${photoId}/thumbnail`,
    });
    const portalEstimate = (await as(owner).get(`/portal/job-orders/${job.id}/estimate`)).json();
    expect(portalEstimate.inspection.groups.now[0].photos[0].displayUrl).toBe(
      `/api/v1/portal/inspections/${inspection.id}/photos/${photoId}/display`,
    );

    // Removing the line on the job order frees the item again.
    await harness.database.db.delete(jobOrderItems).where(eq(jobOrderItems.id, lineId));
    const [row] = await harness.database.db
      .select({ line: inspectionItems.jobOrderItemId })
      .from(inspectionItems)
      .where(eq(inspectionItems.id, tread.id));
    expect(row?.line).toBeNull();
    const reread = (await as(frontDesk).get(`/inspections/${inspection.id}`)).json();
    expect(itemOf(reread, 'tires.lf-tread').estimateLine).toBeNull();
  });

  it("puts a finding into the job it explains when one is named, and refuses another job order's job", async () => {
    const { job, inspection, tread } = await sentInspection();
    const shown = (await as(frontDesk).get(`/inspections/${inspection.id}`)).json();
    const [concern] = shown.jobOrder.jobs;
    expect(concern).toEqual({ id: expect.any(String), name: expect.any(String) });
    const path = (jobId: string) =>
      `/inspections/${inspection.id}/items/${tread.id}/estimate-line?jobId=${jobId}`;

    const other = await sentInspection();
    const foreignJob = (await as(frontDesk).get(`/job-orders/${other.job.id}`)).json().jobs[0].id;
    const refused = await as(frontDesk).send('POST', path(foreignJob), laborLine('Tires'));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe('Job not found on this job order.');
    const malformed = await as(frontDesk).send('POST', path('not-a-job'), laborLine('Tires'));
    expect(malformed.statusCode).toBe(400);

    const added = await as(frontDesk).send('POST', path(concern.id), laborLine('Replace tires'));
    expect(added.statusCode, added.body).toBe(201);
    const detail = (await as(frontDesk).get(`/job-orders/${job.id}`)).json();
    expect(detail.jobs).toHaveLength(shown.jobOrder.jobs.length);
    expect(detail.lines).toEqual([
      expect.objectContaining({ description: 'Replace tires', jobId: concern.id }),
    ]);
  });
});

describe('sending and the car owner', () => {
  it('mails a link, marks it shared and writes the history', async () => {
    const job = await jobOrder();
    const inspection = await start(job.id);
    const early = await as(frontDesk).send('POST', `/inspections/${inspection.id}/send`, {});
    expect(early.statusCode).toBe(409);
    await finish(inspection.id);
    expect(
      (await as(mechanic).send('POST', `/inspections/${inspection.id}/send`, {})).statusCode,
    ).toBe(403);

    const sent = await as(frontDesk).send('POST', `/inspections/${inspection.id}/send`, {
      message: 'Call us about the tires',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().to).toBe(ANN_EMAIL);
    const mail = await latestMail(harness.app, ANN_EMAIL);
    expect(mail?.subject).toBe('Your vehicle inspection from Inspection Garage');
    expect(mail?.text).toContain('Message: Call us about the tires');
    const link = linkIn(mail?.text);
    expect(new URL(link).pathname).toMatch(/^\/inspection\/[\w-]{40,}$/);
    expect(sent.json().link).toBe(link);

    const [row] = await harness.database.db
      .select({ sharedAt: inspections.sharedAt })
      .from(inspections)
      .where(eq(inspections.id, inspection.id));
    expect(row?.sharedAt).not.toBeNull();
    const tokens = await harness.database.db
      .select()
      .from(linkTokens)
      .where(and(eq(linkTokens.subjectId, inspection.id), eq(linkTokens.purpose, 'inspection')));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const actions = (await as(frontDesk).get(`/job-orders/${job.id}`))
      .json()
      .history.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['inspection_started', 'inspection_completed', 'inspection_sent']),
    );

    // Bob has no e-mail: 400, unless the desk types one.
    const bobJob = await jobOrder({ clientId: ids.bob, vehicleId: ids.bobCar });
    const bobs = await start(bobJob.id, frontDesk);
    await finish(bobs.id, frontDesk);
    const noEmail = await as(frontDesk).send('POST', `/inspections/${bobs.id}/send`, {});
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().detail).toBe('The client has no email address');
    const typed = await as(frontDesk).send('POST', `/inspections/${bobs.id}/send`, {
      to: 'bob@inspections.test',
    });
    expect(typed.statusCode).toBe(202);
    expect((await latestMail(harness.app, 'bob@inspections.test'))?.subject).toContain(
      'inspection',
    );
  });

  it('shows the results by link grouped now / soon / good, and refuses unknown, replaced and expired links', async () => {
    const { inspection, tread, token } = await sentInspection();
    const photoId = await photoRow(inspection.id, tread.id);
    const opened = await harness.app.inject(`/api/v1/inspection-links/${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const shared = opened.json();
    expect(shared).toMatchObject({
      name: 'Multi-point inspection',
      shop: { name: 'Inspection Garage' },
      vehicle: { label: '2019 Honda Civic', registrationNumber: 'INS-001' },
      currency: 'USD',
    });
    expect(shared.groups.now).toEqual([
      expect.objectContaining({
        id: tread.id,
        label: 'Left front tread depth',
        measurement: '2/32',
        notes: 'Worn',
        photos: [
          expect.objectContaining({
            id: photoId,
            thumbnailUrl: `/api/v1/inspection-links/${token}/photos/${photoId}/thumbnail`,
            displayUrl: `/api/v1/inspection-links/${token}/photos/${photoId}/display`,
          }),
        ],
      }),
    ]);
    expect(shared.groups.soon.map((item: { label: string }) => item.label)).toEqual([
      'Wiper blades',
    ]);
    expect(shared.groups.good.map((item: { label: string }) => item.label)).toEqual(['Engine oil']);
    expect(opened.headers['cache-control']).toBe('private, no-store');

    const staff = (await as(frontDesk).get(`/inspections/${inspection.id}`)).json();
    expect(itemOf(staff, 'tires.lf-tread').photos[0]?.thumbnailUrl).toBe(
      `/api/v1/inspections/${inspection.id}/photos/${photoId}/thumbnail`,
    );
    const summary = (await as(frontDesk).get(`/vehicles/${ids.annCar}/inspections`))
      .json()
      .items.find((item: { id: string }) => item.id === inspection.id);
    expect(summary).toMatchObject({ photoCount: 1, counts: { now: 1, soon: 1, good: 1 } });

    expect(
      (await harness.app.inject(`/api/v1/inspection-links/${'x'.repeat(43)}`)).statusCode,
    ).toBe(404);
    // Sending again replaces the link.
    await as(frontDesk).send('POST', `/inspections/${inspection.id}/send`, {});
    expect((await harness.app.inject(`/api/v1/inspection-links/${token}`)).statusCode).toBe(404);
    const mail = await latestMail(harness.app, ANN_EMAIL);
    const fresh = new URL(linkIn(mail?.text)).pathname.split('/').at(-1) as string;
    await harness.database.db
      .update(linkTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(linkTokens.subjectId, inspection.id), eq(linkTokens.purpose, 'inspection')));
    const expired = await harness.app.inject(`/api/v1/inspection-links/${fresh}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe(
      'This inspection link has expired. Ask Inspection Garage to send it again.',
    );
  });

  it("lists the car owner's shared inspections only, and nobody else's", async () => {
    const { inspection } = await sentInspection();
    const unshared = await start((await jobOrder()).id);
    await finish(unshared.id);

    const list = await as(owner).get('/portal/inspections');
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().items.map((item: { id: string }) => item.id);
    expect(listed).toContain(inspection.id);
    expect(listed).not.toContain(unshared.id);
    expect(list.json().items[0]).toMatchObject({
      shop: { name: 'Inspection Garage' },
      vehicle: { label: '2019 Honda Civic' },
      jobOrderNumber: expect.stringMatching(/^JO-\d{4}$/),
    });
    expect((await as(owner).get(`/portal/inspections/${inspection.id}`)).statusCode).toBe(200);
    expect((await as(owner).get(`/portal/inspections/${unshared.id}`)).statusCode).toBe(404);
    expect((await as(stranger).get(`/portal/inspections/${inspection.id}`)).statusCode).toBe(404);
    expect((await as(stranger).get('/portal/inspections')).json().items).toEqual([]);
    expect((await as(frontDesk).get('/portal/inspections')).statusCode).toBe(403);

    // Unlinked from the client record: no longer theirs.
    await harness.database.db.update(clients).set({ userId: null }).where(eq(clients.id, ids.ann));
    expect((await as(owner).get(`/portal/inspections/${inspection.id}`)).statusCode).toBe(404);
    await harness.database.db
      .update(clients)
      .set({ userId: await userIdOf(harness.app, owner) })
      .where(eq(clients.id, ids.ann));
  });
});
