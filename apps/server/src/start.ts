import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { type DatabaseTarget, isEmpty, openDatabase } from './db/database.ts';
import { pgliteTemplate } from './db/migrations-folder.ts';
import { seedDemoData } from './db/seed/seed-demo-data.ts';
import { seedDemoAccounts } from './modules/accounts/seed-demo-accounts.ts';

export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'pglite', dataDir: path.join(config.dataDir, 'pglite'), template: pgliteTemplate };
}

/**
 * Everything start-up does before listening: lock the data directory, open and migrate the
 * database, add demo data to an empty one, build the app. `stop` undoes it in reverse order.
 */
export async function startPitstop(config: Config, logger: FastifyServerOptions['logger']) {
  const target = databaseTarget(config);
  const unlock = target.engine === 'pglite' ? await lockDataDir(config.dataDir) : () => {};
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase(target);
    await database.migrate();
    const app = await buildApp(config, { database, logger });
    if (target.engine === 'postgres') {
      database.pool?.on('error', (error) =>
        app.log.warn({ err: error }, 'database connection lost'),
      );
    }
    if (config.demoData && (await isEmpty(database.db))) {
      const demo = await seedDemoData({ tx: database.db });
      await seedDemoAccounts({ tx: database.db, auth: app.auth, shops: demo.shops });
      app.log.info(demo.counts, 'demo data added');
    }
    const openDb = database;
    return {
      app,
      stop: async () => {
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
