import path from 'node:path';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { type Database, type DatabaseTarget, openDatabase } from './database.ts';
import { freshDemoTemplate } from './demo-template-files.ts';
import { pgliteTemplate } from './migrations-folder.ts';

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

export type ConfiguredDatabase = { target: DatabaseTarget; database: Database; unlock(): void };

/**
 * Locks the data directory and opens the configured database, not yet migrated. The embedded
 * engine's thread starts opening at once, so main.ts calls this before loading the rest of the
 * server (ADR 006). Kept light: what it imports is loaded before that thread starts.
 */
export async function openConfiguredDatabase(config: Config): Promise<ConfiguredDatabase> {
  const target = databaseTarget(config);
  const unlock = target.engine === 'pglite' ? await lockDataDir(config.dataDir) : () => {};
  try {
    return { target, database: await openDatabase(target), unlock };
  } catch (error) {
    unlock();
    throw error;
  }
}
