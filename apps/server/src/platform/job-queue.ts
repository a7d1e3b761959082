import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Tx } from '../db/database.ts';
import { listenToChannel } from '../db/listen.ts';
import { jobs } from '../db/schema/platform.ts';
import { runInShopScope, withSystemAccess } from '../db/tenancy.ts';

/**
 * The durable job queue (ADR 013): timed work kept in the `jobs` table, run by a worker in every
 * server instance. A job is claimed with FOR UPDATE SKIP LOCKED and a lease, so one instance runs
 * it at a time; a crashed instance's lease expires and another picks the job up. Handlers must
 * tolerate running twice (a lease can expire mid-run): the booking reminder guards its send with
 * a conditional update. A job due at once wakes the workers when its transaction commits (NOTIFY
 * on JOBS_CHANNEL); the poll is the fallback for timed jobs and missed notifications.
 */

/** Where enqueueJob announces a job due now; workers started with `wakeOn` LISTEN on it. */
const JOBS_CHANNEL = 'pitstop_jobs';

export type Job = {
  id: string;
  kind: string;
  shopId: string | null;
  payload: Record<string, unknown>;
  runAt: Date;
  /** This run included. */
  attempts: number;
  maxAttempts: number;
};
export type JobHandler = (job: Job) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/**
 * Adds a job, in the caller's transaction when given one (so it stands or falls with the change
 * that wants it). With a `dedupeKey`, a job still waiting under that key is kept and nothing is
 * added (returns null); a finished one is armed again with the new time and payload, e.g. a
 * booking moved back to a time it once had gets its reminder again. A job due now wakes the
 * workers on commit (an outbox: the mail a change wants leaves promptly, and never without it).
 */
export async function enqueueJob(options: {
  tx: Tx;
  kind: string;
  shopId?: string | null;
  payload?: Record<string, unknown>;
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}): Promise<{ id: string } | null> {
  const now = new Date();
  const values = {
    kind: options.kind,
    shopId: options.shopId ?? null,
    payload: options.payload ?? {},
    runAt: options.runAt ?? now,
    dedupeKey: options.dedupeKey ?? null,
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  };
  const [row] = await options.tx
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: {
        kind: values.kind,
        shopId: values.shopId,
        payload: values.payload,
        runAt: values.runAt,
        attempts: 0,
        lockedUntil: null,
        lockedBy: null,
        completedAt: null,
        failedAt: null,
        lastError: null,
      },
      setWhere: or(isNotNull(jobs.completedAt), isNotNull(jobs.failedAt)),
    })
    .returning({ id: jobs.id });
  if (row && values.runAt <= now)
    await options.tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return row ?? null;
}

/** Seconds before retry n (1, 2, …): 30 s, 2 min, 8 min, … capped at an hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(30 * 4 ** (attempt - 1), 3600);
}

export type JobWorker = {
  /** Polls for due jobs, and runs them at once when woken, until stopped. */
  start(): Promise<void>;
  /** Finishes the job in hand and stops polling. */
  stop(): Promise<void>;
  /** Runs every job due now (tests call it instead of waiting for a poll); returns how many ran. */
  runDue(): Promise<number>;
  readonly id: string;
};

