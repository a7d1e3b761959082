import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory (tarball) that every test app starts from. */
    pgliteTemplate: string;
    /** PostgreSQL (TEST_DATABASE_URL set): a migrated template database to copy per test app. */
    postgresTemplate: string;
  }
}

/** Server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Migrates once per run: a PGlite data directory, or (with TEST_DATABASE_URL) a template
 * database. Each test app then starts from a copy, and everything is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const runId = randomBytes(4).toString('hex');
    const template = `pitstop_test_${runId}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({
      engine: 'postgres',
      url: withDatabase(adminUrl, template),
    });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${template}%`],
      );
      for (const { datname } of leftovers.rows) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      await admin.end();
    };
  }

  const directory = await mkdtemp(path.join(os.tmpdir(), 'pitstop-test-'));
  const database = await openDatabase({ engine: 'pglite' });
  await database.migrate();
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error('PGlite did not dump its data directory');
  const file = path.join(directory, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rm(directory, { recursive: true, force: true });
}
