import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh, migrated database of the engine under test, dropped by `close`. */
export async function openTestDatabase(): Promise<Database> {
  const postgresTemplate = inject('postgresTemplate');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (postgresTemplate && adminUrl) {
    const name = `${postgresTemplate}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${postgresTemplate}`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({
      engine: 'postgres',
      url: withDatabase(adminUrl, name),
      poolSize: 4,
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const tarball = await readFile(inject('pgliteTemplate'));
  return openDatabase({ engine: 'pglite', loadDataDir: new Blob([tarball]) });
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DEMO_DATA: 'false',
      APP_URL: 'http://localhost:3000',
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
      LOG_LEVEL: 'silent',
    }),
    ...overrides,
  };
}

/** The real app on a fresh database; `close` shuts both. */
export async function createTestApp(
  options: { config?: Partial<Config> } & Partial<Omit<AppDependencies, 'database'>> = {},
) {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(options.config), {
    database,
    webDistDir: '/nonexistent',
    ...options,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