export function createJobWorker(options: {
  db: Db;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  /** How long a claim holds a job before another worker may take it. */
  leaseSeconds?: number;
  pollMs?: number;
  batchSize?: number;
  id?: string;
  /** The database whose job notifications wake the worker (the server's); else it only polls. */
  wakeOn?: Database;
}): JobWorker {
  const { db, handlers, log } = options;
  const workerId = options.id ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const kinds = Object.keys(handlers);
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let running: Promise<number> | undefined;
  let woken: Promise<void> | undefined;
  let stopListening: (() => Promise<void>) | undefined;

  /** Takes up to `batchSize` due jobs of the kinds this worker knows, leased to it. */
  const claim = async (): Promise<Job[]> => {
    if (kinds.length === 0) return [];
    const due = sql`select ${jobs.id} from ${jobs}
      where ${jobs.completedAt} is null and ${jobs.failedAt} is null
        and ${jobs.runAt} <= now()
        and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())
        and ${jobs.attempts} < ${jobs.maxAttempts}
        and ${jobs.kind} in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
      order by ${jobs.runAt}
      limit ${batchSize}
      for update skip locked`;
    const rows = await db
      .update(jobs)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        lockedBy: workerId,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(sql`${jobs.id} in (${due})`)
      .returning();
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      shopId: row.shopId,
      payload: row.payload,
      runAt: row.runAt,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
    }));
  };

  /** A job whose last attempt's worker vanished (lease expired) has failed. */
  const failAbandoned = () =>
    db
      .update(jobs)
      .set({
        failedAt: sql`now()`,
        lastError: sql`coalesce(${jobs.lastError}, 'the worker running its last attempt stopped')`,
      })
      .where(
        and(
          isNull(jobs.completedAt),
          isNull(jobs.failedAt),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          lt(jobs.lockedUntil, sql`now()`),
        ),
      );

  const mine = (job: Job) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId));

  const runOne = async (job: Job) => {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      // A shop's job sees only that shop's rows (ADR 029); a job of no shop (account mails) runs
      // with system access.
      const { shopId } = job;
      await (shopId
        ? runInShopScope({ shopIds: [shopId], work: () => handler(job) })
        : handler(job));
      await db
        .update(jobs)
        .set({ completedAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(mine(job));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.maxAttempts;
      log.warn(
        { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, final },
        final ? 'job failed for good' : 'job failed; will retry',
      );
      await db
        .update(jobs)
        .set(
          final
            ? { failedAt: sql`now()`, lockedUntil: null, lastError: message }
            : {
                runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`,
                lockedUntil: null,
                lockedBy: null,
                lastError: message,
              },
        )
        .where(mine(job));
    }
  };

  const drain = async (): Promise<number> => {
    let ran = 0;
    await failAbandoned();
    for (;;) {
      const batch = await claim();
      for (const job of batch) {
        await runOne(job);
        ran++;
      }
      if (batch.length < batchSize) return ran;
    }
  };

  const runDue = () => {
    // One drain at a time per worker: a poll and a test's call share it.
    running ??= withSystemAccess(drain).finally(() => {
      running = undefined;
    });
    return running;
  };

  const tick = async () => {
    try {
      await runDue();
    } catch (error) {
      // The database may be away for a moment: the next poll tries again.
      log.warn({ err: error }, 'job worker could not read the queue');
    }
    if (!stopped) timer = setTimeout(() => void tick(), pollMs);
  };

  /**
   * A job was committed for now: run the due jobs, after the drain under way if any (it may have
   * claimed before that commit). Wakes that come meanwhile share the one drain.
   */
  const wake = () => {
    woken ??= (async () => {
      await running?.catch(() => {});
      woken = undefined;
      if (stopped) return;
      try {
        await runDue();
      } catch (error) {
        log.warn({ err: error }, 'job worker could not read the queue');
      }
    })();
  };

  return {
    id: workerId,
    start: async () => {
      if (!stopped) return;
      stopped = false;
      if (options.wakeOn) {
        // Bound here, outside any request: a notification delivered in the committing request's
        // async context would otherwise run the queue in that request's shop scope.
        const wakeHere = AsyncResource.bind(wake);
        stopListening = await listenToChannel({
          database: options.wakeOn,
          channel: JOBS_CHANNEL,
          onNotify: wakeHere,
          onReconnect: wakeHere,
          log,
        });
      }
      timer = setTimeout(() => void tick(), 0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await stopListening?.().catch((error: unknown) =>
        log.warn({ err: error }, 'job listener did not stop cleanly'),
      );
      await woken;
      await running?.catch(() => {});
    },
    runDue,
  };
}
