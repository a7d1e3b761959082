import { ConfigError, loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './configured-database.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
try {
  const config = loadConfig();
  const { database, unlock } = await openConfiguredDatabase(config);
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
