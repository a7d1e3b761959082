import { ConfigError, loadConfig } from '../config.ts';
import { databaseTarget } from '../start.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
try {
  const config = loadConfig();
  const target = databaseTarget(config);
  const unlock = target.engine === 'pglite' ? await lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase(target);
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.engine}).`);
  } finally {
    await database.close();
    unlock();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? `configuration error: ${error.message}` : error);
  process.exit(1);
}
