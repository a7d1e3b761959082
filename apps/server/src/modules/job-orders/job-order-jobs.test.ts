import { type JobOrderDetail, MAX_JOBS_PER_JOB_ORDER } from '@pitstop/domain/job-order-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { type BookableShop, createBookableShop } from '../../test/booking-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shop: BookableShop;
let rival: BookableShop;
let frontDesk: Session;
let manager: Session;

const as = (session: Session) => apiAs(harness.app, session);
const alex = () => shop.mechanics.alex;
const bea = () => shop.mechanics.bea;

async function ok(
  response: { statusCode: number; body: string; json(): unknown },
  status = 200,
): Promise<JobOrderDetail> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as JobOrderDetail;
}

function problem(response: { statusCode: number; body: string; json(): unknown }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as { detail: string; errors?: { path: string; message: string }[] };
}

async function walkIn(concern = 'Squeal when braking\nworse in the morning') {
  return ok(
    await as(frontDesk).send('POST', '/job-orders', {
      clientId: shop.clientId,
      vehicleId: shop.vehicleId,
      mileageIn: 42_000,
      concern,
      mechanicId: alex().id,
    }),
    201,
  );
}

const labor = (description: string, unitPrice: string) => ({
  kind: 'labor',
  description,
  pricing: 'flat',
  quantity: '1',
  unitPrice,
});

/** Each job's name with the descriptions of its lines, in order. */
const jobsOf = (detail: JobOrderDetail) =>
  detail.jobs.map((job) => ({
    name: job.name,
    lines: detail.lines.filter((line) => line.jobId === job.id).map((line) => line.description),
  }));

beforeAll(async () => {
  harness = await createTestApp();
  shop = await createBookableShop(harness.app, 'jobs-in');
  rival = await createBookableShop(harness.app, 'jobs-in-rival');
  frontDesk = await signUpStaff(harness.app, {
    email: 'desk@jobs-in.test',
    shopId: shop.shopId,
    role: 'front_desk',
  });
  manager = await signUpStaff(harness.app, {
    email: 'manager@jobs-in.test',
    shopId: shop.shopId,
    role: 'manager',
  });
});

afterAll(async () => {
  await harness.close();
});

