import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { type DatabaseTarget, isEmpty, openDatabase } from './db/database.ts';
import { startEmbeddedMaintenance } from './db/embedded-maintenance.ts';
import { pgliteTemplate } from './db/migrations-folder.ts';
import { freshDemoTemplate } from './db/seed/demo-template.ts';
import { seedDemoData } from './db/seed/seed-demo-data.ts';
import { seedDemoAccounts } from './modules/accounts/seed-demo-accounts.ts';

export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : {
        engine: 'pglite',
        dataDir: path.join(config.dataDir, 'pglite'),
        // A new DATA_DIR starts migrated, and with the demo already in it when the build's
        // demo template is today's.
        template: (config.demoData && freshDemoTemplate()) || pgliteTemplate,
        inWorker: true,
      };
}

/**
 * Everything start-up does before listening: lock the data directory, open and migrate the
 * database, add demo data to an empty one, build the app. `stop` undoes it in reverse order.
 */
export async function startPitstop(config: Config, logger: FastifyServerOptions['logger']) {
  const target = databaseTarget(config);
  const unlock = target.engine === 'pglite' ? lockDataDir(config.dataDir) : () => {};
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase(target);
    // The embedded engine opens and migrates in its own thread while this one builds the app.
    const migrated = database.migrate();
    migrated.catch(() => {}); // awaited below; only keeps it from counting as unhandled meanwhile
    const app = await buildApp(config, { database, logger });
    await migrated;
    if (target.engine === 'postgres') {
      database.pool?.on('error', (error) =>
        app.log.warn({ err: error }, 'database connection lost'),
      );
    }
    if (config.demoData && (await isEmpty(database.db))) {
      const demo = await seedDemoData({ tx: database.db });
      await seedDemoAccounts({ tx: database.db, shops: demo.shops });
      app.log.info(demo.counts, 'demo data added');
    }
    const stopMaintenance = database.pglite
      ? startEmbeddedMaintenance(database.pglite, app.log)
      : async () => {};
    const openDb = database;
    return {
      app,
      stop: async () => {
        await stopMaintenance();
        await app.close();
        await openDb.close();
        unlock();
      },
    };
  } catch (error) {
    await database?.close().catch(() => {});
    unlock();
    throw error;
  }
}
