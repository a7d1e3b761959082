import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitRatings } from '../../db/schema/workshop.ts';
import { issueLinkToken } from '../../platform/link-tokens.ts';
import { apiAs, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin, ORIGIN } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shopId: string;
let mia: Awaited<ReturnType<typeof signUpStaff>>;
let rows: ReturnType<typeof jobOrderRows>;
let ann: string;
let car: string;

const linkFor = (jobOrderId: string, expiresAt: Date | null = null) =>
  issueLinkToken({
    tx: harness.database.db,
    shopId,
    purpose: 'visit_rating',
    subjectId: jobOrderId,
    createdBy: null,
    expiresAt,
  });
const view = (token: string) => harness.app.inject(`/api/v1/rating-links/${token}`);
const rate = (token: string, payload: object) =>
  harness.app.inject({
    method: 'POST',
    url: `/api/v1/rating-links/${token}`,
    headers: { origin: ORIGIN },
    payload,
  });

beforeAll(async () => {
  harness = await createTestApp();
  rows = jobOrderRows(harness.database);
  const admin = await createShopAdmin(harness.app, {
    email: 'admin@rate.test',
    shopName: 'Rate Garage',
  });
  shopId = admin.shopId;
  mia = await signUpStaff(harness.app, { email: 'mia@rate.test', shopId, role: 'mechanic' });
  ann = await rows.client(shopId, { name: 'Ann Archer' });
  car = await rows.vehicle(shopId, ann, {
    make: 'Toyota',
    model: 'RAV4',
    year: 2019,
    registrationNumber: 'ABC-123',
  });
});

afterAll(async () => {
  await harness?.close();
});

describe('"How was your visit?"', () => {
  it('shows the visit, takes one answer credited to the mechanic, and refuses a second', async () => {
    const job = await rows.jobOrder({
      shopId,
      clientId: ann,
      vehicleId: car,
      mechanicId: mia.id,
      status: 'completed',
    });
    const token = await linkFor(job.id, new Date(Date.now() + 86_400_000));
    const opened = await view(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      shopName: 'Rate Garage',
      number: job.number,
      vehicle: { label: '2019 Toyota RAV4', registrationNumber: 'ABC-123' },
      mechanicName: 'Test Person',
      rating: null,
    });

    const answered = await rate(token, { score: 4, comment: '  Quick and friendly  ' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().rating).toEqual({ score: 4, comment: 'Quick and friendly' });
    const saved = await harness.database.db
      .select({ mechanicId: visitRatings.mechanicId, score: visitRatings.score })
      .from(visitRatings)
      .where(eq(visitRatings.jobOrderId, job.id));
    expect(saved).toEqual([{ mechanicId: mia.id, score: 4 }]);
    expect((await view(token)).json().rating).toEqual({ score: 4, comment: 'Quick and friendly' });

    const again = await rate(token, { score: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Thanks — you already rated this visit.');

    const stats = await apiAs(harness.app, mia).get('/dashboard/technician');
    expect(stats.json().stats).toMatchObject({ averageRating: 4, ratingCount: 1 });
  });

  it('an empty comment is no comment', async () => {
    const job = await rows.jobOrder({ shopId, clientId: ann, status: 'completed' });
    const answered = await rate(await linkFor(job.id), { score: 5, comment: '' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({
      mechanicName: null,
      rating: { score: 5, comment: null },
    });
  });

  it('refuses a score outside 1 to 5, naming the field', async () => {
    const job = await rows.jobOrder({ shopId, clientId: ann, status: 'completed' });
    const token = await linkFor(job.id);
    for (const score of [0, 6, 3.5, '5']) {
      const response = await rate(token, { score });
      expect(response.statusCode, String(score)).toBe(400);
      expect(response.json().errors).toContainEqual({
        path: 'body.score',
        message: 'Choose 1 to 5 stars',
      });
    }
  });

  it('an expired link is gone (410); an unknown or replaced one not found (404)', async () => {
    const job = await rows.jobOrder({ shopId, clientId: ann, status: 'completed' });
    const expired = await linkFor(job.id, new Date(Date.now() - 1000));
    expect((await view(expired)).statusCode).toBe(410);
    const refused = await rate(expired, { score: 5 });
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({
      title: 'Gone',
      detail: 'This link has expired. Thank you all the same!',
    });
    expect((await view('x'.repeat(43))).statusCode).toBe(404);
    const first = await linkFor(job.id);
    await issueLinkToken({
      tx: harness.database.db,
      shopId,
      purpose: 'visit_rating',
      subjectId: job.id,
      createdBy: null,
      replace: true,
    });
    expect((await view(first)).statusCode).toBe(404);
  });

  it('a job that is not completed cannot be rated', async () => {
    const job = await rows.jobOrder({ shopId, clientId: ann, status: 'in_progress' });
    expect((await view(await linkFor(job.id))).statusCode).toBe(404);
  });

  it('is rate-limited per address, with a readable 429', async () => {
    const token = 'y'.repeat(43);
    const attempt = () =>
      harness.app.inject({ url: `/api/v1/rating-links/${token}`, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 60; i++) expect((await attempt()).statusCode).toBe(404);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });
});