describe('jobs inside a job order', () => {
  it('opens with one job for the concern; jobs, canned jobs and lines build it job by job', async () => {
    const opened = await walkIn();
    expect(opened.jobs).toEqual([
      {
        id: expect.any(String),
        position: 0,
        name: 'Squeal when braking',
        complaint: 'Squeal when braking\nworse in the morning',
        cause: null,
        correction: null,
      },
    ]);
    const id = opened.id;
    const first = opened.jobs[0]?.id as string;
    await ok(
      await as(frontDesk).send('POST', `/job-orders/${id}/lines`, labor('Brake check', '40')),
    );

    const withCanned = await ok(
      await as(frontDesk).send('POST', `/job-orders/${id}/canned-jobs/${await cannedJob()}`),
    );
    const added = await ok(
      await as(frontDesk).send('POST', `/job-orders/${id}/jobs`, {
        name: 'Wipers smear',
        complaint: 'Wipers leave streaks',
      }),
    );
    expect(added.jobs.map((job) => job.position)).toEqual([0, 1, 2]);
    const wipers = added.jobs[2]?.id as string;
    // Into a named job; a line typed without one joins the last job.
    await ok(
      await as(frontDesk).send(
        'POST',
        `/job-orders/${id}/jobs/${first}/lines`,
        labor('Resurface rotors', '90'),
      ),
    );
    const built = await ok(
      await as(frontDesk).send('POST', `/job-orders/${id}/lines`, labor('Wiper blades', '25')),
    );
    expect(jobsOf(built)).toEqual([
      { name: 'Squeal when braking', lines: ['Brake check', 'Resurface rotors'] },
      { name: 'Oil service', lines: ['Oil and filter', 'Filter'] },
      { name: 'Wipers smear', lines: ['Wiper blades'] },
    ]);
    expect(withCanned.jobs[1]).toMatchObject({ name: 'Oil service', complaint: 'Every 10,000 km' });
    // Jobs change where the lines are, never what they add up to.
    expect(built.totals.subtotal).toBe('244.50');
    expect(built.jobs[2]?.id).toBe(wipers);
    expect(built.revision).toBeGreaterThan(opened.revision);
    expect(built.history.map((entry) => entry.action)).toContain('job_added');
  });

  it('the mechanic writes the cause and correction on their job; a manager reads only', async () => {
    const { id, jobs } = await walkIn('Check engine light');
    const jobId = jobs[0]?.id as string;
    const written = await ok(
      await as(alex()).send('PATCH', `/job-orders/${id}/jobs/${jobId}`, {
        cause: 'Loose gas cap',
        correction: 'Tightened the cap and cleared the code',
      }),
    );
    expect(written.jobs[0]).toMatchObject({
      name: 'Check engine light',
      complaint: 'Check engine light',
      cause: 'Loose gas cap',
      correction: 'Tightened the cap and cleared the code',
    });
    expect(written.history.at(-1)).toMatchObject({
      action: 'job_changed',
      details: { name: 'Check engine light', changed: ['cause', 'correction'] },
    });
    // An empty cause is no cause; saving what is already there records nothing.
    const cleared = await ok(
      await as(frontDesk).send('PATCH', `/job-orders/${id}/jobs/${jobId}`, { cause: '  ' }),
    );
    expect(cleared.jobs[0]?.cause).toBeNull();
    const same = await ok(
      await as(frontDesk).send('PATCH', `/job-orders/${id}/jobs/${jobId}`, { cause: null }),
    );
    expect(same.history).toHaveLength(cleared.history.length);

    problem(await as(bea()).send('PATCH', `/job-orders/${id}/jobs/${jobId}`, { cause: 'x' }), 404);
    problem(
      await as(manager).send('PATCH', `/job-orders/${id}/jobs/${jobId}`, { cause: 'x' }),
      403,
    );
    problem(await as(manager).send('POST', `/job-orders/${id}/jobs`, { name: 'Tyres' }), 403);
  });

  it('moves a line between its jobs, removes an empty job, and keeps the last one', async () => {
    const { id, jobs } = await walkIn('Noise from the front');
    const noise = jobs[0]?.id as string;
    const withLine = await ok(
      await as(frontDesk).send('POST', `/job-orders/${id}/lines`, labor('Road test', '30')),
    );
    const line = withLine.lines[0]?.id as string;
    const second = await ok(
      await as(frontDesk).send('POST', `/job-orders/${id}/jobs`, { name: 'Diagnosis' }),
    );
    const diagnosis = second.jobs[1]?.id as string;

    const moved = await ok(
      await as(frontDesk).send('PATCH', `/job-orders/${id}/lines/${line}`, { jobId: diagnosis }),
    );
    expect(jobsOf(moved)).toEqual([
      { name: 'Noise from the front', lines: [] },
      { name: 'Diagnosis', lines: ['Road test'] },
    ]);
    expect(moved.lines[0]).toMatchObject({ approval: 'pending', amount: '30.00' });
    expect(moved.history.at(-1)).toMatchObject({
      action: 'line_moved',
      details: { description: 'Road test', name: 'Diagnosis' },
    });

    expect(
      problem(await as(frontDesk).send('DELETE', `/job-orders/${id}/jobs/${diagnosis}`), 409)
        .detail,
    ).toBe('"Diagnosis" still has lines: remove them or move them to another job first.');
    const removed = await ok(await as(frontDesk).send('DELETE', `/job-orders/${id}/jobs/${noise}`));
    expect(removed.jobs.map((job) => job.name)).toEqual(['Diagnosis']);
    await ok(await as(frontDesk).send('DELETE', `/job-orders/${id}/lines/${line}`));
    expect(
      problem(await as(frontDesk).send('DELETE', `/job-orders/${id}/jobs/${diagnosis}`), 409)
        .detail,
    ).toBe('A job order keeps at least one job; rename this one instead.');
  });

  it("refuses another job order's job, another shop's job order, bad names and a job too many", async () => {
    const mine = await walkIn('Battery flat');
    const other = await walkIn('Aircon weak');
    const otherJob = other.jobs[0]?.id as string;
    problem(
      await as(frontDesk).send(
        'POST',
        `/job-orders/${mine.id}/jobs/${otherJob}/lines`,
        labor('Misfiled', '1'),
      ),
      404,
    );
    const withLine = await ok(
      await as(frontDesk).send('POST', `/job-orders/${mine.id}/lines`, labor('Battery test', '15')),
    );
    expect(
      problem(
        await as(frontDesk).send('PATCH', `/job-orders/${mine.id}/lines/${withLine.lines[0]?.id}`, {
          jobId: otherJob,
        }),
        404,
      ).detail,
    ).toBe('Job not found on this job order.');
    problem(
      await as(rival.admin).send('PATCH', `/job-orders/${mine.id}/jobs/${mine.jobs[0]?.id}`, {
        name: 'Stolen',
      }),
      404,
    );

    const blank = problem(
      await as(frontDesk).send('POST', `/job-orders/${mine.id}/jobs`, { name: '  ' }),
      400,
    );
    expect(blank.errors).toEqual([{ path: 'body.name', message: 'Name the job' }]);
    const controlled = problem(
      await as(frontDesk).send('POST', `/job-orders/${mine.id}/jobs`, { name: 'Tyres\u0000' }),
      400,
    );
    expect(controlled.errors?.[0]?.path).toBe('body.name');
    problem(
      await as(frontDesk).send('PATCH', `/job-orders/${mine.id}/jobs/${mine.jobs[0]?.id}`, {}),
      400,
    );

    for (let count = 1; count < MAX_JOBS_PER_JOB_ORDER; count += 1) {
      await ok(
        await as(frontDesk).send('POST', `/job-orders/${mine.id}/jobs`, { name: `Job ${count}` }),
      );
    }
    expect(
      problem(
        await as(frontDesk).send('POST', `/job-orders/${mine.id}/jobs`, { name: 'One more' }),
        409,
      ).detail,
    ).toBe(`A job order holds at most ${MAX_JOBS_PER_JOB_ORDER} jobs.`);
  });
});

/** A canned oil service: labor 69.50 and a filter 20.00, its description "Every 10,000 km". */
async function cannedJob(): Promise<string> {
  const response = await as(shop.admin).send('POST', '/canned-jobs', {
    name: 'Oil service',
    description: 'Every 10,000 km',
    lines: [
      labor('Oil and filter', '69.50'),
      { kind: 'part', description: 'Filter', quantity: '1', unitPrice: '20' },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}
