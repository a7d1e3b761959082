import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type ConfiguredDatabase, openConfiguredDatabase } from './db/configured-database.ts';
import { type DatabaseTarget, isEmpty } from './db/database.ts';
import { startEmbeddedMaintenance } from './db/embedded-maintenance.ts';
import { DatabaseUnreachableError, databaseUnavailableCause } from './db/unavailable.ts';
import { bookingJobHandlers } from './modules/bookings/public.ts';
import { estimateJobHandlers } from './modules/estimates/public.ts';
import { inspectionJobHandlers } from './modules/inspections/public.ts';
import { invoiceJobHandlers } from './modules/invoices/public.ts';
import { jobOrderMailJobHandlers } from './modules/job-orders/public.ts';
import { purchaseOrderJobHandlers } from './modules/purchase-orders/public.ts';
import { serviceReminderJobHandlers } from './modules/reports/client-retention/lapsed-reminders.ts';
import { timeOffJobHandlers } from './modules/schedules/public.ts';
import { timeClockJobHandlers } from './modules/time-clock/public.ts';
import { createJobWorker } from './platform/job-queue.ts';
import { seedDemoAccounts } from './seed/seed-demo-accounts.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

/** Where the database is, for a log line: never the URL itself, which may hold a password. */
function databaseAddress(target: DatabaseTarget): string {
  if (target.engine === 'pglite') return 'the embedded database';
  const url = new URL(target.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}`;
}

/**
 * Runs `work` until the database answers: PostgreSQL may still be starting beside Pitstop (a
 * compose file, a reboot). Each failed attempt is logged with its reason; after `retrySeconds`
 * start-up gives up naming the last cause. Errors other than "cannot connect" fail at once.
 */
async function whileUnreachable<T>(
  work: () => Promise<T>,
  options: { log: FastifyBaseLogger; retrySeconds: number; address: string },
): Promise<T> {
  const deadline = Date.now() + options.retrySeconds * 1000;
  for (let attempt = 1, delayMs = 250; ; attempt++, delayMs = Math.min(delayMs * 2, 5_000)) {
    try {
      return await work();
    } catch (error) {
      const cause = databaseUnavailableCause(error);
      if (!cause) throw error;
      const waitMs = Math.min(delayMs, deadline - Date.now());
      if (waitMs <= 0) {
        throw new DatabaseUnreachableError(
          `${options.address} did not answer within ${options.retrySeconds} s (DATABASE_RETRY_SECONDS): ${cause.message}`,
          { cause },
        );
      }
      options.log.warn(
        {
          attempt,
          retryInMs: waitMs,
          err: { message: cause.message, code: (cause as { code?: string }).code },
        },
        `${options.address} is not reachable yet; retrying`,
      );
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

/**
 * Everything start-up does before listening: lock the data directory, open the database, build
 * the app, migrate (waiting for a database that is not up yet), add demo data to an empty one.
 * `stop` undoes it in reverse order.
 */
export async function startPitstop(
  config: Config,
  logger: FastifyServerOptions['logger'],
  /** Opened already (main.ts starts the embedded engine before loading this module). */
  opening: Promise<ConfiguredDatabase> = openConfiguredDatabase(config),
) {
  const { target, database, unlock } = await opening;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const openDb = database;
    // The embedded engine opens and migrates in its own thread while this one builds the app.
    // PostgreSQL is migrated after, so that the app's logger reports any waiting for it
    // (building reads nothing from the database).
    const embeddedMigration = target.engine === 'pglite' ? openDb.migrate() : undefined;
    embeddedMigration?.catch(() => {}); // awaited below; not "unhandled" meanwhile
    app = await buildApp(config, { database, logger });
    const log = app.log;
    if (target.engine === 'postgres') {
      database.pool?.on('error', (error) => log.warn({ err: error }, 'database connection lost'));
    }
    await (embeddedMigration ??
      whileUnreachable(() => openDb.migrate(), {
        log,
        retrySeconds: config.databaseRetrySeconds,
        address: databaseAddress(target),
      }));
    if (config.demoData && (await isEmpty(database.db))) {
      const demo = await seedDemoData({ tx: database.db });
      await seedDemoAccounts({ tx: database.db, shops: demo.shops });
      app.log.info(demo.counts, 'demo data added');
    }
    const stopMaintenance = database.pglite
      ? startEmbeddedMaintenance(database.pglite, log)
      : async () => {};
    // Timed work (booking reminders) and mails recorded with a change, from the durable queue,
    // once the tables exist (ADR 013, ADR 035).
    const jobWorker = createJobWorker({
      db: database.db,
      handlers: {
        ...bookingJobHandlers(app),
        ...jobOrderMailJobHandlers(app),
        ...estimateJobHandlers(app),
        ...inspectionJobHandlers(app),
        ...purchaseOrderJobHandlers(app),
        ...invoiceJobHandlers(app),
        ...timeOffJobHandlers(app),
        ...serviceReminderJobHandlers(app),
        ...timeClockJobHandlers(app),
      },
      log,
      wakeOn: database,
    });
    await jobWorker.start();
    const started = app;
    return {
      app: started,
      stop: async () => {
        await jobWorker.stop();
        await stopMaintenance();
        await started.close();
        await openDb.close();
        unlock();
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    unlock();
    throw error;
  }
}
