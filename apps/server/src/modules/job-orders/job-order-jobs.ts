import {
  type JobOrderJobParsed,
  type JobOrderJobPatch,
  type JobOrderJobView,
  MAX_JOBS_PER_JOB_ORDER,
} from '@pitstop/domain/job-order-views';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { jobOrderItems, jobOrderJobs, jobOrderTimeEntries } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import type { LineActor } from './append-job-order-lines.ts';
import { lockJobOrder } from './lock-job-order.ts';
import { publishJobOrderChanged } from './publish-job-order-changed.ts';

const jobColumns = {
  id: jobOrderJobs.id,
  position: jobOrderJobs.position,
  name: jobOrderJobs.name,
  complaint: jobOrderJobs.complaint,
  cause: jobOrderJobs.cause,
  correction: jobOrderJobs.correction,
};

/** A job order's jobs in their order. */
export async function loadJobOrderJobs(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<JobOrderJobView[]> {
  return options.tx
    .select(jobColumns)
    .from(jobOrderJobs)
    .where(
      and(eq(jobOrderJobs.shopId, options.shopId), eq(jobOrderJobs.jobOrderId, options.jobOrderId)),
    )
    .orderBy(asc(jobOrderJobs.position), asc(jobOrderJobs.createdAt));
}

export const jobNotFound = () => AppError.notFound('Job not found on this job order.');

/** The job of this job order a write names, or 404 (another job order's job is not found either). */
export async function findJobOfJobOrder(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
  jobId: string;
}): Promise<JobOrderJobView> {
  const jobs = await loadJobOrderJobs(options);
  const job = jobs.find((candidate) => candidate.id === options.jobId);
  if (!job) throw jobNotFound();
  return job;
}

/**
 * Inserts a job after the job order's last one (the job order locked by the caller), refusing
 * more than MAX_JOBS_PER_JOB_ORDER. Returns its id.
 */
export async function insertJob(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
  job: Pick<JobOrderJobParsed, 'name'> & Partial<JobOrderJobParsed>;
}): Promise<string> {
  const { tx, shopId, jobOrderId, job } = options;
  const jobs = await loadJobOrderJobs(options);
  if (jobs.length >= MAX_JOBS_PER_JOB_ORDER) {
    throw AppError.conflict(`A job order holds at most ${MAX_JOBS_PER_JOB_ORDER} jobs.`);
  }
  const [row] = await tx
    .insert(jobOrderJobs)
    .values({
      shopId,
      jobOrderId,
      position: Math.max(-1, ...jobs.map((existing) => existing.position)) + 1,
      name: job.name,
      complaint: job.complaint ?? null,
      cause: job.cause ?? null,
      correction: job.correction ?? null,
    })
    .returning({ id: jobOrderJobs.id });
  if (!row) throw new Error('job insert returned no row');
  return row.id;
}

type JobWrite = {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: LineActor;
  id: string;
};

/** Records the change in the job order's history and tells open pages its jobs changed. */
async function recordJobChange(
  options: JobWrite & { action: string; details: Record<string, unknown> },
) {
  const { tx, shopId, id } = options;
  await recordHistory({
    tx,
    shopId,
    subjectType: 'job_order',
    subjectId: id,
    action: options.action,
    actor: options.actor,
    details: options.details,
  });
  await publishJobOrderChanged({
    tx,
    events: options.events,
    shopId,
    jobOrderId: id,
    change: 'lines',
  });
}

/** POST …/jobs: a new, empty job at the end (the desk, or the mechanic on their job). */
export async function addJob(options: JobWrite & { job: JobOrderJobParsed }): Promise<string> {
  const { shopId, actor, id } = options;
  return options.tx.transaction(async (tx) => {
    await lockJobOrder({ tx, shopId, viewer: actor, id, changesWork: true });
    const jobId = await insertJob({ tx, shopId, jobOrderId: id, job: options.job });
    await recordJobChange({
      ...options,
      tx,
      action: 'job_added',
      details: { name: options.job.name },
    });
    return jobId;
  });
}

/**
 * PATCH …/jobs/:jobId: its name and three Cs; a field left out stays. The mechanic writes the
 * cause found and the correction made on their job; the desk the rest as well.
 */
export async function updateJob(
  options: JobWrite & { jobId: string; changes: JobOrderJobPatch },
): Promise<void> {
  const { shopId, actor, id, jobId, changes } = options;
  await options.tx.transaction(async (tx) => {
    await lockJobOrder({ tx, shopId, viewer: actor, id, changesWork: true });
    const job = await findJobOfJobOrder({ tx, shopId, jobOrderId: id, jobId });
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
      (field) => changes[field] !== undefined && changes[field] !== job[field],
    );
    // A save that changes nothing leaves the history alone.
    if (changed.length === 0) return;
    await tx
      .update(jobOrderJobs)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(jobOrderJobs.shopId, shopId), eq(jobOrderJobs.id, jobId)));
    await recordJobChange({
      ...options,
      tx,
      action: 'job_changed',
      details: { name: changes.name ?? job.name, changed },
    });
  });
}

/** DELETE …/jobs/:jobId: an empty job without clocked time, never the job order's only one. */
export async function removeJob(options: JobWrite & { jobId: string }): Promise<void> {
  const { shopId, actor, id, jobId } = options;
  await options.tx.transaction(async (tx) => {
    await lockJobOrder({ tx, shopId, viewer: actor, id, changesWork: true });
    const jobs = await loadJobOrderJobs({ tx, shopId, jobOrderId: id });
    const job = jobs.find((candidate) => candidate.id === jobId);
    if (!job) throw jobNotFound();
    if (jobs.length === 1) {
      throw AppError.conflict('A job order keeps at least one job; rename this one instead.');
    }
    const [line] = await tx
      .select({ id: jobOrderItems.id })
      .from(jobOrderItems)
      .where(and(eq(jobOrderItems.shopId, shopId), eq(jobOrderItems.jobId, jobId)))
      .limit(1);
    if (line) {
      throw AppError.conflict(
        `"${job.name}" still has lines: remove them or move them to another job first.`,
      );
    }
    const [clocked] = await tx
      .select({ id: jobOrderTimeEntries.id })
      .from(jobOrderTimeEntries)
      .where(and(eq(jobOrderTimeEntries.shopId, shopId), eq(jobOrderTimeEntries.jobId, jobId)))
      .limit(1);
    if (clocked) {
      throw AppError.conflict(`Time was clocked on "${job.name}": it stays with that time.`);
    }
    await tx
      .delete(jobOrderJobs)
      .where(and(eq(jobOrderJobs.shopId, shopId), eq(jobOrderJobs.id, jobId)));
    await recordJobChange({ ...options, tx, action: 'job_removed', details: { name: job.name } });
  });
}
