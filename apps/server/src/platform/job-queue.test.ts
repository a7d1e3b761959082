import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { jobs } from '../db/schema/platform.ts';
import { runInShopScope } from '../db/tenancy.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { createJobWorker, enqueueJob, type Job } from './job-queue.ts';

let database: Database;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

async function jobRow(id: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error('job not found');
  return row;
}

describe('job queue', () => {
  it('runs a due job once when two workers race for it', async () => {
    const runs: string[] = [];
    const handlers = {
      'test.race': async (job: Job) => {
        runs.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    const job = await enqueueJob({ tx: database.db, kind: 'test.race' });
    const first = createJobWorker({ db: database.db, handlers, log, id: 'first' });
    const second = createJobWorker({ db: database.db, handlers, log, id: 'second' });

    const ran = await Promise.all([first.runDue(), second.runDue()]);

    expect(runs).toEqual([job?.id]);
    expect(ran.sort()).toEqual([0, 1]);
    const row = await jobRow(job?.id as string);
    expect(row.completedAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(await Promise.all([first.runDue(), second.runDue()])).toEqual([0, 0]);
  });

  it('waits for run_at', async () => {
    const runs: string[] = [];
    const handlers = { 'test.later': async (job: Job) => void runs.push(job.id) };
    const job = await enqueueJob({
      tx: database.db,
      kind: 'test.later',
      runAt: new Date(Date.now() + 60_000),
    });
    const worker = createJobWorker({ db: database.db, handlers, log });
    expect(await worker.runDue()).toBe(0);
    await database.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job?.id as string));
    expect(await worker.runDue()).toBe(1);
    expect(runs).toEqual([job?.id]);
  });

  it('picks up after a restart a job whose worker stopped mid-run, once its lease expired', async () => {
    const job = await enqueueJob({ tx: database.db, kind: 'test.restart' });
    const id = job?.id as string;
    // The instance that claimed it went away without finishing.
    await database.db
      .update(jobs)
      .set({
        lockedBy: 'crashed-instance',
        lockedUntil: sql`now() + interval '5 minutes'`,
        attempts: 1,
      })
      .where(eq(jobs.id, id));
    const runs: number[] = [];
    const restarted = createJobWorker({
      db: database.db,
      handlers: { 'test.restart': async (claimed: Job) => void runs.push(claimed.attempts) },
      log,
      id: 'restarted',
    });

    expect(await restarted.runDue()).toBe(0);
    await database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    expect(await restarted.runDue()).toBe(1);

    expect(runs).toEqual([2]);
    const row = await jobRow(id);
    expect(row.completedAt).not.toBeNull();
    expect(row.lockedBy).toBe('restarted');
  });

  it('retries a failing job later, then fails it after max_attempts', async () => {
    const job = await enqueueJob({ tx: database.db, kind: 'test.fail', maxAttempts: 2 });
    const id = job?.id as string;
    const worker = createJobWorker({
      db: database.db,
      handlers: {
        'test.fail': async () => {
          throw new Error('mail server said no');
        },
      },
      log,
    });

    expect(await worker.runDue()).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ attempts: 1, failedAt: null, lastError: 'mail server said no' });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await worker.runDue()).toBe(0);

    await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
    expect(await worker.runDue()).toBe(1);
    row = await jobRow(id);
    expect(row.attempts).toBe(2);
    expect(row.failedAt).not.toBeNull();
    expect(row.completedAt).toBeNull();

    await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
    expect(await worker.runDue()).toBe(0);
  });

  it('fails a job whose last attempt was abandoned', async () => {
    const job = await enqueueJob({ tx: database.db, kind: 'test.abandoned', maxAttempts: 1 });
    const id = job?.id as string;
    await database.db
      .update(jobs)
      .set({ lockedBy: 'gone', lockedUntil: sql`now() - interval '1 second'`, attempts: 1 })
      .where(eq(jobs.id, id));
    const worker = createJobWorker({
      db: database.db,
      handlers: { 'test.abandoned': async () => {} },
      log,
    });
    expect(await worker.runDue()).toBe(0);
    const row = await jobRow(id);
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toBe('the worker running its last attempt stopped');
  });

  it('keeps a waiting job under the same key and arms a finished one again', async () => {
    const runAt = new Date(Date.now() + 3_600_000);
    const first = await enqueueJob({ tx: database.db, kind: 'test.key', dedupeKey: 'k', runAt });
    const again = await enqueueJob({
      tx: database.db,
      kind: 'test.key',
      dedupeKey: 'k',
      runAt: new Date(),
    });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect((await jobRow(first?.id as string)).runAt.getTime()).toBe(runAt.getTime());

    await database.db
      .update(jobs)
      .set({ completedAt: sql`now()` })
      .where(eq(jobs.id, first?.id as string));
    const rearmed = await enqueueJob({ tx: database.db, kind: 'test.key', dedupeKey: 'k' });
    expect(rearmed?.id).toBe(first?.id);
    const row = await jobRow(first?.id as string);
    expect(row.completedAt).toBeNull();
    expect(row.attempts).toBe(0);
  });

  it('enqueues in the caller transaction: a rolled-back change leaves no job', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob({ tx, kind: 'test.tx' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.$count(jobs)).toBe(0);
  });

  it('polls while started and stops cleanly', async () => {
    let resolveRun: (id: string) => void = () => {};
    const ran = new Promise<string>((resolve) => {
      resolveRun = resolve;
    });
    const worker = createJobWorker({
      db: database.db,
      handlers: { 'test.poll': async (job: Job) => resolveRun(job.id) },
      log,
      pollMs: 20,
    });
    void worker.start();
    const job = await enqueueJob({ tx: database.db, kind: 'test.poll' });
    expect(await ran).toBe(job?.id);
    await worker.stop();
  });

  it('is woken by a job committed in a request, long before its next poll; a rollback wakes nothing', async () => {
    const runs: string[] = [];
    let resolveRun: (id: string) => void = () => {};
    const ran = new Promise<string>((resolve) => {
      resolveRun = resolve;
    });
    const worker = createJobWorker({
      db: database.db,
      handlers: {
        'test.wake': async (job: Job) => {
          runs.push(job.id);
          resolveRun(job.id);
        },
      },
      log,
      pollMs: 600_000,
      wakeOn: database,
    });
    await worker.start();
    // The first poll, at once, finds nothing; the next is ten minutes away.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const inRequest = <T>(work: () => Promise<T>) =>
      runInShopScope({ shopIds: [randomUUID()], work });

    await inRequest(() =>
      database.db
        .transaction(async (tx) => {
          await enqueueJob({ tx, kind: 'test.wake' });
          tx.rollback();
        })
        .catch(() => {}),
    );
    const job = await inRequest(() =>
      database.db.transaction((tx) => enqueueJob({ tx, kind: 'test.wake' })),
    );
    const started = Date.now();
    expect(await ran).toBe(job?.id);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(runs).toEqual([job?.id]);
    expect(await database.db.select({ id: jobs.id }).from(jobs)).toHaveLength(1);
    await worker.stop();
  });
});
